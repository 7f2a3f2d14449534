// The browser's entry. A storefront page arrives rendered by the server (entry-server.tsx) with
// the Apollo cache it was rendered from in <script type="application/json" id="apollo-state">
// (data, not code: the CSP's script-src 'self' stays): the cache is restored, the page's lazy
// module loaded, and the HTML hydrated. Without server HTML (/admin, a render that timed out) the
// app renders from scratch as before.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import { Providers } from './app/providers';
import { AppRouter, createAppRouter, preloadPage } from './app/router';
import { createApolloClient } from './lib/apollo';
import { APOLLO_STATE_ID } from './lib/ssr-state';

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
  void preloadPage(window.location.pathname).then(
    () => hydrateRoot(container, app()),
    () => hydrateRoot(container, app()),
  );
} else {
  createRoot(container).render(app());
}
