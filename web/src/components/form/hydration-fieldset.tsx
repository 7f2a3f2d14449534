// A server-rendered form cannot be typed into before the browser has hydrated it: what a shopper
// typed before React attached would be replaced by the form's own (empty) state at hydration. So
// its fields sit in a fieldset that is disabled until then (native: nothing can be typed or sent)
// and enabled at hydration, the moment typing counts. In a page rendered by the browser alone it is
// enabled from the first render.
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

export function HydrationFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
