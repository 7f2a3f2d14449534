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
//
// The switch to true is a transition (not useSyncExternalStore, whose updates always render synchronously): the
// providers and parts that read it re-render in slices, where a synchronous re-render of the session, cart and
// wishlist providers with the page under them was one task of ~40 ms (150 ms on Lighthouse's phone CPU).
// What it gives up: a component reads the value as it is when it mounts. Every server-rendered part hydrates with or
// before the page (the page's own Suspense boundary, router.tsx), so all of them still read false while hydrating. Do
// not wrap server-rendered content that reads this in a Suspense boundary of its own: React would hydrate it after
// the page, it would read true, and its HTML would differ from the server's (a hydration error; tried, e2e console test).
import { startTransition, useEffect, useState } from 'react';

/** Never on the server; in a browser at once, unless main.tsx says it hydrates server HTML. */
let hydrated = typeof document !== 'undefined';
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

export function useHydrated(): boolean {
  const [now, setNow] = useState(hydrated);
  useEffect(() => {
    if (now) return;
    const update = () => startTransition(() => setNow(true));
    // Done between this component's render and this effect: no notice will come.
    if (hydrated) update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, [now]);
  return now;
}
