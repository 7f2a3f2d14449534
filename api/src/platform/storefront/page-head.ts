// The head of a storefront page — title, description, keywords, canonical link, Open Graph and
// Twitter card tags, JSON-LD — as a pure function of the page's data and the shop's origin. The
// server renders it into the HTML it sends (modules/storefront/head-html.ts); the web app applies the same
// description to the document on client-side navigation (web/src/lib/seo/page-meta.tsx), so both
// always agree. No imports beyond this folder: the browser bundle compiles it too.
import { CONTENT_PAGE_TITLES, FIXED_HEADS, type ContentPageName, type FixedHeadName, type SeoPageName } from './public-routes';

export const BRAND = 'Vadodara Family Fashion';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

/** Spec §2's built-in fallbacks, for pages whose SEO record is missing. */
export const FALLBACK_META: Record<SeoPageName, PageMeta> = {
  home: {
    title: `${BRAND} | Clothing for the Whole Family`,
    description: 'Kurtas, sarees, sherwanis, school uniforms and everyday wear for men, women, kids and elders, from our store in Alkapuri, Vadodara.',
  },
  shop: {
    title: `Shop All Clothing | ${BRAND}`,
    description: 'Browse men’s, women’s, kids’ and elders’ clothing. Free delivery in Vadodara and free shipping on orders over ₹500.',
  },
  about: {
    title: `About Us | ${BRAND}`,
    description: 'A Vadodara family clothing store since 2014, dressing every age with quality fabrics and friendly service.',
  },
  contact: { title: `Contact Us | ${BRAND}`, description: 'Visit our Alkapuri store, call us or send a message. We reply within 24 hours.' },
  product: { title: `Product | ${BRAND}`, description: 'Product details, sizes, colors and prices in rupees.' },
  cart: { title: `Your Cart | ${BRAND}`, description: 'Review the items in your cart and apply a coupon.' },
  checkout: { title: `Checkout | ${BRAND}`, description: 'Secure checkout with free delivery across Vadodara.' },
  account: { title: `My Account | ${BRAND}`, description: 'Your orders, profile and password.' },
};

/** An SEO record as both APIs return it (only the fields the head uses). */
export interface SeoRecord {
  title: string;
  description: string;
  keywords?: string | null;
}

/** Descriptions are cut to what search results show. */
const MAX_DESCRIPTION = 160;
const clip = (text: string, max = MAX_DESCRIPTION) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
};

/** A page with an SEO record: the record wins over the fallback; `override` (a product) wins over both. */
export function seoPageMeta(page: SeoPageName, record?: SeoRecord | null, override?: { title?: string; description?: string } | null): PageMeta {
  const fallback = FALLBACK_META[page];
  const keywords = record?.keywords?.trim() || undefined;
  return {
    title: override?.title ? `${override.title} | ${BRAND}` : (record?.title ?? fallback.title),
    description: clip(override?.description || record?.description || fallback.description),
    ...(keywords ? { keywords } : {}),
  };
}

/** A screen without an SEO record: its own title with the brand, its description or the home one. */
export function titledMeta(title: string, description?: string | null): PageMeta {
  return { title: `${title} | ${BRAND}`, description: clip(description || FALLBACK_META.home.description) };
}

export const fixedMeta = (name: FixedHeadName): PageMeta => titledMeta(FIXED_HEADS[name].title, FIXED_HEADS[name].description);

/** A footer page: the title and intro of its content record (`data`, read defensively), else the built-in title. */
export function contentPageMeta(section: ContentPageName, data: unknown): PageMeta {
  const d = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
  return titledMeta(text(d.title) ?? CONTENT_PAGE_TITLES[section], text(d.intro));
}

export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** Script text (JSON-LD), already safe inside a script element (see jsonLdText). */
  text?: string;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

export interface HeadInput {
  meta: PageMeta;
  /** The shop's origin, e.g. https://shop.example.in (PUBLIC_URL on the server). */
  origin: string;
  /** The canonical path (see canonicalPath), starting with '/'. */
  path: string;
  /** A picture for link previews: a path on the shop or an absolute URL. */
  image?: string | null;
  /** Open Graph type: 'website' unless 'product'. */
  type?: 'website' | 'product';
  noindex?: boolean;
  jsonLd?: readonly Record<string, unknown>[];
}

export const absoluteUrl = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, `${origin}/`).toString();

export function buildPageHead({ meta, origin, path, image, type = 'website', noindex, jsonLd = [] }: HeadInput): PageHead {
  // Always on the shop's origin, even for a path like //elsewhere.example (a 404's own path).
  const url = absoluteUrl(path.replace(/^\/+/, '/'), origin);
  const meta_ = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const tags: HeadTag[] = [meta_('name', 'description', meta.description)];
  if (meta.keywords) tags.push(meta_('name', 'keywords', meta.keywords));
  if (noindex) tags.push(meta_('name', 'robots', 'noindex, nofollow'));
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  tags.push(meta_('property', 'og:site_name', BRAND), meta_('property', 'og:type', type), meta_('property', 'og:title', meta.title));
  tags.push(meta_('property', 'og:description', meta.description), meta_('property', 'og:url', url));
  const picture = image ? absoluteUrl(image, origin) : null;
  if (picture) tags.push(meta_('property', 'og:image', picture));
  tags.push(meta_('name', 'twitter:card', picture ? 'summary_large_image' : 'summary'), meta_('name', 'twitter:title', meta.title));
  tags.push(meta_('name', 'twitter:description', meta.description));
  if (picture) tags.push(meta_('name', 'twitter:image', picture));
  for (const data of jsonLd) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonLdText(data) });
  return { title: meta.title, tags };
}

/**
 * The canonical URL path of a page, from the path of its route (PUBLIC_ROUTES): products under
 * /product/{id} (both spellings are one page), the shop keeping only its category (filters, sorts
 * and pages are views of it), every other page without its query.
 */
export function canonicalPath(routePath: string, search: string, productId?: string): string {
  if (productId) return `/product/${encodeURIComponent(productId)}`;
  if (routePath === '/shop') {
    const category = shopCategory(search);
    return category ? `/shop?category=${encodeURIComponent(category)}` : '/shop';
  }
  return routePath;
}

/** The one category a shop URL names (`?category=men`), lower-cased; none for several or none. */
export function shopCategory(search: string): string | null {
  const value = new URLSearchParams(search).get('category')?.trim().toLowerCase();
  return value && !value.includes(',') && value.length <= 100 ? value : null;
}

export interface Crumb {
  name: string;
  path: string;
}

/** schema.org BreadcrumbList: Home › Shop › (category) › (product). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, origin) })),
  };
}

export interface CrumbCategory {
  name: string;
  slug?: string | null;
}

/** The shop filtered to a category: by slug (the canonical form), else by its lower-cased name as the header links it. */
export const categoryPath = (c: CrumbCategory) => `/shop?category=${encodeURIComponent(c.slug || c.name.toLowerCase())}`;

/** The crumbs of the shop (with its category) and of a product (with the product's category). */
export function shopCrumbs(category?: CrumbCategory | null, product?: { id: string; name: string }): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: 'Shop', path: '/shop' },
  ];
  if (category) crumbs.push({ name: category.name, path: categoryPath(category) });
  if (product) crumbs.push({ name: product.name, path: `/product/${encodeURIComponent(product.id)}` });
  return crumbs;
}

/** JSON for a script element: `<` escaped (no text can close the element or open a comment), and the two JS line separators. */
export const jsonLdText = (data: Record<string, unknown>) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
