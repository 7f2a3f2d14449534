// The render cache: a server-rendered storefront page — its status and its whole HTML, head and
// body — kept in the anonymous catalogue cache (public-cache/) under its URL, and sent again without querying or
// rendering. Measured in bench/ssr.mjs (bench/README.md and bench/results/history-2026-11.md, "Server rendering"): a render costs several times the CPU of
// the GraphQL query that feeds it, a hit far less than either.
//
// Decisions:
// - The same PublicCache as the API's answers, not a second cache: one memory cap (PUBLIC_CACHE_MB) and LRU, the
//   same whole-cache invalidation on every instance when the catalogue changes (products, variants' stock and
//   prices, categories, SEO records, content pages, reviews all have the notify trigger), the same generation check
//   (a page rendered from data read before a change is never stored after it) and TTL. Off when the cache is off.
// - The page is the same for every visitor: the server renders the signed-out view whoever asks (the session and
//   the guest cart live in the browser), so the URL is the whole key — pathname and query string exactly as the
//   server received and rendered them. Cache-busting query strings make new entries, which the LRU's byte cap bounds.
// - Only what is worth keeping and safe to keep: pages marked noindex are personal or transactional (cart, checkout,
//   account, an order by its token, a password reset with its token in the URL) and never stored; neither is a
//   shell sent instead of a render (too slow, too busy or failed), a page whose head data could not be read, nor
//   an absurdly long URL. 404 pages are kept (a crawler's misses cost a render too), bounded by the same cap.
import type { Request, Response } from 'express';
import { weakEtag, type CachedAnswer, type PublicCache } from '../../platform/public-cache/public-cache';
import { sendCached } from '../../platform/public-cache/public-cache.routes';
import { matchPublicRoute } from '../../platform/storefront/public-routes';
import type { StorefrontPage } from './page-data';

/** What a hit sends. */
export interface CachedPage {
  status: number;
  html: string;
}

/** A page found in the cache. */
export interface PageHit extends CachedPage {
  /** Sends it (status and type already set) as the cache's other answers: in the client's encoding, compressed once. */
  send(req: Request, res: Response): void;
}

/** Longer URLs (path and query) are not kept: no page of ours needs one, and a key is held in memory. */
const MAX_URL = 2048;

export interface PageCache {
  /** The page of `url` as sent before, or undefined (not kept, or not a page to keep). */
  get(url: string): PageHit | undefined;
  /** Starts a render of `url`: `keep` stores its result if it may be kept and nothing changed meanwhile. */
  begin(url: string): { keep(page: StorefrontPage, rendered: boolean, html: string): void };
}

/** The render cache over `cache`, or null when the anonymous catalogue cache is off. */
export function pageCache(cache: PublicCache): PageCache | null {
  if (!cache.enabled) return null;
  const key = (url: string) => `html:${url}`;
  return {
    get(url) {
      if (!mayKeep(url)) return undefined;
      const answer = cache.get(key(url));
      if (!answer) return undefined;
      const page = answer.body as CachedPage;
      return { ...page, send: (req, res) => sendCached(req, res, cache, key(url), answer, page.html) };
    },
    begin(url) {
      const since = cache.begin();
      return {
        keep(page, rendered, html) {
          if (!rendered || page.degraded || !mayKeep(url)) return;
          const entry: CachedPage = { status: page.status, html };
          // Counted as UTF-16 text (two bytes a character), as V8 holds most of it. Its ETag once, not at every hit.
          const answer: CachedAnswer = { body: entry, etag: weakEtag(Buffer.from(html)), bytes: 2 * (url.length + html.length) };
          cache.set(key(url), answer, since);
        },
      };
    },
  };
}

/** A URL whose page may be kept: not too long, not a personal or transactional page. */
function mayKeep(url: string): boolean {
  if (url.length > MAX_URL) return false;
  const q = url.indexOf('?');
  return !matchPublicRoute(q < 0 ? url : url.slice(0, q))?.route.noindex;
}
