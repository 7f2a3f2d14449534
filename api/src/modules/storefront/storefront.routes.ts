// The storefront as the server answers it: GET /robots.txt, GET /sitemap.xml, and every GET that
// wants HTML — the web app's shell with the page's head (title, description, canonical, Open Graph,
// JSON-LD) and its real status: 404 for an unknown path or product, 200 otherwise; with the web
// build's server entry, the page itself rendered into the shell (server-render.ts), and kept for the
// next visitor when the anonymous catalogue cache is on (page-cache.ts). /admin gets the shell as
// built (client-rendered). See docs/shop.md, "Search engines and link previews".
import { readFileSync } from 'node:fs';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { StorefrontServices } from './storefront.context';
import type { Logger } from '../../platform/logger';
import { contextOf } from '../../platform/auth/request-context';
import { ADMIN_PATH } from '../../platform/storefront/public-routes';
import { routeHead } from '../../platform/storefront/route-head';
import { parseShell, type RenderedBody, type Shell } from './head-html';
import { loadStorefrontPage, MAX_PATH_LENGTH } from './page-data';
import { MAX_SITEMAP_URLS, pageUrls, productUrls, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap';
import type { PageCache } from './page-cache';

export interface StorefrontOptions {
  /** The shop's address (PUBLIC_URL): canonical links, og:url, og:image and the sitemap are absolute on it. */
  publicUrl: string;
  logger: Logger;
  /** The render cache (page-cache.ts): rendered pages for every visitor; null or absent: every GET renders. */
  pageCache?: PageCache | null;
  /** URLs in one sitemap file: MAX_SITEMAP_URLS (sitemaps.org's limit) unless a test makes it smaller. */
  sitemapUrls?: number;
}

/** Renders a page's body for an anonymous visitor (null: send the shell alone). */
export type RenderPage = (url: string, res: Response) => Promise<RenderedBody | null>;

/**
 * robots.txt, the sitemap and the /favicon.ico redirect: served whether or not the web app is built.
 * The sitemap is one file at /sitemap.xml while the pages, categories and products fit in one; past
 * that, /sitemap.xml is an index of /sitemap-pages.xml and /sitemap-products-<n>.xml (sitemap.ts).
 * Not cached by proxies for long: a product added or deleted shows at the next fetch.
 */
export function seoFilesRouter(services: StorefrontServices, { publicUrl, sitemapUrls = MAX_SITEMAP_URLS }: StorefrontOptions): Router {
  const r = Router();
  r.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robotsTxt(publicUrl));
  });
  // Browsers and crawlers ask for /favicon.ico whatever the page names; the shop's icon is the SVG.
  r.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
  const sendXml = (res: Response, body: string) => res.type('application/xml').set('Cache-Control', 'no-cache').send(body);
  const pages = async (res: Response) => pageUrls(await services.categories.list(contextOf(res)));
  r.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const [urls, products] = await Promise.all([pages(res), services.products.total()]);
      if (urls.length + products > sitemapUrls) return void sendXml(res, sitemapIndexXml(publicUrl, products, sitemapUrls));
      const entries = await services.products.sitemapEntries({ limit: sitemapUrls, offset: 0 });
      sendXml(res, sitemapXml(publicUrl, [...urls, ...productUrls(entries)].slice(0, sitemapUrls)));
    } catch (e) {
      next(e);
    }
  });
  r.get('/sitemap-pages.xml', async (_req, res, next) => {
    try {
      sendXml(res, sitemapXml(publicUrl, (await pages(res)).slice(0, sitemapUrls)));
    } catch (e) {
      next(e);
    }
  });
  r.get('/sitemap-products-:file', async (req, res, next) => {
    try {
      const n = /^([1-9]\d{0,5})\.xml$/.exec(String(req.params.file))?.[1];
      const entries = n ? await services.products.sitemapEntries({ limit: sitemapUrls, offset: (Number(n) - 1) * sitemapUrls }) : [];
      if (!entries.length) return void res.status(404).type('text/plain').send('Not found');
      sendXml(res, sitemapXml(publicUrl, productUrls(entries)));
    } catch (e) {
      next(e);
    }
  });
  return r;
}

/** The app shell (web/dist/index.html), read once. */
export const loadShell = (indexHtml: string): Shell => parseShell(readFileSync(indexHtml, 'utf8'));

/** Every GET wanting HTML that no file answered: the shell with the page's head and status. */
export function storefrontHtml(
  services: StorefrontServices,
  shell: Shell,
  { publicUrl, logger, pageCache }: StorefrontOptions,
  renderPage: RenderPage | null = null,
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!req.accepts('html')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const { pathname, search } = splitUrl(req);
    if (isAdmin(pathname)) {
      res.type('html').send(shell.raw);
      return;
    }
    const url = pathname + search;
    const cached = renderPage ? pageCache?.get(url) : undefined;
    if (cached) {
      res.status(cached.status).type('html');
      cached.send(req, res);
      return;
    }
    try {
      const rendering = pageCache?.begin(url);
      // Rendered for an anonymous visitor: the same page whoever asks (personal parts fill in in the browser).
      const ctx = { ...contextOf(res), user: null, apiKey: null };
      const page = await loadStorefrontPage(services, ctx, pathname, search, logger);
      const head = routeHead(page.route, page.data, { origin: publicUrl, pathname, search });
      // An absurd path is a 404 before any rendering; HEAD wants no body.
      const body = renderPage && req.method === 'GET' && pathname.length <= MAX_PATH_LENGTH ? await renderPage(url, res) : null;
      const html = shell.render(head, body);
      rendering?.keep(page, body !== null, html);
      res.status(page.status).type('html').send(html);
    } catch (e) {
      next(e);
    }
  };
}

function splitUrl(req: Request): { pathname: string; search: string } {
  const url = req.originalUrl;
  const q = url.indexOf('?');
  return q < 0 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}

const isAdmin = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() === ADMIN_PATH;
