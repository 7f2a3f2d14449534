// The server render of storefront pages (issue 12): the web app's server entry
// (web/src/entry-server.tsx, built by `npm run build -w web` into web/dist-server/entry-server.js,
// next to WEB_DIST) is imported once at start when it exists; without it the storefront answers
// the shell alone, as before. Under `npm run dev` the entry comes from Vite instead (dev-web.ts)
// and goes through the same serverRenderer. Each render is bounded: at most MAX_RENDERS at once (one more gets
// the shell at once), RENDER_TIMEOUT_MS in all (then it is aborted and the shell is sent, so the
// browser renders the page itself), and any failure is logged and answered with the shell too.
// And a server that has fallen behind sends shells until it catches up (serverBehind): a render is
// tens of milliseconds of CPU that nothing else runs during, so renders seldom overlap and
// MAX_RENDERS alone does not see a queue of requests waiting for the thread (bench/README, *Server
// rendering*: a cache-busting client at 20 in flight waited 1.2–1.4 s for its pages); a shell is ~1 ms.
import { existsSync } from 'node:fs';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger';
import { redactOrderTokens } from '../orders/order-token';
import { loadPagePreloads, type PagePreloads } from './page-preload';
import type { ServerGraphQL } from './shared/server-graphql';

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
/**
 * The event loop's delay (the longest in the last one to two seconds) above which pages are sent as shells. High
 * enough that a slow render or query on a busy machine does not trip it — a render's own time counts in the delay
 * (tens of milliseconds; a few hundred on a loaded CI machine) — and low enough that a shopper waits about a second
 * at most for the thread before getting a page. Not under `npm run dev`, whose renders take seconds at first.
 */
export const BEHIND_MS = 1000;

let loop: { histogram: IntervalHistogram; previousMaxMs: number; since: number } | null = null;

/** The longest event-loop delay (ms) in the current and the previous second (one histogram per process). */
export function recentLoopDelayMs(now = Date.now()): number {
  if (!loop) {
    loop = { histogram: monitorEventLoopDelay({ resolution: 10 }), previousMaxMs: 0, since: now };
    loop.histogram.enable();
  }
  const currentMaxMs = () => loop!.histogram.max / 1e6;
  if (now - loop.since >= 1000) {
    loop.previousMaxMs = now - loop.since < 2000 ? currentMaxMs() : 0;
    loop.histogram.reset();
    loop.since = now;
  }
  return Math.max(loop.previousMaxMs, currentMaxMs());
}

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
  shedWhenBehind = true,
): Promise<ServerRenderer> {
  // The page modules load now, not during the first shopper's render (which has RENDER_TIMEOUT_MS).
  await entry.warmUp();
  return boundedRenderer(entry, logger, timeoutMs, preloads, shedWhenBehind);
}

function boundedRenderer(entry: ServerEntry, logger: Logger, timeoutMs: number, preloads: PagePreloads, shedWhenBehind: boolean): ServerRenderer {
  let running = 0;
  let toldBehindAt = 0;
  return {
    async render(url, graphql) {
      if (running >= MAX_RENDERS) return null;
      const delayMs = shedWhenBehind ? recentLoopDelayMs() : 0;
      if (delayMs > BEHIND_MS) {
        const now = Date.now();
        if (now - toldBehindAt > 60_000) {
          toldBehindAt = now;
          logger.warn(
            { delayMs: Math.round(delayMs) },
            'the server is behind: storefront pages are sent unrendered (the browser renders them) until it catches up',
          );
        }
        return null;
      }
      running++;
      const abort = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<null>((done) => {
        timer = setTimeout(() => {
          abort.abort();
          done(null);
        }, timeoutMs);
      });
      // The page's chunks go with its styles into the head, so the browser fetches them with the entry's.
      const rendering = entry
        .render({ url, graphql, signal: abort.signal })
        .then(({ html, styles, stateScript, modules }): RenderedPage => ({ html, styles: preloads(modules ?? []) + styles, stateScript }));
      try {
        const page = await Promise.race([rendering, timeout]);
        if (!page) logger.warn({ url: redactOrderTokens(url), timeoutMs }, 'server render took too long; the shell was sent');
        return page;
      } catch (e) {
        logger.warn({ err: e, url: redactOrderTokens(url) }, 'server render failed; the shell was sent');
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
