// The document's head per page (spec §2): title, description, keywords, canonical link, Open Graph
// and Twitter tags, JSON-LD. The server sends them with the page (api/src/modules/storefront/); on
// client-side navigation the page's data goes through the very same function (routeHead, shared
// with the server), and the tags the server or an earlier page wrote (`data-head`) are replaced,
// never duplicated.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { PageSeoDocument } from '@/graphql/graphql';
import { matchPublicRoute, type SeoPageName } from './routes';
import { buildPageHead, fixedMeta, type PageHead } from '../../../../api/src/platform/storefront/page-head';
import { routeHead, type RouteHeadData } from '../../../../api/src/platform/storefront/route-head';

export { BRAND, FALLBACK_META } from '../../../../api/src/platform/storefront/page-head';
export type { HeadProduct } from '../../../../api/src/platform/storefront/route-head';
export type PageName = SeoPageName;

let origin: string | null = null;
const SERVER_ORIGIN = 'http://localhost';
/**
 * The shop's public origin: the one the server wrote into the canonical link (PUBLIC_URL), else this
 * page's. On the server there is no document: the head is the server's own (routeHead in
 * api/src/modules/storefront/) and this one is never applied (an effect), so any origin does; never remembered.
 */
function siteOrigin(): string {
  if (origin) return origin;
  if (typeof document === 'undefined') return SERVER_ORIGIN;
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"][data-head]')?.href;
  origin = canonical ? new URL(canonical).origin : window.location.origin;
  return origin;
}

/** Replaces the head tags of the previous page (or of the server) with this page's. */
export function applyHead(head: PageHead) {
  document.title = head.title;
  document.head.querySelectorAll('[data-head]').forEach((el) => el.remove());
  for (const { tag, attrs, text } of head.tags) {
    const el = document.createElement(tag);
    el.setAttribute('data-head', '');
    for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
    if (text !== undefined) el.textContent = text;
    document.head.appendChild(el);
  }
}

function useApplyHead(head: PageHead) {
  const key = JSON.stringify(head);
  useEffect(() => applyHead(JSON.parse(key) as PageHead), [key]);
}

/** The head of the current route (PUBLIC_ROUTES) from the data its page has; not a storefront route → the 404 head. */
export function usePageHead(data: RouteHeadData = {}) {
  const { pathname, search } = useLocation();
  const route = matchPublicRoute(pathname)?.route ?? null;
  const origin = siteOrigin();
  useApplyHead(routeHead(route, data, { origin, pathname, search }));
}

/** A page with an SEO record: the record (or spec §2's fallback), with what else the page knows (the product, the shop's category). */
export function usePageMeta(pageName: PageName, data: Omit<RouteHeadData, 'record'> = {}) {
  const { data: seo } = useQuery(PageSeoDocument, { variables: { pageName } });
  usePageHead({ ...data, record: seo?.seo ?? null });
}

/** The dashboard (client-rendered, not a storefront page): its title, never indexed. */
export function useAdminHead() {
  const { pathname } = useLocation();
  useApplyHead(buildPageHead({ meta: fixedMeta('admin'), origin: siteOrigin(), path: pathname, noindex: true }));
}
