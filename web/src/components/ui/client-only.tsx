// A part the server does not render: its fallback (of the part's size, so nothing moves) is the
// server's HTML and the hydrating browser's first render; the part itself mounts after hydration.
// For lazy parts below the fold (forms): a lazy chunk that suspended while hydrating would keep
// its server HTML un-hydrated, and the first context change after hydration (session, cart) would
// throw it away for its fallback.
import { Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export function ClientOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return useHydrated() ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
