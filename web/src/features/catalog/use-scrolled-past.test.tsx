// useScrolledPast over a stand-in IntersectionObserver (jsdom has none), fed the entries a browser delivers.
import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;
let deliver: Callback;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        deliver = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const button = useRef<HTMLDivElement>(null);
  const past = useScrolledPast(button);
  return (
    <div ref={button} data-testid="button">
      {past ? 'past' : 'not past'}
    </div>
  );
}

it('is past once the element has gone above the screen, and not once it is back', () => {
  render(<Probe />);
  expect(screen.getByTestId('button')).toHaveTextContent(/^not past$/);
  act(() => deliver([{ isIntersecting: false }]));
  expect(screen.getByTestId('button')).toHaveTextContent(/^past$/);
  act(() => deliver([{ isIntersecting: true }]));
  expect(screen.getByTestId('button')).toHaveTextContent(/^not past$/);
});

it('follows the newest of several entries in one callback (the first check, then a fling past the element)', () => {
  render(<Probe />);
  act(() => deliver([{ isIntersecting: true }, { isIntersecting: false }]));
  expect(screen.getByTestId('button')).toHaveTextContent(/^past$/);
});
