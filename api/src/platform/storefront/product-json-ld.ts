// schema.org Product data for a product page: name, description, picture (absolute),
// SKU for a product sold as one variant, the Offer (price in INR, availability, URL) and — only when
// verified buyers have reviewed it — aggregateRating. A pure function of the product and the
// shop's origin: the server renders it into the product page's HTML, the web app into the head on
// client-side navigation (docs/decisions/0009-storefront-rendered-on-the-server.md).
import { absoluteUrl } from './page-head';

export interface JsonLdProduct {
  id: string;
  name: string;
  description: string;
  images: readonly string[];
  price: string;
  stock: number;
  sizes: readonly string[];
  colors: readonly string[];
  variants: readonly { sku: string }[];
  rating: { average?: number | null; count: number };
}

export function productJsonLd(product: JsonLdProduct, origin: string): Record<string, unknown> {
  const simple = product.sizes.length === 0 && product.colors.length === 0 && product.variants.length === 1;
  const url = absoluteUrl(`/product/${product.id}`, origin);
  const { average, count } = product.rating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    ...(product.images.length ? { image: product.images.map((src) => absoluteUrl(src, origin)) } : {}),
    ...(simple && product.variants[0] ? { sku: product.variants[0].sku } : {}),
    offers: {
      '@type': 'Offer',
      price: product.price,
      priceCurrency: 'INR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
    ...(count > 0 && average != null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

