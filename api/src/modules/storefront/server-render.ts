// The server render of storefront pages: the web app's server entry
// (web/src/entry-server.tsx, built by `npm run build -w web` into web/dist-server/entry-server.js,
// next to WEB_DIST) is imported once at start when it exists; without it the storefront answers
// the shell alone, as before. Under `npm run dev` the entry comes from Vite instead (dev-web.ts)
// and goes through the same serverRenderer. Each render is bounded: at most MAX_RENDERS at once (one more gets
// the shell at once), RENDER_TIMEOUT_MS in all (then it is aborted and the shell is sent, so the
// browser renders the page itself), and any failure is logged and answered with the shell too.
// A render first lets the event loop turn (setImmediate) before it holds the thread: with its data
// at hand (the anonymous cache) a render runs start to end in one go, so renders never overlapped,
// MAX_RENDERS never saw the requests queued behind one, and a cache-busting client at 20 in flight
// waited 1.2–1.4 s for its pages (bench/results/history-2026-11.md, *Server rendering*). Turning the loop first lets the
// requests already received take their places: MAX_RENDERS render, the rest get the shell (~1 ms).
import { existsSync } from 'node:fs';
import { setImmediate as loopTurn } from 'node:timers/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../platform/logger';
import { redactUrl } from '../../platform/http/request-log';
import { loadPagePreloads, type PagePreloads } from './page-preload';
import type { ServerGraphQL } from '../../platform/storefront/server-graphql';

/** What the server entry returns (web/src/entry-server.tsx, RenderedPage). */
export interface RenderedPage {
  html: string;
  styles: string;
  stateScript: string;
}

/** What web/src/entry-server.tsx exports. */
export interface ServerEntry {
  warmUp(): Promise<void>;
  render(options: { url: string; graphql: ServerGraphQL; signal?: AbortSignal }): Promise<RenderedPage & { modules?: string[] }>;
}

export const RENDER_TIMEOUT_MS = 2000;
export const MAX_RENDERS = 4;

export interface ServerRenderer {
  /** The page rendered, or null: the shell is to be sent (no time, too busy, or the render failed). */
  render(url: string, graphql: ServerGraphQL): Promise<RenderedPage | null>;
}

/** Where the server entry of a web build in `webDist` is: its sibling `dist-server/`. */
export const serverEntryPath = (webDist: string) => join(dirname(resolve(webDist)), 'dist-server', 'entry-server.js');

/** The renderer of the web build, or null when the build has no server entry. */
export async function loadServerRenderer(webDist: string, logger: Logger, timeoutMs = RENDER_TIMEOUT_MS): Promise<ServerRenderer | null> {
  const file = serverEntryPath(webDist);
  if (!existsSync(file)) {
    logger.info({ file }, 'no server entry in the web build: storefront pages are rendered in the browser');
    return null;
  }
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return serverRenderer(entry, logger, timeoutMs, loadPagePreloads(webDist));
}

/**
 * The bounded renderer of a server entry: the web build's (above) or, in development, Vite's (dev-web.ts: no
 * preloads, Vite serves each module as it is asked for).
 */
export async function serverRenderer(
  entry: ServerEntry,
  logger: Logger,
  timeoutMs = RENDER_TIMEOUT_MS,
  preloads: PagePreloads = () => '',
): Promise<ServerRenderer> {
  // The page modules load now, not during the first shopper's render (which has RENDER_TIMEOUT_MS).
  await entry.warmUp();
  return boundedRenderer(entry, logger, timeoutMs, preloads);
}

function boundedRenderer(entry: ServerEntry, logger: Logger, timeoutMs: number, preloads: PagePreloads): ServerRenderer {
  let running = 0;
  return {
    async render(url, graphql) {
      if (running >= MAX_RENDERS) return null;
      running++;
      // The place is taken; now the requests already received take theirs (see the top of this file).
      await loopTurn();
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((done) => {
        timer = setTimeout(() => {
          abort.abort();
          done(null);
        }, timeoutMs);
      });
      // The page's chunks go into the head after its styles, so the browser fetches them with the entry's; the
      // styles begin with React's image preloads, which come first: the picture is what a shopper sees first.
      const rendering = entry
        .render({ url, graphql, signal: abort.signal })
        .then(({ html, styles, stateScript, modules }): RenderedPage => ({ html, styles: styles + preloads(modules ?? []), stateScript }));
      try {
        const page = await Promise.race([rendering, timeout]);
        if (!page) logger.warn({ url: redactUrl(url), timeoutMs }, 'server render took too long; the shell was sent');
        return page;
      } catch (e) {
        logger.warn({ err: e, url: redactUrl(url) }, 'server render failed; the shell was sent');
        return null;
      } finally {
        clearTimeout(timer);
        // The place is held until the render has really stopped, so aborted renders cannot pile up.
        void rendering.then(
          () => running--,
          () => running--,
        );
      }
    },
  };
}
