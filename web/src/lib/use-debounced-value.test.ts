import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';

// The hook between a slider and the URL: `url` is what the router renders, `commit` what the
// control asks the router for.
function setup(initial: number) {
  const commit = vi.fn<(value: number) => void>();
  const hook = renderHook(({ url }) => useDebouncedValue(url, commit), { initialProps: { url: initial } });
  const slide = (value: number) => void act(() => hook.result.current[1](value));
  const pause = () => void act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
  const render = (url: number) => hook.rerender({ url });
  return { commit, value: () => hook.result.current[0], slide, pause, render };
}

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits once after the pause, with the last value', () => {
    const c = setup(1000);
    c.slide(990);
    c.slide(980);
    expect(c.commit).not.toHaveBeenCalled();
    c.pause();
    expect(c.commit.mock.calls).toEqual([[980]]);
    c.render(980);
    expect(c.value()).toBe(980);
  });

  it('keeps the slides made since when the URL renders its own earlier commits late', () => {
    const c = setup(1000);
    c.slide(990);
    c.pause();
    c.slide(980);
    c.pause();
    c.slide(970); // still in its pause
    expect(c.commit.mock.calls).toEqual([[990], [980]]);
    c.render(990); // the first commit's URL arrives after the second was sent
    expect(c.value()).toBe(970);
    c.render(980);
    expect(c.value()).toBe(970);
    c.pause();
    expect(c.commit.mock.calls.at(-1)).toEqual([970]);
    c.render(970);
    expect(c.value()).toBe(970);
  });

  it('keeps the slides when the router skips an echo (the later navigation replaced the earlier)', () => {
    const c = setup(1000);
    c.slide(990);
    c.pause();
    c.slide(980);
    c.pause();
    c.slide(970);
    c.render(980); // 990 never rendered
    expect(c.value()).toBe(970);
    c.render(600); // then Back: a change from elsewhere
    expect(c.value()).toBe(600);
  });

  it('follows a change from elsewhere and drops the edit still in its pause', () => {
    const c = setup(1000);
    c.slide(990);
    c.pause();
    c.render(990);
    c.slide(900);
    c.render(500);
    expect(c.value()).toBe(500);
    c.pause();
    expect(c.commit.mock.calls).toEqual([[990]]);
    // a value once sent and since seen is no echo any more: coming back to it is a change
    c.slide(700);
    c.pause();
    c.render(700);
    c.render(990);
    expect(c.value()).toBe(990);
  });
});
