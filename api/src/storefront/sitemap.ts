// robots.txt and sitemap.xml, as pure functions of the shop's origin and its catalogue.
import { PUBLIC_ROUTES, ROBOTS_DISALLOW } from './shared/public-routes';
import { absoluteUrl, categoryPath } from './shared/page-head';

/**
 * One sitemap holds at most 50,000 URLs (sitemaps.org). The shop lists its pages, categories and
 * up to this many products (newest changes first); a catalogue that outgrows it needs a sitemap
 * index with one file per 50,000 products — not built, as a family store is far from it.
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

/** The static pages of PUBLIC_ROUTES marked for the sitemap, then each category as the storefront links it, then every product. */
export function sitemapXml(origin: string, { categories, products }: SitemapData): string {
  const urls: { loc: string; lastmod?: Date }[] = [
    ...PUBLIC_ROUTES.filter((r) => r.sitemap).map((r) => ({ loc: r.path })),
    // The shop page reads a category by slug or lower-cased name; the slug is the canonical form (route-head.ts).
    ...categories.map((c) => ({ loc: categoryPath(c) })),
    ...products.map((p) => ({ loc: `/product/${p.id}`, lastmod: p.updatedAt })),
  ].slice(0, MAX_SITEMAP_URLS);
  const entries = urls.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(absoluteUrl(loc, origin))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}
