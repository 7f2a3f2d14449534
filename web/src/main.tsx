// The browser's entry. A storefront page arrives rendered by the server (entry-server.tsx) with
// the Apollo cache it was rendered from in <script type="application/json" id="apollo-state">
// (data, not code: the CSP's script-src 'self' stays): the cache is restored and the HTML hydrated
// (lib/use-hydrated.ts tells when browser-only state may show). Without server HTML (/admin, a render that timed out) the
// app renders from scratch as before.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter, preloadPage } from './app/router';
import { createApolloClient } from './lib/apollo';
import { APOLLO_STATE_ID } from './lib/ssr-state';
import { hydrationDone, hydrationStarted } from './lib/use-hydrated';

const container = document.getElementById('root')!;
const stateElement = document.getElementById(APOLLO_STATE_ID);
const state = stateElement ? (JSON.parse(stateElement.textContent || '{}') as NormalizedCacheObject) : undefined;
const client = createApolloClient(state);

const app = () => (
  <StrictMode>
    <Providers client={client}>
      <AppRouter router={createAppRouter()} />
    </Providers>
  </StrictMode>
);

if (state && container.firstElementChild) {
  // Hydration starts at once: the page's Suspense boundary waits for its module (keeping the
  // server's HTML) and hydrates when it arrives; only then does browser-only state come in.
  hydrationStarted();
  const pageLoaded = preloadPage(window.location.pathname).catch(() => undefined);
  hydrateRoot(container, app());
  void pageLoaded.then(() => setTimeout(hydrationDone));
} else {
  createRoot(container).render(app());
}
