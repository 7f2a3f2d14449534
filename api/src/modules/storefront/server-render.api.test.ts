// Server rendering as a crawler or a browser without JavaScript gets it: raw HTML of the
// real web build (web/dist and its server entry web/dist-server, made by `npm run build`, which
// `npm test` runs first), served by the real app on a real database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createProduct } from '../../test/fixtures';
import { createLogger } from '../../platform/logger';
import { contextFor, createTestShop, type TestShop } from '../../test/harness';
import { address, placeCard, plainProduct } from '../orders/order.test-helpers';
import { loadServerRenderer, MAX_RENDERS, serverEntryPath } from './server-render';

const WEB_DIST = join(__dirname, '../../../../web/dist');
const PUBLIC_URL = 'https://shop.example.in';
let shop: TestShop;

beforeAll(async () => {
  if (!existsSync(join(WEB_DIST, 'index.html')) || !existsSync(serverEntryPath(WEB_DIST))) {
    throw new Error(`These tests need the web build with its server entry (${serverEntryPath(WEB_DIST)}): run \`npm run build\` first.`);
  }
  shop = await createTestShop({ env: { WEB_DIST, PUBLIC_URL } });
});
afterAll(async () => {
  await shop?.close();
});

const html = (path: string) => shop.http.get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The rendered app (inside #root), its Apollo cache, and the scripts of the whole page. */
function parts(text: string) {
  const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="apollo-state">([\s\S]*?)<\/script>/.exec(text);
  return {
    body: root?.[1] ?? '',
    state: root ? (JSON.parse(root[2]) as Record<string, Record<string, unknown>>) : null,
    scripts: [...text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
  };
}
/** The text a reader sees: tags dropped, entities of the escaped characters read back. */
const visible = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('server-rendered storefront', () => {
  it('an order confirmation page is rendered without the order: it is personal, read in the browser only', async () => {
    const product = await plainProduct(shop, 3, '450.00', 'Confirmation Stole');
    const shippingAddress = address({ address: '7 Zardozi Lane', email: 'private.buyer@example.in' });
    const order = await placeCard(shop, contextFor(null), [{ productId: product.id, quantity: 1 }], { shippingAddress });
    const res = await html(`/order/${order.accessToken}?from=checkout`);
    expect(res.status).toBe(200);
    const { body, state } = parts(res.text);
    expect(visible(body)).toContain('Loading your order...');
    expect(res.text).not.toContain('Zardozi Lane');
    expect(res.text).not.toContain('private.buyer@example.in');
    expect(JSON.stringify(state ?? {})).not.toContain(order.id);
  });

  it('the shop grid lists products with their prices; the cache the page was rendered from comes along', async () => {
    const product = await createProduct(shop, { name: 'Saffron Bandhani Dupatta', price: '1299.00', stock: 5 });
    const res = await html('/shop?search=Saffron%20Bandhani');
    expect(res.status).toBe(200);
    const { body, state } = parts(res.text);
    const text = visible(body);
    expect(text).toContain('Showing 1–1 of 1 product for “Saffron Bandhani”');
    expect(text).toContain('Saffron Bandhani Dupatta');
    expect(text).toContain(rupees(1299));
    expect(state?.[`Product:${product.id}`]).toMatchObject({ name: 'Saffron Bandhani Dupatta', price: '1299.00' });
    // The styles the markup uses are in the head.
    expect(res.text).toMatch(/<style data-emotion="css [^"]+">/);

    const all = visible(parts((await html('/shop?sort=price-high')).text).body);
    expect(all).toMatch(/Showing 1–12 of \d+ products/);
    expect(all.match(/Add to Cart/g)).toHaveLength(12); // a full first page of cards
  });

  it('a product page in both spellings: its name, price and sizes', async () => {
    const product = await createProduct(shop, { name: 'Indigo Block-Print Kurta', price: '849.50', sizes: ['S', 'M'], colors: ['Blue'], stock: 4 });
    for (const path of [`/product/${product.id}`, `/products/${product.id}`]) {
      const res = await html(path);
      expect(res.status).toBe(200);
      const { body } = parts(res.text);
      expect(body).toMatch(/<h1[^>]*>Indigo Block-Print Kurta<\/h1>/);
      expect(visible(body)).toContain(rupees(849.5));
    }
  });

  it("the product's picture is asked for before any script: its preload comes first in the head", async () => {
    const product = await createProduct(shop, { name: 'Preloaded Picture Kurta', price: '700.00', stock: 2 });
    const { text } = await html(`/product/${product.id}`);
    const picture = text.search(new RegExp(`<link rel="preload" as="image" href="${product.images[0]}"[^>]*fetchPriority="high"`));
    expect(picture).toBeGreaterThan(0);
    const scripts = [text.indexOf('rel="modulepreload"'), text.indexOf('<script type="module"')];
    expect(scripts.every((at) => at > picture)).toBe(true);
  });

  it('404: an unknown path, an unknown or malformed product id in both spellings — rendered, with status 404', async () => {
    for (const path of [
      '/no-such-page',
      '/product/00000000-0000-4000-8000-000000000000',
      '/products/00000000-0000-4000-8000-000000000000',
      '/product/not-an-id',
    ]) {
      const res = await html(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(visible(parts(res.text).body)).toMatch(path.startsWith('/product') ? /Product Not Found/ : /404 Page Not Found/);
    }
  });

  it('bad input gives a page or a 404, never a 500: a malformed shop query, an absurd path', async () => {
    const res = await html('/shop?page=-3&minPrice=abc&sort=drop&min=-1&max=abc');
    expect(res.status).toBe(200);
    expect(visible(parts(res.text).body)).toMatch(/Showing 1–12 of \d+ products/);
    // A category that cannot be one: the shop says it has nothing for it.
    const odd = await html('/shop?category=%ZZ&sizes=%00,,');
    expect(odd.status).toBe(200);
    expect(visible(parts(odd.text).body)).toContain('No products found matching your criteria.');
    const long = await html(`/${'a/'.repeat(1500)}`);
    expect(long.status).toBe(404);
    expect(long.text).toContain('<div id="root"></div>'); // too long to be a page: not even rendered
  });

  it('escaping: a product named </script><script>… and an SEO record with quotes stay text; the CSP stays', async () => {
    const evil = '</script><script>alert(1)</script>';
    const product = await createProduct(shop, { name: evil, price: '10.00', stock: 1 });
    const res = await html(`/product/${product.id}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const { body, state, scripts } = parts(res.text);
    // The app's module, the two JSON-LD blocks and the cache (JSON): nothing the name opened.
    expect(scripts).toHaveLength(4);
    expect(scripts.filter((s) => !/type="(module|application\/ld\+json|application\/json)"/.test(s))).toEqual([]);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(visible(body)).toContain(evil);
    expect(state?.[`Product:${product.id}`]).toMatchObject({ name: evil });

    await shop.db.prisma.seoMeta.upsert({
      where: { pageName: 'home' },
      create: { pageName: 'home', title: 'Home </script> "q"', description: `It's <b>`, keywords: 'a"b' },
      update: { title: 'Home </script> "q"', description: `It's <b>`, keywords: 'a"b' },
    });
    const home = await html('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<title>Home &lt;/script&gt; &quot;q&quot;</title>');
    expect(parts(home.text).state).not.toBeNull();
    expect(JSON.stringify(parts(home.text).state)).toContain('Home </script> \\"q\\"');
  });

  it('the cart, account and checkout render signed out (loading their personal part); /admin stays the plain shell', async () => {
    for (const path of ['/cart', '/account', '/checkout', '/about', '/contact', '/track-order', '/faq']) {
      const res = await html(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect({ path, rendered: parts(res.text).body.length > 1000 }).toEqual({ path, rendered: true });
    }
    expect((await html('/admin')).text).toContain('<div id="root"></div>');
  });
});

describe('bounded rendering', () => {
  const logger = createLogger('silent');
  const slow = (ms: number) => () =>
    new Promise<{ data: null; errors: { message: string }[] }>((done) => setTimeout(() => done({ data: null, errors: [{ message: 'slow' }] }), ms));

  it('a render whose data is slower than the time limit gives way to the shell (null) at the limit', async () => {
    const renderer = (await loadServerRenderer(WEB_DIST, logger, 200))!;
    const started = Date.now();
    expect(await renderer.render('/shop', slow(1500))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it(`at most ${MAX_RENDERS} renders at once: one more gets the shell at once`, async () => {
    const renderer = (await loadServerRenderer(WEB_DIST, logger, 5000))!;
    const running = Array.from({ length: MAX_RENDERS }, () => renderer.render('/shop', slow(800)));
    const started = Date.now();
    expect(await renderer.render('/', slow(0))).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
    // The slow ones fail (their data answered errors): the shell too, never a throw.
    expect(await Promise.all(running)).toEqual(Array(MAX_RENDERS).fill(null));
  });
});
