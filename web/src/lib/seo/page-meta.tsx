// Document title and meta description per page (spec §2): from the SEO record of the page
// name, with built-in fallbacks; product pages pass the product's own name and description, and
// their schema.org data (useJsonLd).
import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { PageSeoDocument } from '@/graphql/graphql';
import { jsonLdText } from './product-json-ld';

export const BRAND = 'Vadodara Family Fashion';

export type PageName = 'home' | 'shop' | 'about' | 'contact' | 'product' | 'cart' | 'checkout' | 'account';

export const FALLBACK_META: Record<PageName, { title: string; description: string }> = {
  home: { title: `${BRAND} | Clothing for the Whole Family`, description: 'Kurtas, sarees, sherwanis, school uniforms and everyday wear for men, women, kids and elders, from our store in Alkapuri, Vadodara.' },
  shop: { title: `Shop All Clothing | ${BRAND}`, description: 'Browse men’s, women’s, kids’ and elders’ clothing. Free delivery in Vadodara and free shipping on orders over ₹500.' },
  about: { title: `About Us | ${BRAND}`, description: 'A Vadodara family clothing store since 2014, dressing every age with quality fabrics and friendly service.' },
  contact: { title: `Contact Us | ${BRAND}`, description: 'Visit our Alkapuri store, call us or send a message. We reply within 24 hours.' },
  product: { title: `Product | ${BRAND}`, description: 'Product details, sizes, colors and prices in rupees.' },
  cart: { title: `Your Cart | ${BRAND}`, description: 'Review the items in your cart and apply a coupon.' },
  checkout: { title: `Checkout | ${BRAND}`, description: 'Secure checkout with free delivery across Vadodara.' },
  account: { title: `My Account | ${BRAND}`, description: 'Your orders, profile and password.' },
};

function setMeta(title: string, description: string) {
  document.title = title;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

/** Sets the page's title and description; `override` (e.g. a product) wins over the SEO record. */
export function usePageMeta(pageName: PageName, override?: { title?: string; description?: string } | null) {
  const { data } = useQuery(PageSeoDocument, { variables: { pageName } });
  const record = data?.seo;
  const fallback = FALLBACK_META[pageName];
  const title = override?.title ? `${override.title} | ${BRAND}` : (record?.title ?? fallback.title);
  const description = override?.description ?? record?.description ?? fallback.description;
  useEffect(() => setMeta(title, description), [title, description]);
}

/** For screens without an SEO record of their own (footer pages, 404). */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => setMeta(`${title} | ${BRAND}`, description ?? FALLBACK_META.home.description), [title, description]);
}

/** A `<script type="application/ld+json">` in the head while the page shows (`data` null: none). */
export function useJsonLd(key: string, data: Record<string, unknown> | null) {
  const text = data ? jsonLdText(data) : null;
  useEffect(() => {
    if (!text) return;
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.jsonLd = key;
    script.textContent = text;
    document.head.appendChild(script);
    return () => script.remove();
  }, [key, text]);
}
