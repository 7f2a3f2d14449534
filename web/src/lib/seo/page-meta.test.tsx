import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { usePageHead, type HeadProduct } from './page-meta';

const product = (id: string, name: string): HeadProduct => ({
  id,
  name,
  description: `${name}, handloom cotton.`,
  images: [`/media/${id}.jpg`],
  price: '899.00',
  stock: 3,
  sizes: ['M'],
  colors: [],
  variants: [{ sku: `SKU-${id}` }],
  rating: { average: null, count: 0 },
  category: { name: 'Men', slug: 'men' },
});

function ProductHead({ p }: { p: HeadProduct | null }) {
  usePageHead({ product: p });
  return null;
}

const at = (path: string, p: HeadProduct | null) => (
  <MemoryRouter initialEntries={[path]}>
    <Routes>
      <Route path="/product/:id" element={<ProductHead p={p} />} />
    </Routes>
  </MemoryRouter>
);

const tags = () => ({
  titles: document.querySelectorAll('title').length,
  canonical: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((l) => l.href),
  descriptions: document.head.querySelectorAll('meta[name="description"]').length,
  jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
});

it('replaces the tags the server sent instead of adding copies, on the server’s origin, and again on the next product', () => {
  // What the server's HTML leaves in the head (api/src/modules/storefront/head-html.ts).
  document.head.innerHTML = [
    '<title>Old | Vadodara Family Fashion</title>',
    '<meta data-head name="description" content="Old">',
    '<link data-head rel="canonical" href="https://shop.example.in/product/a1">',
    '<script data-head type="application/ld+json">{"@type":"Product"}</script>',
  ].join('');

  const { rerender } = render(at('/product/a1', product('a1', 'Linen Kurta')));
  expect(document.title).toBe('Linen Kurta | Vadodara Family Fashion');
  let t = tags();
  expect(t).toMatchObject({ titles: 1, descriptions: 1, canonical: ['https://shop.example.in/product/a1'] });
  expect(t.jsonLd.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
  expect(t.jsonLd[0]).toMatchObject({ name: 'Linen Kurta', offers: { price: '899.00', priceCurrency: 'INR' } });

  rerender(at('/product/b2', product('b2', 'Silk Saree')));
  expect(document.title).toBe('Silk Saree | Vadodara Family Fashion');
  t = tags();
  expect(t).toMatchObject({ titles: 1, descriptions: 1, canonical: ['https://shop.example.in/product/b2'] });
  expect(t.jsonLd.map((d) => d.name)).toEqual(['Silk Saree', undefined]);
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://shop.example.in/media/b2.jpg');
});
