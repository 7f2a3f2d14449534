// Arbitraries for the API fuzz test (api.fuzz.test.ts). Input shapes are described once and turned into
// fast-check arbitraries that start from a valid value (so requests get past validation into the services
// and the database) and then, often, replace a few fields with edge values (wrong but plausible: -1, '',
// 'javascript:…') or hostile ones (NUL, lone surrogates and other control characters, huge strings, wrong
// types, nulls), remove required fields or add unknown ones.
import fc from 'fast-check';

/** Rows that exist when a route's run starts (refreshed before each route). */
export interface Pools {
  product: string[];
  variant: string[];
  category: string[];
  coupon: string[];
  seo: string[];
  order: string[];
  cartItem: string[];
  user: string[];
  emails: string[];
  /** In-stock variants with their product and options, for order and cart lines that can succeed. */
  lines: Array<{ productId: string; variantId: string; size: string | null; color: string | null }>;
}
export type PoolName = Exclude<keyof Pools, 'emails' | 'lines'>;

export type Kind =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'password'
  | 'money'
  | 'int'
  | 'quantity'
  | 'bool'
  | 'url'
  | 'date'
  | 'size'
  | 'color'
  | 'sku'
  | 'couponCode'
  | 'pageName'
  | 'section'
  | 'status'
  | 'sort'
  | 'paymentMethod'
  | 'couponType'
  | 'orderRef'
  | 'city'
  | 'country'
  | 'json'
  | { id: PoolName };

export type Shape =
  | Kind
  | { enum: string[] }
  /** Left out half the time, or five times in six when `rarely`. */
  | { optional: Shape; rarely?: true }
  | { list: Shape; min?: number; max?: number }
  /** `line`: start from a real in-stock variant (product id, variant id, size and colour that belong together). */
  | { object: Record<string, Shape>; line?: true };

const isKind = (s: Shape): s is Kind => typeof s === 'string' || 'id' in s;

// ---- hostile values: the same for every field ----

const CONTROL = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];
const SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('', ' ', 'a\u0000b', '\u0000', '🙏\ud83d', 'x\udc00y', '\u001b[31m', 'a\u0085b', '\u202eevil', 'zero\u200bwidth', "' OR 1=1 --", '%_\\', '../../etc/passwd', '<script>alert(1)</script>', 'NaN', '1e309', '__proto__') },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...CONTROL, ...SURROGATES, 'a', 'é', 'न', '🙏', ' '), maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(5_001, 20_001, 60_000).map((n) => 'x'.repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 0.001, 0.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e21, 1e308, -1e308, 5e-324, 99_999_999.99, 100_000_000),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [null], [[]], { $gt: '' }, JSON.parse('{"__proto__":{"isAdmin":true}}'), [1, 'a', null]),
  nastyNumber,
  fc.jsonValue({ maxDepth: 2 }),
);

export const hostile: fc.Arbitrary<unknown> = fc.oneof({ weight: 3, arbitrary: nastyString }, { weight: 2, arbitrary: wrongType });

// ---- per kind: valid values, and edge values (the right type, wrong content) ----

const pick = <T>(pool: T[], fallback: fc.Arbitrary<T>) => (pool.length ? fc.constantFrom(...pool) : fallback);

