// False while the server renders and while the browser hydrates its HTML; true once hydration is
// done (and at once in a browser that renders without server HTML). What only the browser knows —
// the session token, the guest cart, the guest's hearts, the screen width — is read once this is
// true, so the browser's first render is the server's and hydration never differs.
//
// main.tsx calls hydrateRoot at once (so React listens from the start and replays a click on a part
// still hydrating); the end is marked by hydrationDone() from an effect beside the page (router.tsx),
// which runs only once the page itself is hydrated: a state change before that would reach the
// page's Suspense boundary while it still waits for its module or is still hydrating (hydration is
// a transition, done in slices), and React would throw its server HTML away for the fallback.
import { useSyncExternalStore } from 'react';

let hydrated = true;
const listeners = new Set<() => void>();

/** main.tsx, before hydrateRoot: the browser is hydrating server HTML. */
export function hydrationStarted() {
  hydrated = false;
}

/** main.tsx, once the page's module is loaded: browser-only state may show now. */
export function hydrationDone() {
  if (hydrated) return;
  hydrated = true;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => hydrated,
    () => false,
  );
