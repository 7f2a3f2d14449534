// The input boundary end to end: a string the database cannot store (NUL, a lone surrogate) or that no
// person types (control characters), in any text field of any form, is a 400 naming the field on REST and
// BAD_USER_INPUT with extensions.fields on GraphQL — and nothing is written.
import { adminSession, contextFor, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { address, FROCK, productNamed } from '../../modules/orders/order.test-helpers';
import { INPUT_TEXT_MESSAGES, MAX_TEXT_LENGTH } from './input-text';

let shop: TestShop;
let adminToken: string;
let categoryId: string;
let seoId: string;
let order: Record<string, unknown>;

beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  adminToken = (await adminSession(shop)).token;
  categoryId = (await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Men' } })).id;
  seoId = (await shop.db.prisma.seoMeta.findFirstOrThrow({ where: { pageName: 'home' } })).id;
  const frock = await productNamed(shop, FROCK);
  const items = [{ productId: frock.id, quantity: 1, size: 'S', color: 'Yellow' }];
  const quote = await shop.services.checkout.quote(contextFor(null), { items });
  const expected = { subtotal: quote.subtotal, shipping: quote.shipping, tax: quote.tax, discount: quote.discount, total: quote.total };
  order = { items, shippingAddress: address(), billingAddress: address(), paymentMethod: 'card', couponCode: null, expected };
});
afterAll(() => shop.close());

/** A copy of `value` with `replacement` at a dotted path ("shippingAddress.firstName", "sizes.0"). */
function withValueAt<T>(value: T, path: string, replacement: unknown): T {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]] = replacement;
  return copy;
}

interface Form {
  name: string;
  admin?: boolean;
  rest: { method: 'get' | 'post' | 'put'; path: () => string; body?: () => Record<string, unknown>; query?: () => Record<string, string> };
  gql: { query: string; variables: () => Record<string, unknown> };
  /** Text fields: the path in the REST body or query (and the field name expected back), and in the GraphQL variables. */
  fields: Array<[rest: string, gql: string]>;
}

const contact = { firstName: 'Asha', lastName: 'Patel', email: 'asha@example.in', phone: '9876543210', message: 'Do you stitch blouses?' };
const customer = { firstName: 'Riya', lastName: 'Shah', email: 'riya.boundary@example.in', phone: '9825012345', password: 'secret12' };
const seo = { pageName: 'about', title: 'About us', description: 'Who we are', keywords: 'family, fashion' };
const page = { title: 'Terms', intro: 'Please read.', sections: [{ heading: 'Orders', paragraphs: ['Prices are in rupees.'] }] };
const product = () => ({
  name: 'Boundary Kurta',
  description: 'Cotton',
  price: '499.00',
  categoryId,
  images: ['/media/a.svg'],
  sizes: ['S', 'M'],
  colors: ['Teal', 'Red'],
  stock: 4,
  featured: false,
  variants: [{ size: 'S', color: 'Teal', stock: 1, sku: 'BK-1' }],
});
const same = (...paths: string[]): Array<[string, string]> => paths.map((p) => [p, `input.${p}`]);
const addressFields = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode', 'country'];