function valid(kind: Kind, pools: Pools): fc.Arbitrary<unknown> {
  if (typeof kind === 'object') return pick(pools[kind.id], fc.uuid());
  switch (kind) {
    case 'text':
      return fc.oneof(fc.constantFrom('Asha', 'Patel', 'Cotton kurta', 'नमस्ते', 'Ünïcödé 🙏'), fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== ''));
    case 'longText':
      return fc.oneof(fc.constantFrom('Line one\r\n\tLine two — ₹499', 'Hand-block printed.'), fc.string({ minLength: 1, maxLength: 150 }).filter((s) => s.trim() !== ''));
    case 'email':
      return fc.oneof(pick(pools.emails, fc.constant('asha@example.in')), fc.constantFrom('user@उदाहरण.भारत', 'A.B+tag@Example.IN'), fc.nat(99_999).map((n) => `fuzz${n}@example.in`));
    case 'phone':
      return fc.constantFrom('9876543210', '+91 98765 43210', '0265-2345678');
    case 'password':
      return fc.oneof(fc.constantFrom('secret123', 'fuzz-pass-1'), fc.string({ minLength: 6, maxLength: 24 }));
    case 'money':
      return fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.integer({ min: 100, max: 500_000 }).map((p) => (p / 100).toFixed(2)));
    case 'int':
      return fc.integer({ min: 0, max: 50 });
    case 'quantity':
      return fc.integer({ min: 1, max: 3 });
    case 'bool':
      return fc.boolean();
    case 'url':
      return fc.constantFrom('/media/a.svg', '/media/products/kurta-teal.svg', 'https://example.com/x.jpg');
    case 'date':
      return fc.oneof(fc.constantFrom('2030-12-31'), fc.date({ min: new Date('2026-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }).map((d) => d.toISOString()));
    case 'size':
      return fc.constantFrom('S', 'M', 'L', 'XL', 'XS', 'XXL', 'Free');
    case 'color':
      return fc.constantFrom('Yellow', 'Teal', 'White', 'Sky Blue', 'Cream', 'Black', 'Maroon');
    case 'sku':
      return fc.stringMatching(/^[A-Z]{2,4}-[A-Z0-9]{1,4}$/);
    case 'couponCode':
      return fc.oneof(fc.constantFrom('WELCOME10', 'FLAT100'), fc.stringMatching(/^[A-Z][A-Z0-9_-]{2,10}$/));
    case 'pageName':
      return fc.constantFrom('home', 'shop', 'about', 'contact', 'product', 'cart', 'checkout', 'account');
    case 'section':
      return fc.constantFrom('home', 'about', 'contact', 'faq', 'terms', 'shipping', 'size-guide', 'privacy-policy');
    case 'status':
      return fc.constantFrom('pending', 'processing', 'shipped', 'delivered', 'cancelled');
    case 'sort':
      return fc.constantFrom('FEATURED', 'PRICE_LOW', 'price-high', 'newest', 'POPULAR', 'NAME_ASC', 'STOCK_DESC', 'NEWEST', 'OLDEST', 'TOTAL_HIGH');
    case 'paymentMethod':
      return fc.constantFrom('card', 'card', 'card', 'razorpay');
    case 'couponType':
      return fc.constantFrom('percentage', 'fixed');
    case 'orderRef':
      return fc.oneof(pick(pools.order, fc.uuid()), pick(pools.order, fc.uuid()).map((id) => id.slice(0, 8)));
    case 'city':
      return fc.constantFrom('Vadodara', 'vadodara', 'VADODARA');
    case 'country':
      return fc.constantFrom('India', 'india');
    case 'json':
      return fc.oneof(
        fc.constant({ title: 'Terms', intro: 'Read me', sections: [{ heading: 'Orders', paragraphs: ['Prices in ₹.'] }] }),
        fc.record({ title: fc.string({ minLength: 1, maxLength: 30 }), sections: fc.array(fc.record({ heading: fc.string({ minLength: 1, maxLength: 20 }), paragraphs: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }) }), { maxLength: 3 }) }),
        fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 })),
      );
  }
}

