import { COLOURS, colourSlug, GARMENT_KINDS } from '../modules/media/garment-art';
import { parseProductImageName } from '../modules/media/media.routes';
import { seedCategories, seedProducts, SEED_SIZES } from '../modules/catalog/catalog.data';
import { seedContent, storeContact, type ContentPage } from '../modules/content/content.data';
import { PAGE_NAMES, seedSeo } from '../modules/seo/seo.data';

const SLUGS = ['men', 'women', 'kids', 'elders'] as const;
const price = (s: string) => Number(s);

describe('seed categories', () => {
  it('has Men, Women, Kids and Elders with local images', () => {
    expect(seedCategories.map((c) => c.name)).toEqual(['Men', 'Women', 'Kids', 'Elders']);
    for (const c of seedCategories) {
      expect(c.slug).toBe(c.name.toLowerCase());
      expect(c.image).toBe(`/media/categories/${c.slug}.svg`);
      expect(c.description.length).toBeGreaterThan(40);
    }
  });
});

describe('seed products', () => {
  it('has at least 60 products spread over every category', () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(60);
    for (const slug of SLUGS) {
      expect(seedProducts.filter((p) => p.category === slug).length).toBeGreaterThanOrEqual(14);
    }
  });

  it('has unique kebab-case keys and unique names', () => {
    const keys = seedProducts.map((p) => p.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const names = seedProducts.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('prices are two-decimal strings between 199 and 4999, spread across the range', () => {
    for (const p of seedProducts) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(price(p.price)).toBeGreaterThanOrEqual(199);
      expect(price(p.price)).toBeLessThanOrEqual(4999);
      if (p.originalPrice !== undefined) {
        expect(p.originalPrice).toMatch(/^\d+\.\d{2}$/);
        expect(price(p.originalPrice)).toBeGreaterThan(price(p.price));
      }
    }
    const prices = seedProducts.map((p) => price(p.price));
    expect(prices.filter((x) => x < 500).length).toBeGreaterThanOrEqual(5);
    expect(prices.filter((x) => x < 1000).length).toBeGreaterThanOrEqual(15);
    expect(prices.filter((x) => x >= 2500).length).toBeGreaterThanOrEqual(5);
    const discounted = seedProducts.filter((p) => p.originalPrice !== undefined).length;
    expect(discounted / seedProducts.length).toBeGreaterThan(0.25);
    expect(discounted / seedProducts.length).toBeLessThan(0.45);
  });

  it('has exactly 4 products out of stock and sensible stock otherwise', () => {
    expect(seedProducts.filter((p) => p.stock === 0).length).toBe(4);
    for (const p of seedProducts) {
      expect(Number.isInteger(p.stock)).toBe(true);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      if (p.stock > 0) expect(p.stock).toBeGreaterThanOrEqual(4);
      expect(p.stock).toBeLessThanOrEqual(60);
    }
  });

  it('features at least 8 products across categories', () => {
    const featured = seedProducts.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    for (const slug of SLUGS) expect(featured.some((p) => p.category === slug)).toBe(true);
    // The home page shows up to 4 featured products: make sure those can be bought.
    expect(featured.every((p) => p.stock > 0)).toBe(true);
  });

  it('uses only XS–XXL sizes, in order, and none for sarees, dupattas and shawls', () => {
    const order: readonly string[] = SEED_SIZES;
    for (const p of seedProducts) {
      for (const s of p.sizes) expect(order).toContain(s);
      const idx = p.sizes.map((s) => order.indexOf(s));
      expect([...idx].sort((a, b) => a - b)).toEqual(idx);
      expect(new Set(p.sizes).size).toBe(p.sizes.length);
      const kind = parseProductImageName(p.images[0].split('/').pop()!)!.kind;
      if (['saree', 'dupatta', 'shawl'].includes(kind)) expect(p.sizes).toEqual([]);
      else expect(p.sizes.length).toBeGreaterThan(0);
    }
  });

  it('uses 1–4 display colours from the palette', () => {
    for (const p of seedProducts) {
      expect(p.colors.length).toBeGreaterThanOrEqual(1);
      expect(p.colors.length).toBeLessThanOrEqual(4);
      expect(new Set(p.colors).size).toBe(p.colors.length);
      for (const c of p.colors) {
        expect(COLOURS[colourSlug(c)]).toBeDefined();
        expect(c).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
      }
    }
  });

  it('has 1–3 images that the media router serves, the first in the first colour', () => {
    for (const p of seedProducts) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
      const parsed = p.images.map((url) => {
        expect(url).toMatch(/^\/media\/products\/[a-z-]+\.svg$/);
        const r = parseProductImageName(url.slice('/media/products/'.length));
        expect(r).not.toBeNull();
        return r!;
      });
      expect(parsed[0].colour).toBe(colourSlug(p.colors[0]));
      for (const r of parsed) expect(GARMENT_KINDS).toContain(r.kind);
    }
  });

  it('has real names and 2–3 sentence descriptions', () => {
    for (const p of seedProducts) {
      expect(p.name.length).toBeGreaterThan(8);
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('seed SEO and content', () => {
  it('has SEO for all 8 pages within the admin limits', () => {
    expect(seedSeo.map((s) => s.pageName).sort()).toEqual([...PAGE_NAMES].sort());
    for (const s of seedSeo) {
      expect(s.title.length).toBeGreaterThan(10);
      expect(s.title.length).toBeLessThanOrEqual(60);
      expect(s.description.length).toBeGreaterThan(50);
      expect(s.description.length).toBeLessThanOrEqual(160);
      expect(s.keywords.split(',').length).toBeGreaterThanOrEqual(3);
      expect(`${s.title} ${s.description}`).toMatch(/Vadodara/);
    }
  });

  it('has the home and about sections the storefront reads', () => {
    const home = seedContent.home as { hero: { cta: string }; about: { stats: { label: string; value: string }[] } };
    expect(home.hero.cta).toBe('Shop Now');
    expect(home.about.stats).toEqual([
      { label: 'Happy Customers', value: '10K+' },
      { label: 'Products', value: '500+' },
      { label: 'Years', value: '10+' },
    ]);
    const about = seedContent.about as { heroTitle: string; heroText: string; story: string[]; mission: string };
    const story = about.story.join(' ');
    expect(story).toMatch(/2014/);
    expect(story).toMatch(/all ages/);
    expect(story).toMatch(/₹500/);
    expect(story).toMatch(/across Vadodara/);
    expect(about.mission.length).toBeGreaterThan(40);
  });

  it.each(['size-guide', 'shipping', 'faq', 'privacy-policy', 'terms', 'return-policy', 'refund-policy', 'cookie-policy'])(
    'has the %s page',
    (section) => {
      const page = seedContent[section] as ContentPage;
      expect(page.title).toBeTruthy();
      expect(page.intro).toBeTruthy();
      expect(page.sections.length).toBeGreaterThan(0);
      for (const s of page.sections) {
        expect(s.heading).toBeTruthy();
        expect(s.paragraphs.length).toBeGreaterThan(0);
      }
    },
  );

  it('states the promises the spec makes', () => {
    const text = (section: string) => JSON.stringify(seedContent[section]);
    expect(text('shipping')).toMatch(/free delivery/i);
    expect(text('shipping')).toMatch(/₹500/);
    expect(text('return-policy')).toMatch(/7 days/);
    expect(text('return-policy')).toMatch(/tags/);
    expect(text('refund-policy')).toMatch(/5–7 working days/);
    expect(text('refund-policy')).toMatch(/UPI/);
    expect(text('size-guide')).toMatch(/Men's/);
    expect(text('size-guide')).toMatch(/Women's/);
    expect(text('size-guide')).toMatch(/Kids'/);
  });

  it('exports the store contact details', () => {
    expect(storeContact).toEqual({
      address: 'Shop 12, Alkapuri Arcade, R.C. Dutt Road, Alkapuri, Vadodara, Gujarat 390007',
      phone: '+91 265 234 5678',
      email: 'support@vadodarafamilyfashion.in',
      hours: ['Monday–Saturday: 10:00 AM – 8:00 PM', 'Sunday: 11:00 AM – 6:00 PM'],
    });
  });
});
