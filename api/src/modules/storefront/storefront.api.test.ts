// The storefront as a crawler or a link preview sees it: raw HTML without JavaScript, its head
// tags and status; robots.txt and sitemap.xml. The web app's index.html comes from a small
// fixture (WEB_DIST), so these tests run whether or not the web app is built.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import request from 'supertest';
import { createTestShop, contextFor, type TestShop } from '../../test/harness';
import { guestContext } from '../../platform/common/context';
import { createLogger } from '../../platform/logger';
import { seoFilesRouter } from './storefront.routes';
import { createProduct } from '../../test/fixtures';

const PUBLIC_URL = 'https://shop.example.in';
const SHELL = `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <title>Vadodara Family Fashion</title>
    <meta name="description" content="Built-in description." data-head />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const admin = contextFor({ id: '00000000-0000-4000-8000-00000000ad01', email: 'seo@test.shop', role: 'admin' });
let shop: TestShop;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'shop-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), SHELL);
  writeFileSync(join(webDist, 'assets', 'index-test.js'), 'console.log(1)');
  shop = await createTestShop({ env: { WEB_DIST: webDist, PUBLIC_URL } });
});
afterAll(async () => {
  await shop.close();
  rmSync(webDist, { recursive: true, force: true });
});

const html = (path: string) => shop.http.get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');

/** The head's tags, read with patterns (what a crawler without a DOM does). */
function head(text: string) {
  const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  const metas = [...text.matchAll(/<meta\b[^>]*>/g)].map((m) => m[0]);
  const meta = (key: string) => metas.filter((m) => attr(m, 'name') === key || attr(m, 'property') === key).map((m) => attr(m, 'content'));
  return {
    titles: [...text.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((m) => m[1]),
    meta,
    canonical: [...text.matchAll(/<link\b[^>]*rel="canonical"[^>]*>/g)].map((m) => attr(m[0], 'href')),
    jsonLd: [...text.matchAll(/<script data-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])),
    scripts: [...text.matchAll(/<script\b/g)].length,
  };
}

describe('head tags and status', () => {
  it('home: the SEO record, canonical on PUBLIC_URL, Open Graph and Twitter tags; 200', async () => {
    const record = await shop.db.prisma.seoMeta.findUniqueOrThrow({ where: { pageName: 'home' } });
    const res = await html('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const h = head(res.text);
    expect(h.titles).toEqual([record.title]);
    expect(h.meta('description')).toEqual([record.description]);
    expect(h.meta('keywords')).toEqual([record.keywords]);
    expect(h.canonical).toEqual([`${PUBLIC_URL}/`]);
    expect(h.meta('og:title')).toEqual([record.title]);
    expect(h.meta('og:type')).toEqual(['website']);
    expect(h.meta('og:url')).toEqual([`${PUBLIC_URL}/`]);
    expect(h.meta('twitter:card')).toHaveLength(1);
    // The shell's own description is replaced, not repeated; the app's script is still there.
    expect(res.text).not.toContain('Built-in description.');
    expect(res.text).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
  });

  it('shop: the fallback without a record, a canonical keeping only the category, a BreadcrumbList', async () => {
    await shop.db.prisma.seoMeta.deleteMany({ where: { pageName: 'shop' } });
    const res = await html('/shop?category=Men&sort=price-low&page=2');
    expect(res.status).toBe(200);
    const h = head(res.text);
    expect(h.titles).toEqual(['Shop All Clothing | Vadodara Family Fashion']);
    expect(h.canonical).toEqual([`${PUBLIC_URL}/shop?category=men`]);
    expect(h.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
          { '@type': 'ListItem', position: 2, name: 'Shop', item: `${PUBLIC_URL}/shop` },
          { '@type': 'ListItem', position: 3, name: 'Men', item: `${PUBLIC_URL}/shop?category=men` },
        ],
      },
    ]);
  });

  it('a product in both spellings: its name, description, picture, og:type product, Product + Offer and BreadcrumbList', async () => {
    const product = await createProduct(shop, { name: 'Linen Kurta', price: '1299.00', stock: 4, category: 'Women' });
    const description = `Handloom linen,   breathable in the Vadodara summer. ${'Soft and light. '.repeat(20)}`;
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { ratingCount: 2, ratingSum: 9, description } });
    for (const path of [`/product/${product.id}`, `/products/${product.id}`]) {
      const res = await html(path);
      expect(res.status).toBe(200);
      const h = head(res.text);
      expect(h.titles).toEqual(['Linen Kurta | Vadodara Family Fashion']);
      // Cut to 160 characters for search results, on one line.
      const [text] = h.meta('description');
      expect(text).toHaveLength(160);
      expect(text).toMatch(/^Handloom linen, breathable in the Vadodara summer\. Soft and light\. .*…$/);
      expect(h.canonical).toEqual([`${PUBLIC_URL}/product/${product.id}`]);
      expect(h.meta('og:type')).toEqual(['product']);
      expect(h.meta('og:image')).toEqual([`${PUBLIC_URL}${product.images[0]}`]);
      expect(h.meta('twitter:card')).toEqual(['summary_large_image']);
      const [ld, crumbs] = h.jsonLd;
      expect(ld).toMatchObject({
        '@type': 'Product',
        name: 'Linen Kurta',
        url: `${PUBLIC_URL}/product/${product.id}`,
        image: product.images.map((src) => `${PUBLIC_URL}${src}`),
        offers: { '@type': 'Offer', price: '1299.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      });
      expect(crumbs['@type']).toBe('BreadcrumbList');
      expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Home', 'Shop', 'Women', 'Linen Kurta']);
    }
  });

  it('a sold-out product without reviews: OutOfStock, no aggregateRating', async () => {
    const product = await createProduct(shop, { name: 'Wool Shawl', stock: 0 });
    const [ld] = head((await html(`/product/${product.id}`)).text).jsonLd;
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('a footer page: the title and intro of its content record; the built-in title without one', async () => {
    await shop.services.content.update(admin, 'shipping', { title: 'Shipping in Vadodara', intro: 'Free delivery across the city.', sections: [] });
    const h = head((await html('/shipping')).text);
    expect(h.titles).toEqual(['Shipping in Vadodara | Vadodara Family Fashion']);
    expect(h.meta('description')).toEqual(['Free delivery across the city.']);
    expect(h.canonical).toEqual([`${PUBLIC_URL}/shipping`]);
    await shop.db.prisma.content.deleteMany({ where: { section: 'cookie-policy' } });
    const res = await html('/cookie-policy/');
    expect(res.status).toBe(200);
    expect(head(res.text).titles).toEqual(['Cookie Policy | Vadodara Family Fashion']);
  });

  it('personal screens are served but not indexed; /admin gets the shell as built', async () => {
    const cart = head((await html('/cart')).text);
    expect(cart.meta('robots')).toEqual(['noindex, nofollow']);
    const adminPage = await html('/admin');
    expect(adminPage.status).toBe(200);
    expect(adminPage.text).toBe(SHELL);
  });

  it('404 for an unknown path and for an unknown or malformed product id in both spellings (the shell still comes)', async () => {
    const paths = [
      '/no-such-page',
      '/shop/extra',
      `/product/00000000-0000-4000-8000-000000000000`,
      '/products/00000000-0000-4000-8000-000000000000',
      '/product/not-an-id',
      '/products/%E0%A4',
    ];
    for (const path of paths) {
      const res = await html(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).toContain('<div id="root"></div>');
      expect(head(res.text).meta('robots')).toEqual(['noindex, nofollow']);
    }
    expect(head((await html('/nowhere')).text).titles).toEqual(['Page Not Found | Vadodara Family Fashion']);
  });

  it('bad input: malformed query strings and absurd paths give a page or a 404, never a 500', async () => {
    expect((await html('/shop?page=-3&minPrice=abc&sort=drop&category=%ZZ')).status).toBe(200);
    expect((await html('/shop?category=men,women&category=x')).status).toBe(200);
    expect((await html(`/${'a/'.repeat(1500)}`)).status).toBe(404);
    expect((await html(`/product/${'9'.repeat(5000)}`)).status).toBe(404);
    expect((await html('//evil.example/x')).status).toBe(404);
    expect(head((await html('//evil.example/x')).text).canonical[0]).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });

  it('escaping: a product named </script><script>… and an SEO record with quotes stay text', async () => {
    const evil = '</script><script>alert(1)</script>';
    const product = await createProduct(shop, { name: evil });
    const res = await html(`/product/${product.id}`);
    expect(res.status).toBe(200);
    // Only the app's own script and the two JSON-LD scripts: nothing the name opened.
    const h = head(res.text);
    expect(h.scripts).toBe(3);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(h.titles).toEqual(['&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Vadodara Family Fashion']);
    expect(h.jsonLd[0].name).toBe(evil);

    await shop.db.prisma.seoMeta.upsert({
      where: { pageName: 'about' },
      create: { pageName: 'about', title: 'About "us" & <them>', description: `It's "quoted" <b>`, keywords: 'a"b' },
      update: { title: 'About "us" & <them>', description: `It's "quoted" <b>`, keywords: 'a"b' },
    });
    const about = await html('/about');
    const a = head(about.text);
    expect(a.titles).toEqual(['About &quot;us&quot; &amp; &lt;them&gt;']);
    expect(a.meta('description')).toEqual(['It&#39;s &quot;quoted&quot; &lt;b&gt;']);
    expect(a.meta('og:title')).toEqual(['About &quot;us&quot; &amp; &lt;them&gt;']);
    expect(a.meta('keywords')).toEqual(['a&quot;b']);
  });

  it('/favicon.ico leads to the SVG icon (it would otherwise be a 404 page)', async () => {
    const res = await shop.http.get('/favicon.ico').set('accept', 'image/avif,image/webp,image/*,*/*;q=0.8');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/favicon.svg');
  });

  it('requests that do not want HTML are not answered with the shell', async () => {
    const res = await shop.http.get('/no-such-page').set('accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text: the private screens disallowed, the sitemap named on PUBLIC_URL', async () => {
    const res = await shop.http.get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/admin', '/account', '/checkout', '/cart']) expect(res.text).toContain(`\nDisallow: ${path}\n`);
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('sitemap.xml: home, shop, categories, content pages and every product; a new one appears, a deleted one goes', async () => {
    const locs = async () => {
      const res = await shop.http.get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      return [...res.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    };
    const product = await createProduct(shop, { name: 'Sitemap Saree' });
    let all = await locs();
    for (const path of ['/', '/shop', '/about', '/contact', '/faq', '/privacy-policy', '/shop?category=men', `/product/${product.id}`]) {
      expect(all).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(all).not.toContain(`${PUBLIC_URL}/cart`);
    expect(all.filter((l) => l.includes('/product/')).length).toBe(await shop.db.prisma.product.count());

    await shop.services.products.delete(admin, product.id);
    all = await locs();
    expect(all).not.toContain(`${PUBLIC_URL}/product/${product.id}`);
  });

  it('past one file of URLs, sitemap.xml is an index: the pages file and one file per window of products, each product in exactly one', async () => {
    // the same router with 5 URLs to a file instead of 50,000
    const app = express();
    app.use((_req, res, next) => {
      res.locals.ctx = guestContext('127.0.0.1', 'sitemap-test');
      next();
    });
    app.use(seoFilesRouter(shop.services, { publicUrl: PUBLIC_URL, logger: createLogger('silent'), sitemapUrls: 5 }));
    const http = request(app);
    const locs = (text: string) => [...text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1].replace(PUBLIC_URL, ''));
    for (let i = 0; i < 6; i++) await createProduct(shop, { name: `Sitemap Kurta ${i}` });
    const products = await shop.db.prisma.product.count();
    const files = Math.ceil(products / 5);

    const index = await http.get('/sitemap.xml').expect(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.text)).toEqual(['/sitemap-pages.xml', ...Array.from({ length: files }, (_, i) => `/sitemap-products-${i + 1}.xml`)]);

    const pages = locs((await http.get('/sitemap-pages.xml').expect(200)).text);
    expect(pages).toEqual(expect.arrayContaining(['/', '/shop']));
    expect(pages.some((l) => l.startsWith('/product/'))).toBe(false);

    const listed: string[] = [];
    for (let i = 1; i <= files; i++) {
      const file = locs((await http.get(`/sitemap-products-${i}.xml`).expect(200)).text);
      expect(file.length).toBeLessThanOrEqual(5);
      listed.push(...file);
    }
    const ids = (await shop.db.prisma.product.findMany({ select: { id: true } })).map((p) => `/product/${p.id}`);
    expect([...listed].sort()).toEqual([...ids].sort());

    for (const missing of [`/sitemap-products-${files + 1}.xml`, '/sitemap-products-0.xml', '/sitemap-products-x.xml', '/sitemap-products-1.json']) {
      await http.get(missing).expect(404);
    }
  });

  it('category links are XML-escaped', async () => {
    const category = await shop.services.categories.create(admin, { name: 'Tops & Tees', description: 'Tops' });
    const res = await shop.http.get('/sitemap.xml');
    expect(res.text).toContain(`<loc>${PUBLIC_URL}/shop?category=${category.slug}</loc>`);
    expect(res.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    await shop.services.categories.delete(admin, category.id);
  });
});
