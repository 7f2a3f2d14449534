import express from 'express';
import request from 'supertest';
import { seedCategories, seedProducts } from '../catalog/catalog.data';
import {
  CATEGORY_SLUGS,
  COLOURS,
  GARMENT_KINDS,
  colourSlug,
  escapeXml,
  productImageUrl,
  renderCategorySvg,
  renderGarmentSvg,
  renderPlaceholderSvg,
  renderStoreSvg,
} from './garment-art';
import { mediaRouter, parseProductImageName } from './media.routes';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** Minimal well-formedness check: balanced tags, no duplicate attributes, unique ids. */
function checkMarkup(svg: string): void {
  const stack: string[] = [];
  const ids = new Set<string>();
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let rest = svg;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(svg)) !== null) {
    const [whole, closing, name, attrs, selfClosing] = m;
    rest = rest.replace(whole, '');
    const names = [...(attrs ?? '').matchAll(/([\w:-]+)="/g)].map((a) => a[1]);
    expect(new Set(names).size).toBe(names.length);
    const id = /\sid="([^"]+)"/.exec(attrs ?? '');
    if (id) {
      expect(ids.has(id[1])).toBe(false);
      ids.add(id[1]);
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name);
  }
  expect(stack).toEqual([]);
  // Whatever is left must be text only (no stray or malformed tags).
  expect(rest).not.toMatch(/[<>]/);
}

function expectCleanSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(SVG_NS);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).toContain(`width="${width}" height="${height}"`);
  // The SVG namespace is the only URL allowed: no external images, fonts or links.
  expect(svg.replace(SVG_NS, '')).not.toMatch(/https?:|\/\/|@import|<image|<script|href=/i);
  expect(svg).not.toMatch(/NaN|undefined/);
  checkMarkup(svg);
}

describe('garment art', () => {
  it('has a markup checker that catches broken SVG', () => {
    expect(() => checkMarkup('<svg><path d="M0 0" fill="red" fill="blue"/></svg>')).toThrow();
    expect(() => checkMarkup('<svg><g></svg>')).toThrow();
    expect(() => checkMarkup('<svg><rect id="a"/><rect id="a"/></svg>')).toThrow();
    expect(() => checkMarkup('<svg><text x="1">Hi</text></svg>')).not.toThrow();
  });

  it.each(GARMENT_KINDS.map((k) => [k]))('renders %s in every colour as a clean 600x750 SVG under 6 KB', (kind) => {
    for (const colour of Object.keys(COLOURS)) {
      const svg = renderGarmentSvg(kind, colour);
      expectCleanSvg(svg, 600, 750);
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    }
  });

  it('draws every kind differently', () => {
    const bodies = GARMENT_KINDS.map((k) => renderGarmentSvg(k, 'maroon').replace(/aria-label="[^"]*"|<title>[^<]*<\/title>/g, ''));
    expect(new Set(bodies).size).toBe(GARMENT_KINDS.length);
  });

  it('uses the requested colour and accepts display names', () => {
    expect(renderGarmentSvg('saree', 'maroon')).toContain(COLOURS.maroon);
    expect(renderGarmentSvg('kurta', 'Sky Blue')).toBe(renderGarmentSvg('kurta', 'sky-blue'));
    expect(colourSlug(' Royal  Blue ')).toBe('royal-blue');
  });

  it('rejects unknown kinds and colours', () => {
    expect(() => renderGarmentSvg('kurta', 'plaid')).toThrow(RangeError);
    expect(() => renderGarmentSvg('cape' as never, 'red')).toThrow(RangeError);
  });

  it('maps colour names to hex values', () => {
    for (const [name, hex] of Object.entries(COLOURS)) {
      expect(name).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it.each(CATEGORY_SLUGS.map((s) => [s]))('renders the %s category as an 800x600 SVG', (slug) => {
    expectCleanSvg(renderCategorySvg(slug), 800, 600);
  });

  it('renders the placeholder and the storefront', () => {
    expectCleanSvg(renderPlaceholderSvg(), 600, 750);
    const store = renderStoreSvg();
    expectCleanSvg(store, 800, 600);
    expect(store).toContain('Vadodara Family Fashion');
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;');
  });
});

describe('product image names', () => {
  it('parses hyphenated kinds and colours', () => {
    expect(parseProductImageName('school-uniform-navy.svg')).toEqual({ kind: 'school-uniform', colour: 'navy' });
    expect(parseProductImageName('nehru-jacket-cream.svg')).toEqual({ kind: 'nehru-jacket', colour: 'cream' });
    expect(parseProductImageName('jacket-sky-blue.svg')).toEqual({ kind: 'jacket', colour: 'sky-blue' });
    expect(parseProductImageName('tshirt-off-white.svg')).toEqual({ kind: 'tshirt', colour: 'off-white' });
    expect(parseProductImageName('shirt-red.svg')).toEqual({ kind: 'shirt', colour: 'red' });
  });

  it('rejects anything else', () => {
    for (const bad of ['kurta-plaid.svg', 'cape-red.svg', 'kurta-red.png', 'kurta-.svg', 'kurta.svg', 'Kurta-red.svg', '../kurta-red.svg']) {
      expect(parseProductImageName(bad)).toBeNull();
    }
  });

  it('builds URLs that round-trip', () => {
    for (const kind of GARMENT_KINDS) {
      const url = productImageUrl(kind, 'Sky Blue');
      expect(parseProductImageName(url.split('/').pop() as string)).toEqual({ kind, colour: 'sky-blue' });
    }
  });
});

describe('media router', () => {
  const app = express();
  app.use(mediaRouter());

  const expectSvg = (res: request.Response) => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=604800, immutable');
    expect(res.headers.etag).toBeTruthy();
    const body = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    expect(body.startsWith('<svg')).toBe(true);
  };

  it('serves every image the seed products use', async () => {
    const urls = [...new Set(seedProducts.flatMap((p) => p.images))];
    expect(urls.length).toBeGreaterThan(60);
    for (const url of urls) {
      const res = await request(app).get(url).buffer(true);
      expectSvg(res);
    }
  });

  it('serves every category image, the placeholder and the store picture', async () => {
    for (const url of [...seedCategories.map((c) => c.image), '/media/placeholder.svg', '/media/store.svg']) {
      expectSvg(await request(app).get(url).buffer(true));
    }
  });

  it('answers 404 JSON for unknown pictures', async () => {
    for (const url of [
      '/media/products/kurta-plaid.svg',
      '/media/products/cape-red.svg',
      '/media/products/kurta-red.png',
      '/media/categories/teens.svg',
      '/media/categories/men.png',
    ]) {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ message: 'Image not found' });
    }
  });

  it('returns the same memoised body and honours If-None-Match', async () => {
    const first = await request(app).get('/media/products/school-uniform-navy.svg').buffer(true);
    const second = await request(app).get('/media/products/school-uniform-navy.svg').buffer(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(Buffer.isBuffer(first.body)).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
    const cached = await request(app).get('/media/products/school-uniform-navy.svg').set('If-None-Match', first.headers.etag);
    expect(cached.status).toBe(304);
  });
});