function edge(kind: Kind, pools: Pools): fc.Arbitrary<unknown> {
  if (typeof kind === 'object') {
    return fc.oneof(fc.uuid(), fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123', ''), pick(pools[kind.id], fc.uuid()).map((id) => id.slice(0, 8)), pick(pools[kind.id], fc.uuid()).map((id) => id.toUpperCase()));
  }
  switch (kind) {
    case 'money':
      return fc.oneof(fc.constantFrom<unknown>(0, -1, '0.00', '-1', 'abc', '', ' 499 ', '1e3', 99_999_999.99, 100_000_000), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'int':
    case 'quantity':
      return fc.constantFrom<unknown>(-1, 0, 2.5, 101, 10_001, 1_000_001, 2 ** 31, '2', ' 7 ', '1e3');
    case 'bool':
      return fc.constantFrom<unknown>('true', 'false', 'yes', 0, 1);
    case 'email':
      return fc.oneof(fc.constantFrom('not-an-email', 'a@b', 'x\u200b@y.in', '<a>@b.in', 'a@b@c.in'), fc.emailAddress());
    case 'url':
      return fc.oneof(fc.constantFrom('javascript:alert(1)', '//evil.example', 'ftp://x', '', 'relative/path'), fc.webUrl());
    case 'date':
      return fc.constantFrom<unknown>('yesterday', '0', '2030-02-30', '-037665-05-21T08:25:22.821Z', '+275760-09-13T00:00:00.000Z', 8.64e15, '1900-01-01');
    case 'size':
    case 'color':
      return fc.constantFrom<unknown>('', null, '  ', 'x'.repeat(60), 'S,M');
    case 'city':
    case 'country':
      return fc.constantFrom('Mumbai', 'Nepal', '', 'Vadodara, India');
    default:
      return fc.oneof(fc.constantFrom<unknown>('', '   ', 'x'.repeat(201), 'x'.repeat(5_001), 'bogus', 'HOME', 'PENDING'), fc.string({ maxLength: 20 }));
  }
}

const REMOVE = Symbol('remove');
/** What a line's real variant decides together. */
const LINE_KEYS = ['productId', 'variantId', 'size', 'color'];

/** A valid value for a shape (objects and lists inside still get their own, rarer, mutations). */
function validFor(shape: Shape, pools: Pools, depth: number): fc.Arbitrary<unknown> {
  if (isKind(shape)) return valid(shape, pools);
  if ('enum' in shape) return fc.constantFrom(...shape.enum);
  if ('optional' in shape) return fc.oneof({ weight: shape.rarely ? 5 : 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: validFor(shape.optional, pools, depth) });
  return arbitraryFor(shape, pools, depth + 1);
}

function badFor(shape: Shape, pools: Pools): fc.Arbitrary<unknown> {
  const inner = !isKind(shape) && 'optional' in shape ? shape.optional : shape;
  return isKind(inner) ? fc.oneof({ weight: 3, arbitrary: edge(inner, pools) }, { weight: 2, arbitrary: hostile }) : hostile;
}

function lineBase(pools: Pools): fc.Arbitrary<Record<string, unknown>> {
  if (!pools.lines.length) return fc.constant<Record<string, unknown>>({});
  return fc.tuple(fc.constantFrom(...pools.lines), fc.constantFrom('byVariant', 'byOptions', 'both')).map(([l, how]): Record<string, unknown> => ({
    ...(how !== 'byOptions' ? { variantId: l.variantId } : {}),
    ...(how !== 'byVariant' ? { productId: l.productId, size: l.size, color: l.color } : {}),
  }));
}

/** Values for a shape: valid, then at depth 0 often (deeper, rarely) mutated. */
export function arbitraryFor(shape: Shape, pools: Pools, depth = 0): fc.Arbitrary<unknown> {
  if (isKind(shape) || 'enum' in shape || 'optional' in shape) {
    return fc.oneof({ weight: 7, arbitrary: validFor(shape, pools, depth) }, { weight: 3, arbitrary: badFor(shape, pools) });
  }
  const clean = depth === 0 ? 3 : 6; // against 2: how often a value is left as it is
  if ('list' in shape) {
    const items = fc.array(validFor(shape.list, pools, depth), { minLength: shape.min ?? 0, maxLength: shape.max ?? 4 });
    const spoiled = fc.tuple(items, badFor(shape.list, pools), fc.nat()).map(([list, bad, at]) => [...list.slice(0, at % (list.length + 1)), bad, ...list.slice(at % (list.length + 1))]);
    return fc.oneof({ weight: clean, arbitrary: items }, { weight: 2, arbitrary: spoiled }, { weight: 1, arbitrary: hostile });
  }
  const fields = Object.entries(shape.object);
  const base = fc.tuple(shape.line ? lineBase(pools) : fc.constant<Record<string, unknown>>({}), ...fields.map(([, s]) => validFor(s, pools, depth))).map(([correlated, ...values]) => {
    const out: Record<string, unknown> = {};
    fields.forEach(([name], i) => {
      if (values[i] !== undefined && !(shape.line && LINE_KEYS.includes(name))) out[name] = values[i];
    });
    return { ...out, ...correlated };
  });
  const mutation = fc.nat(fields.length).chain((i) =>
    fc.tuple(fc.constant(i < fields.length ? fields[i][0] : 'unexpectedField'), fc.oneof({ weight: 4, arbitrary: i < fields.length ? badFor(fields[i][1], pools) : hostile }, { weight: 1, arbitrary: fc.constant<unknown>(REMOVE) })),
  );
  const mutations = fc.oneof({ weight: clean, arbitrary: fc.constant<Array<[string, unknown]>>([]) }, { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) });
  return fc.tuple(base, mutations).map(([value, changes]) => {
    const out: Record<string, unknown> = { ...value };
    for (const [name, change] of changes) {
      if (change === REMOVE) delete out[name];
      else out[name] = change;
    }
    return out;
  });
}

/** The line shape (REST order and cart lines; GraphQL's CartItemInput). */
export const LINE: Shape = { object: { productId: { id: 'product' }, variantId: { id: 'variant' }, quantity: 'quantity', size: 'size', color: 'color' }, line: true };

/** A field's kind from its name (GraphQL arguments and input fields; REST shapes are written out). */
export function kindForName(name: string, idPool: PoolName): Kind {
  const n = name.toLowerCase();
  if (n.includes('email')) return 'email';
  if (n.includes('phone')) return 'phone';
  if (n.includes('password')) return 'password';
  if (n === 'orderid') return 'orderRef';
  if (n === 'productid' || n === 'ids') return { id: 'product' };
  if (n === 'variantid') return { id: 'variant' };
  if (n === 'categoryid' || n === 'categoryids') return { id: 'category' };
  if (n === 'userid') return { id: 'user' };
  if (n === 'id') return { id: idPool };
  if (/^(price|originalprice|value|minamount|maxdiscount|subtotal|shipping|tax|discount|total|minprice|maxprice)$/.test(n)) return 'money';
  if (n === 'quantity') return 'quantity';
  if (/^(stock|limit|offset)$/.test(n)) return 'int';
  if (n === 'size' || n === 'sizes') return 'size';
  if (n === 'color' || n === 'colors') return 'color';
  if (n === 'sku') return 'sku';
  if (n === 'image' || n === 'images') return 'url';
  if (n === 'code' || n === 'couponcode') return 'couponCode';
  if (n === 'pagename') return 'pageName';
  if (n === 'section') return 'section';
  if (n === 'expiresat') return 'date';
  if (n === 'message') return 'longText';
  if (n === 'city') return 'city';
  if (n === 'country') return 'country';
  return 'text';
}
