// The server's entry (docs/decisions/0009-storefront-rendered-on-the-server.md): renders a storefront URL
// to HTML with its data, for the api (api/src/modules/storefront/server-render.ts), which loads the build of this
// file (`vite build --ssr`, web/dist-server/entry-server.js) at start; under `npm run dev`, Vite loads
// this source itself for every render (api/src/modules/storefront/dev-web.ts), so edits show at the next request.
//
// - Data: a per-request Apollo client whose link hands each operation to `graphql`, the api's own
//   in-process executor (Apollo Server's executeOperation: same schema, same limits, an anonymous
//   context; no HTTP hop). prerenderStatic renders until every query has its answer; the cache is
//   then extracted for the browser (main.tsx restores it and hydrates without a request).
// - Routes: the same `routes` as the browser, through react-router's static handler and router.
//   The page's lazy module is loaded first, so the page renders and not its Suspense fallback.
// - renderToString, not react-dom/static's prerender: prerender moves large Suspense boundaries out
//   of place and reveals them with inline scripts, which the CSP (script-src 'self') blocks. Nothing
//   suspends here: the page module is loaded, queries wait in prerenderStatic's rounds, and lazy
//   forms below the fold mount after hydration (components/ui/client-only.tsx).
// - Styles: a per-request emotion cache; the styles the HTML uses are extracted into <style> tags
//   (@emotion/server). Emotion does not stream: the whole page is rendered before it is sent.
// - Anonymous: no token or cart is visible here (they live in the browser), so the page is the
//   signed-out one; personal parts render their loading state and fill in after hydration.
// - A failed operation fails the render (the api then sends the plain shell and the browser renders
//   as before), so the browser never hydrates an error the server met.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { Observable } from 'rxjs';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Providers } from './app/providers';
import { pageModules, preloadPage, preloadStorefrontPages, routes } from './app/router';
import { createCache as createApolloCache } from './lib/apollo';
import { APOLLO_STATE_ID } from './lib/ssr-state';
import type { ServerGraphQL } from '../../api/src/platform/storefront/server-graphql';

export interface RenderOptions {
  /** Path and query string, e.g. `/shop?category=men`. */
  url: string;
  graphql: ServerGraphQL;
  /** Aborted: the render stops (the api's time limit). */
  signal?: AbortSignal;
}

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** For the head: React's resource hints (image preloads) and emotion's `<style>` tags. */
  styles: string;
  /** `<script type="application/json" id="apollo-state">` with the Apollo cache, safe inside HTML. */
  stateScript: string;
  /** The page modules the URL shows, as the client build's manifest names them (the api preloads their chunks). */
  modules: string[];
}

/** Loads the page modules once, before the first request (the api awaits it at start). */
export const warmUp = (): Promise<void> => preloadStorefrontPages();

/** Renders of one page at most (each round answers the queries the previous one found). */
const MAX_RERENDERS = 8;

export async function render({ url, graphql, signal }: RenderOptions): Promise<RenderedPage> {
  const location = new URL(url, 'http://storefront.invalid');
  let failure: unknown = null;
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        graphql({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName }).then(
          (result) => {
            if (result.errors?.length) failure ??= new Error(`GraphQL ${operation.operationName}: ${result.errors[0].message}`);
            observer.next(result as ApolloLink.Result);
            observer.complete();
          },
          (e: unknown) => {
            failure ??= e;
            observer.error(e);
          },
        );
      }),
  );
  const client = new ApolloClient({ ssrMode: true, link, cache: createApolloCache(), defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } } });

  await preloadPage(location.pathname);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  if (context instanceof Response) throw new Error(`unexpected router response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const emotionCache = createCache({ key: 'css' });
  // Before rendering: it puts the cache in the mode where styles are collected, not written inline.
  const emotion = createEmotionServer(emotionCache);
  const tree = (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </CacheProvider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({ tree, context: { client }, renderFunction: renderToString, signal, maxRerenders: MAX_RERENDERS });
  if (aborted) throw new Error('render aborted');
  if (failure) throw failure instanceof Error ? failure : new Error('a GraphQL operation failed', { cause: failure });

  // React writes resource hints (image preloads) first in the markup: they belong in the head.
  const hints = /^(?:<link [^>]*>)*/.exec(result)![0];
  const html = result.slice(hints.length);
  const styles = hints + emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const stateScript = `<script type="application/json" id="${APOLLO_STATE_ID}">${jsonForHtml(client.extract())}</script>`;
  client.stop();
  return { html, styles, stateScript, modules: pageModules(location.pathname) };
}

/** JSON that cannot close its script element or open a comment: `<`, `>`, `&` and the line separators escaped. */
export const jsonForHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
