// robots.txt and sitemap.xml, as pure functions of the shop's origin and its catalogue.
import { PUBLIC_ROUTES, ROBOTS_DISALLOW } from '../../platform/storefront/public-routes';
import { absoluteUrl, categoryPath } from '../../platform/storefront/page-head';

/**
 * One sitemap file holds at most 50,000 URLs (sitemaps.org). A shop within that serves one file at
 * /sitemap.xml; a larger catalogue (such as bench/scale's 100,000 products) serves a sitemap index there instead,
 * naming /sitemap-pages.xml (the pages and categories) and one /sitemap-products-<n>.xml per 50,000
 * products, in the order they were added, so that a product keeps its file as the shop grows.
 */
export const MAX_SITEMAP_URLS = 50_000;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`, ''].join('\n');
}

export interface SitemapData {
  categories: readonly { name: string; slug: string }[];
  products: readonly { id: string; updatedAt: Date }[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** The static pages of PUBLIC_ROUTES marked for the sitemap, then each category as the storefront links it. */
export const pageUrls = (categories: SitemapData['categories']): SitemapUrl[] => [
  ...PUBLIC_ROUTES.filter((r) => r.sitemap).map((r) => ({ loc: r.path })),
  // The shop page reads a category by slug or lower-cased name; the slug is the canonical form (route-head.ts).
  ...categories.map((c) => ({ loc: categoryPath(c) })),
];

/** Each product's page, with its last change. */
export const productUrls = (products: SitemapData['products']): SitemapUrl[] => products.map((p) => ({ loc: `/product/${p.id}`, lastmod: p.updatedAt }));

const xml = (root: string, item: string, urls: readonly SitemapUrl[], origin: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls.map(
      ({ loc, lastmod }) =>
        `  <${item}><loc>${escapeXml(absoluteUrl(loc, origin))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</${item}>`,
    ),
    `</${root}>`,
    '',
  ].join('\n');

/** A sitemap file: the URLs given (at most MAX_SITEMAP_URLS, the caller's to keep). */
export const sitemapXml = (origin: string, urls: readonly SitemapUrl[]): string => xml('urlset', 'url', urls, origin);

/** The sitemap index of a catalogue of `products` products, `perFile` to a file. */
export function sitemapIndexXml(origin: string, products: number, perFile: number): string {
  const files = Array.from({ length: Math.ceil(products / perFile) }, (_, i) => ({ loc: `/sitemap-products-${i + 1}.xml` }));
  return xml('sitemapindex', 'sitemap', [{ loc: '/sitemap-pages.xml' }, ...files], origin);
}