const FORMS: Form[] = [
  {
    name: 'contact',
    rest: { method: 'post', path: () => '/api/contact', body: () => contact },
    gql: { query: 'mutation M($input: ContactMessageInput!) { sendContactMessage(input: $input) { contactMessage { id } } }', variables: () => ({ input: contact }) },
    fields: same('firstName', 'lastName', 'email', 'phone', 'message'),
  },
  {
    name: 'register',
    rest: { method: 'post', path: () => '/api/auth/register', body: () => customer },
    gql: { query: 'mutation M($input: RegisterInput!) { register(input: $input) { token } }', variables: () => ({ input: customer }) },
    fields: same('firstName', 'lastName', 'email', 'phone', 'password'),
  },
  {
    name: 'login',
    rest: { method: 'post', path: () => '/api/auth/login', body: () => ({ email: customer.email, password: customer.password }) },
    gql: { query: 'mutation M($input: LoginInput!) { login(input: $input) { token } }', variables: () => ({ input: { email: customer.email, password: customer.password } }) },
    fields: same('email', 'password'),
  },
  {
    name: 'newsletter',
    rest: { method: 'post', path: () => '/api/newsletter', body: () => ({ email: 'news@example.in' }) },
    gql: {
      query: 'mutation M($input: SubscribeNewsletterInput!) { subscribeNewsletter(input: $input) { subscription { email } } }',
      variables: () => ({ input: { email: 'news@example.in' } }),
    },
    fields: same('email'),
  },
  {
    name: 'coupon check',
    rest: { method: 'post', path: () => '/api/coupons/validate', body: () => ({ code: 'WELCOME10', subtotal: 1000 }) },
    gql: { query: 'query Q($code: String!) { validateCoupon(code: $code) { valid } }', variables: () => ({ code: 'WELCOME10' }) },
    fields: [['code', 'code']],
  },
  {
    name: 'order addresses',
    rest: {
      method: 'post',
      path: () => '/api/orders',
      body: () => {
        const { expected, ...rest } = order as { expected: Record<string, unknown> };
        return { ...rest, ...expected };
      },
    },
    gql: {
      query: 'mutation M($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
      variables: () => ({ input: { ...order, paymentMethod: 'PAY_ON_DELIVERY' } }),
    },
    fields: [
      ...same(...addressFields.map((f) => `shippingAddress.${f}`)),
      ...same('billingAddress.address', 'billingAddress.email', 'couponCode', 'items.0.size', 'items.0.color'),
    ],
  },
  {
    name: 'product (admin)',
    admin: true,
    rest: { method: 'post', path: () => '/api/products', body: product },
    gql: { query: 'mutation M($input: ProductInput!) { createProduct(input: $input) { product { id } } }', variables: () => ({ input: product() }) },
    fields: same('name', 'description', 'images.0', 'sizes.0', 'colors.1', 'variants.0.sku', 'variants.0.color'),
  },
  {
    name: 'category (admin)',
    admin: true,
    rest: { method: 'post', path: () => '/api/categories', body: () => ({ name: 'Festive', description: 'For Diwali', image: '/media/c.svg' }) },
    gql: {
      query: 'mutation M($input: CategoryInput!) { createCategory(input: $input) { category { id } } }',
      variables: () => ({ input: { name: 'Festive', description: 'For Diwali', image: '/media/c.svg' } }),
    },
    fields: same('name', 'description', 'image'),
  },
  {
    name: 'SEO (admin)',
    admin: true,
    rest: { method: 'put', path: () => `/api/seo/${seoId}`, body: () => seo },
    gql: {
      query: 'mutation M($input: UpdateSeoMetaInput!) { updateSeoMeta(input: $input) { seoMeta { id } } }',
      variables: () => ({ input: { id: seoId, ...seo } }),
    },
    fields: same('pageName', 'title', 'description', 'keywords'),
  },
  {
    name: 'content (admin)',
    admin: true,
    rest: { method: 'put', path: () => '/api/content/terms', body: () => page },
    gql: {
      query: 'mutation M($input: UpdateContentInput!) { updateContent(input: $input) { section { id } } }',
      variables: () => ({ input: { section: 'terms', data: page } }),
    },
    fields: ['title', 'intro', 'sections.0.heading', 'sections.0.paragraphs.0'].map((p) => [p, `input.data.${p}`]),
  },
  {
    name: 'product search',
    rest: { method: 'get', path: () => '/api/products', query: () => ({ search: 'kurta', nameOrSku: 'KUR' }) },
    gql: { query: 'query Q($filter: ProductFilter) { products(filter: $filter) { total } }', variables: () => ({ filter: { search: 'kurta', nameOrSku: 'KUR' } }) },
    fields: [
      ['search', 'filter.search'],
      ['nameOrSku', 'filter.nameOrSku'],
    ],
  },
  {
    name: 'order tracking',
    rest: { method: 'get', path: () => '/api/orders/track', query: () => ({ orderId: '0123abcd', email: 'asha@example.in' }) },
    gql: { query: 'query Q($orderId: String!, $email: String!) { trackOrder(orderId: $orderId, email: $email) { id } }', variables: () => ({ orderId: '0123abcd', email: 'asha@example.in' }) },
    fields: [
      ['orderId', 'orderId'],
      ['email', 'email'],
    ],
  },
];

/** Row counts and the latest change of every table a form writes to. */
async function snapshot() {
  const p = shop.db.prisma;
  const latest = async (rows: Promise<{ _max: { updatedAt: Date | null } }>) => (await rows)._max.updatedAt?.toISOString() ?? null;
  return {
    users: await p.user.count(),
    messages: await p.contactMessage.count(),
    subscribers: await p.newsletterSubscriber.count(),
    orders: await p.order.count(),
    products: await latest(p.product.aggregate({ _max: { updatedAt: true } })),
    productCount: await p.product.count(),
    categories: await latest(p.category.aggregate({ _max: { updatedAt: true } })),
    categoryCount: await p.category.count(),
    seo: await latest(p.seoMeta.aggregate({ _max: { updatedAt: true } })),
    content: await latest(p.content.aggregate({ _max: { updatedAt: true } })),
  };
}

