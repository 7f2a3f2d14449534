// Development (`npm run dev` sets WEB_DEV=1): the web app served from its sources by Vite in
// middleware mode inside the api, so one port carries the storefront, /admin, the APIs and Vite's
// HMR websocket. Storefront pages are server-rendered exactly as in production — the same request
// handler (storefront.routes.ts: head, status), in-process GraphQL and bounds (server-render.ts) —
// and only where the shell and the server entry come from differs:
//   - the shell is web/index.html after vite.transformIndexHtml (Vite's client and React Refresh's
//     preamble added), read at start: dev.mjs restarts the api when index.html changes;
//   - the entry is vite.ssrLoadModule('/src/entry-server.tsx') at every render: Vite re-evaluates
//     the modules that changed, so a web edit shows at the next request (and in an open browser by HMR).
// Vite is a devDependency of the web app, not of the api: it is resolved from web/ and imported
// here only when WEB_DEV=1, so the production server never loads it (nor needs it installed).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type http from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RequestHandler } from 'express';
import type { Logger } from '../../platform/logger';
import { parseShell, type Shell } from './head-html';
import { serverRenderer, type ServerEntry, type ServerRenderer } from './server-render';

/** The parts of Vite's API used here, typed locally: the api does not depend on vite (above). */
interface ViteDevServer {
  middlewares: RequestHandler;
  transformIndexHtml(url: string, html: string): Promise<string>;
  ssrLoadModule(url: string): Promise<Record<string, unknown>>;
  ssrFixStacktrace(e: Error): void;
  close(): Promise<void>;
}
interface ViteLogger {
  info(msg: string): void;
  warn(msg: string): void;
  warnOnce(msg: string): void;
  error(msg: string, options?: { error?: Error | null }): void;
  clearScreen(): void;
  hasErrorLogged(error: Error): boolean;
  hasWarned: boolean;
}
interface Vite {
  createServer: (config: Record<string, unknown>) => Promise<ViteDevServer>;
}

export interface DevCsp {
  scriptSrc: string[];
  workerSrc: string[];
}

export interface DevWeb {
  /** Vite's middlewares: modules under /src, its client under /@vite, pre-bundled packages, web/public. */
  middlewares: RequestHandler;
  shell: Shell;
  renderer: ServerRenderer;
  /**
   * What the dev shell needs beyond the production CSP: its inline scripts by hash (React Refresh's
   * preamble) and Vite's ping worker, a blob: URL (after an api restart it waits for the server to
   * come back, then reloads the page). Nothing else is relaxed, so a page that needs more fails in
   * development as it would in production.
   */
  csp: DevCsp;
  close(): Promise<void>;
}

const ENTRY = '/src/entry-server.tsx';

/** Vite's own requests (modules, its client, pre-bundled packages): many per page, kept out of the access log. */
export const isViteRequest = (url: string) => url.startsWith('/src/') || url.startsWith('/@') || url.startsWith('/node_modules/');

export async function startDevWeb(webRoot: string, httpServer: http.Server, logger: Logger): Promise<DevWeb> {
  const started = Date.now();
  const vitePath = createRequire(join(webRoot, 'package.json')).resolve('vite');
  const { createServer } = (await import(pathToFileURL(vitePath).href)) as Vite;
  const vite = await createServer({
    root: webRoot,
    // No SPA fallback or index.html from Vite: pages are the api's (storefront.routes.ts).
    appType: 'custom',
    // HMR's websocket on the api's own server and port (Vite answers only its own upgrade requests).
    server: { middlewareMode: true, ws: { server: httpServer } },
    clearScreen: false,
    customLogger: viteLogger(logger),
  });
  try {
    const shellHtml = await vite.transformIndexHtml('/', readFileSync(join(webRoot, 'index.html'), 'utf8'));
    const load = async () => (await vite.ssrLoadModule(ENTRY)) as unknown as ServerEntry;
    const entry: ServerEntry = {
      async warmUp() {
        // A web file that does not load yet (mid-edit, or codegen rewriting web/src/graphql while the
        // api restarts) must not stop the api: pages are sent as the shell until it loads again.
        try {
          await (await load()).warmUp();
        } catch (e) {
          logger.warn({ err: e }, "the web app's server entry does not load yet: pages are sent unrendered until it does");
        }
      },
      async render(options) {
        try {
          return await (await load()).render(options);
        } catch (e) {
          // Stack traces point into the sources, not Vite's transformed modules.
          if (e instanceof Error) vite.ssrFixStacktrace(e);
          throw e;
        }
      },
    };
    const renderer = await serverRenderer(entry, logger);
    logger.info({ ms: Date.now() - started }, 'web app served from its sources by Vite (WEB_DEV=1): pages are server-rendered, edits show at the next request');
    return {
      middlewares: vite.middlewares,
      shell: parseShell(shellHtml),
      renderer,
      csp: { scriptSrc: inlineScriptHashes(shellHtml), workerSrc: ["'self'", 'blob:'] },
      close: () => vite.close(),
    };
  } catch (e) {
    await vite.close();
    throw e;
  }
}

/** `'sha256-…'` of every inline script of an HTML page (the CSP's form). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs, body]) => !/\bsrc\s*=/i.test(attrs) && body.length > 0)
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  return [...new Set(hashes)];
}

/** Vite's messages through the api's logger (its level and format; silent in tests). */
function viteLogger(logger: Logger): ViteLogger {
  const warned = new Set<string>();
  const errors = new WeakSet<Error>();
  const log: ViteLogger = {
    info: (msg) => logger.info(`[vite] ${msg}`),
    warn: (msg) => {
      log.hasWarned = true;
      logger.warn(`[vite] ${msg}`);
    },
    warnOnce: (msg) => {
      if (warned.has(msg)) return;
      warned.add(msg);
      log.warn(msg);
    },
    error: (msg, options) => {
      if (options?.error) errors.add(options.error);
      logger.error({ err: options?.error ?? undefined }, `[vite] ${msg}`);
    },
    clearScreen: () => {},
    hasErrorLogged: (error) => errors.has(error),
    hasWarned: false,
  };
  return log;
}
