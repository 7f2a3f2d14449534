// The head of each storefront route from the data its page has: the one function the server
// (modules/storefront/storefront.routes.ts, later the server renderer) and the web app (page-meta.tsx) call,
// so a page's tags are the same whichever side wrote them.
import {
  buildPageHead,
  canonicalPath,
  contentPageMeta,
  fixedMeta,
  seoPageMeta,
  shopCrumbs,
  breadcrumbJsonLd,
  categoryPath,
  type CrumbCategory,
  type PageHead,
  type SeoRecord,
} from './page-head';
import { productJsonLd, type JsonLdProduct } from './product-json-ld';
import type { PublicRoute } from './public-routes';

export type HeadProduct = JsonLdProduct & { category?: CrumbCategory | null };

export interface RouteHeadData {
  /** The SEO record of the route's page (seo routes; product pages take their keywords from it). */
  record?: SeoRecord | null;
  /** Product routes: the product, or null while unknown/loading (the product fallback head). */
  product?: HeadProduct | null;
  /** Footer pages: the content record's data (read defensively). */
  content?: unknown;
  /** The shop: the category its URL names, when it is one the shop has. */
  category?: CrumbCategory | null;
}

export interface HeadLocation {
  origin: string;
  pathname: string;
  search: string;
}

/** The head of the route a location matched (matchPublicRoute); `route` null: the 404 screen. */
export function routeHead(route: PublicRoute | null, data: RouteHeadData, loc: HeadLocation): PageHead {
  const { origin } = loc;
  if (route === null) return buildPageHead({ meta: fixedMeta('notFound'), origin, path: loc.pathname, noindex: true });
  const { head, noindex } = route;
  if ('product' in head) {
    const p = data.product;
    // Unknown (a 404) or still loading: the product fallback, not indexed.
    if (!p) return buildPageHead({ meta: seoPageMeta('product', data.record), origin, path: loc.pathname, noindex: true });
    return buildPageHead({
      meta: seoPageMeta('product', data.record, { title: p.name, description: p.description }),
      origin,
      path: canonicalPath(route.path, '', p.id),
      image: p.images[0] ?? null,
      type: 'product',
      jsonLd: [productJsonLd(p, origin), breadcrumbJsonLd(shopCrumbs(p.category, p), origin)],
    });
  }
  const path = route.path.includes(':') ? loc.pathname : data.category ? categoryPath(data.category) : canonicalPath(route.path, loc.search);
  if ('content' in head) return buildPageHead({ meta: contentPageMeta(head.content, data.content), origin, path, noindex });
  if ('fixed' in head) return buildPageHead({ meta: fixedMeta(head.fixed), origin, path, noindex });
  const meta = seoPageMeta(head.seo, data.record);
  const jsonLd = head.seo === 'shop' ? [breadcrumbJsonLd(shopCrumbs(data.category), origin)] : [];
  return buildPageHead({ meta, origin, path, noindex, jsonLd });
}