// A URL carries UTF-8 bytes, which cannot encode a lone surrogate: that case is for JSON bodies only.
const BAD_TEXT: Array<[string, string, string, { inUrl: boolean }]> = [
  ['NUL', 'x\u0000y', INPUT_TEXT_MESSAGES.control, { inUrl: true }],
  ['a lone surrogate', 'x\ud800y', INPUT_TEXT_MESSAGES.surrogate, { inUrl: false }],
  ['a C0 control character (escape)', '\u001b[31mred', INPUT_TEXT_MESSAGES.control, { inUrl: true }],
  ['a C1 control character (NEL)', 'x\u0085y', INPUT_TEXT_MESSAGES.control, { inUrl: true }],
];

const cases = FORMS.flatMap((form) => form.fields.map(([rest, graphql]) => ({ form, rest, graphql })));

describe.each(BAD_TEXT)('%s in a text field', (_label, bad, message, { inUrl }) => {
  it.each(cases.filter((c) => inUrl || !c.form.rest.query))('REST $form.name: $rest → 400 naming the field, nothing written', async ({ form, rest }) => {
    const before = await snapshot();
    const { method, path, body, query } = form.rest;
    let req = shop.http[method](path());
    if (form.admin) req = req.set('authorization', `Bearer ${adminToken}`);
    const res = query ? await req.query(withValueAt(query(), rest, bad)) : await req.send(withValueAt(body!(), rest, bad));
    expect([res.status, res.body]).toEqual([400, { message, errors: { [rest]: message } }]);
    expect(await snapshot()).toEqual(before);
  });

  it.each(cases)('GraphQL $form.name: $graphql → BAD_USER_INPUT naming the field, nothing written', async ({ form, graphql }) => {
    const before = await snapshot();
    const res = await gql(shop, form.gql.query, withValueAt(form.gql.variables(), graphql, bad), form.admin ? adminToken : undefined);
    expect(res.status).toBe(400);
    const field = graphql.replace(/^input\./, '');
    expect(res.body.errors).toEqual([{ message, extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { [field]: message } } }]);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the rest of the boundary', () => {
  it('lets tab, newline and carriage return through, and text in any script', async () => {
    const res = await shop.http.post('/api/contact').send({ ...contact, message: 'Line one\r\n\tLine two — नमस्ते 🙏' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Line one\r\n\tLine two — नमस्ते 🙏');
  });

  it(`refuses any string over ${MAX_TEXT_LENGTH} characters, even where the field has no cap of its own`, async () => {
    const long = 'x'.repeat(MAX_TEXT_LENGTH + 1);
    const rest = await shop.http.post('/api/contact').send({ ...contact, extra: { note: long } });
    expect([rest.status, rest.body]).toEqual([400, { message: INPUT_TEXT_MESSAGES.tooLong, errors: { 'extra.note': INPUT_TEXT_MESSAGES.tooLong } }]);
    const graphql = await gql(shop, 'query Q($s: String!) { content(section: $s) { id } }', { s: long });
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', status: 400, fields: { section: INPUT_TEXT_MESSAGES.tooLong } });
  });

  it('checks object keys, inline GraphQL literals (through fragments) and unused variables too', async () => {
    const key = await shop.http.put('/api/content/home').set('authorization', `Bearer ${adminToken}`).send({ hero: { 'ti\u0000tle': 'x' } });
    expect([key.status, key.body.errors]).toEqual([400, { hero: INPUT_TEXT_MESSAGES.control }]);
    const literal = await gql(shop, 'query { ...F } fragment F on Query { products(filter: { search: "a\\u0000b" }) { total } }');
    expect([literal.status, literal.body.errors[0].extensions.fields]).toEqual([400, { 'filter.search': INPUT_TEXT_MESSAGES.control }]);
    const unused = await gql(shop, '{ categories { id } }', { junk: ['ok', '\u0007'] });
    expect([unused.status, unused.body.errors[0].extensions.fields]).toEqual([400, { 'junk.1': INPUT_TEXT_MESSAGES.control }]);
  });

  it('checks %-decoded path segments', async () => {
    const res = await shop.http.get('/api/seo/ho%00me');
    expect([res.status, res.body]).toEqual([400, { message: INPUT_TEXT_MESSAGES.control, errors: { path: INPUT_TEXT_MESSAGES.control } }]);
  });

  it('refuses input nested deeper than the limit with 400, however deep the body is', async () => {
    const deep = `{"hero": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`; // too deep even for JSON.stringify
    const res = await shop.http.put('/api/content/home').set('authorization', `Bearer ${adminToken}`).set('content-type', 'application/json').send(deep);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INPUT_TEXT_MESSAGES.tooDeep);
  });
});
