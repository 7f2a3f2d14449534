// The browser's entry. A storefront page arrives rendered by the server (entry-server.tsx) with
// the Apollo cache it was rendered from in <script type="application/json" id="apollo-state">
// (data, not code: the CSP's script-src 'self' stays): the cache is restored and the HTML hydrated
// (lib/use-hydrated.ts tells when browser-only state may show). Without server HTML (/admin, a render that timed out) the
// app renders from scratch as before.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter, preloadPage } from './app/router';
import { createApolloClient } from './lib/apollo';
import { APOLLO_STATE_ID } from './lib/ssr-state';
import { hydrationStarted } from './lib/use-hydrated';

const container = document.getElementById('root')!;
const stateElement = document.getElementById(APOLLO_STATE_ID);
const state = stateElement ? (JSON.parse(stateElement.textContent || '{}') as NormalizedCacheObject) : undefined;
const client = createApolloClient(state);

const app = (hydrating: boolean) => (
  <StrictMode>
    <Providers client={client}>
      <AppRouter router={createAppRouter(hydrating)} />
    </Providers>
  </StrictMode>
);

if (state && container.firstElementChild) {
  // Hydration starts at once: the page's Suspense boundary waits for its module (keeping the
  // server's HTML; the server names the module's chunk in the head, so it comes with the entry) and
  // hydrates when it arrives; the page then reports hydration done (router.tsx) and browser-only
  // state comes in. Hydration is a transition: React hydrates in slices of a few milliseconds and
  // lets the browser paint and answer input between them, instead of one long task that blocks a
  // phone's main thread for hundreds of milliseconds (a click on a part not yet hydrated makes
  // React hydrate that part first and replays the click).
  hydrationStarted();
  void preloadPage(window.location.pathname).catch(() => undefined);
  startTransition(() => {
    hydrateRoot(container, app(true));
  });
} else {
  createRoot(container).render(app(false));
}
