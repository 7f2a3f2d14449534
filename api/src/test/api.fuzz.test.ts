// Fuzzing both APIs with fast-check: every /api route (test/fuzz/rest-routes.ts) and every Query and
// Mutation field of the built schema (test/fuzz/graphql-operations.ts), with plausible and hostile input
// (test/fuzz/values.ts), as a guest, a customer and the admin. Whatever arrives, the answer is JSON and
// never a 5xx / INTERNAL_SERVER_ERROR. 429 would be a fine answer, but the harness's test limits
// (TEST_RATE_LIMITS) are far out of reach, so no throttle starves a route of its cases.
//
// Bounded and reproducible: FUZZ_RUNS cases in all (default 10,000, half REST, half GraphQL), each route
// and operation with its own seed derived from FUZZ_SEED (printed with any failure). Re-run one failure with
// the same FUZZ_SEED (and FUZZ_RUNS); FUZZ_SHRINK=1 lets fast-check shrink it to a minimal request.
import fc from 'fast-check';
import request from 'supertest';
import { buildShopSchema } from '../modules';
import { createCatalogue, CATALOGUE, plentyOf } from './fixtures';
import { adminSession, contextFor, createCustomer, createTestShop, type TestShop } from './harness';
import { placeCard, productNamed } from '../modules/orders/order.test-helpers';
import { arbitraryFor, hostile, type Pools } from './fuzz/values';
import { REST_ROUTES, type RestRoute, type Role } from './fuzz/rest-routes';
import { operationsOf, request as graphqlRequest, type GraphQLOperation } from './fuzz/graphql-operations';

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SHRINK = process.env.FUZZ_SHRINK === '1';
/** Routes that hash or verify a password get this fraction of an ordinary route's cases; checkout routes this many times. */
const SLOW_SHARE = 0.1;
const DEEP_SHARE = 3;

jest.setTimeout(Math.max(600_000, RUNS * 60));

let shop: TestShop;
let http: ReturnType<typeof request>;
let pools: Pools;
let customerEmail: string;
let customerId: string;
let adminId: string;

/**
 * The rows that exist now (routes run one after the other, and earlier ones create and delete), and
 * fresh tokens for the admin and the customer: a sign-out or a password change ends their sessions.
 */
async function refresh() {
  for (const [role, where] of [
    ['admin', { id: adminId }],
    ['customer', { id: customerId }],
  ] as const) {
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where, select: { id: true, role: true, tokenVersion: true } });
    tokens[role] = shop.services.tokens.sign(user);
  }
  const p = shop.db.prisma;
  const ids = async (rows: Promise<Array<{ id: string }>>) => (await rows).map((r) => r.id);
  // Ordered by something other than the (random) ids, so a seed picks the same rows in every run.
  const variants = await p.productVariant.findMany({
    where: { stock: { gt: 10 } },
    select: { id: true, productId: true, size: true, color: true },
    orderBy: [{ product: { name: 'asc' } }, { position: 'asc' }],
    take: 40,
  });
  pools = {
    product: await ids(p.product.findMany({ select: { id: true }, orderBy: { name: 'asc' }, take: 20 })),
    variant: variants.map((v) => v.id),
    category: await ids(p.category.findMany({ select: { id: true }, orderBy: { name: 'asc' } })),
    coupon: await ids(p.coupon.findMany({ select: { id: true }, orderBy: { code: 'asc' } })),
    seo: await ids(p.seoMeta.findMany({ select: { id: true }, orderBy: { pageName: 'asc' } })),
    order: await ids(p.order.findMany({ select: { id: true }, orderBy: { createdAt: 'asc' }, take: 20 })),
    cartItem: await ids(p.cartItem.findMany({ select: { id: true }, orderBy: { createdAt: 'asc' }, take: 20 })),
    user: [customerId],
    emails: [customerEmail, 'admin@test.shop', 'asha.buyer@example.in'],
    // The database stores '' for "no size/colour"; the APIs take null.
    lines: variants.map((v) => ({ productId: v.productId, variantId: v.id, size: v.size || null, color: v.color || null })),
  };
}
const tokens: Record<Role, string | undefined> = { guest: undefined, customer: undefined, admin: undefined };
const stats = { cases: 0, statuses: new Map<number, number>(), succeeded: new Set<string>(), tried: new Set<string>() };

beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  for (const { name } of Object.values(CATALOGUE)) await plentyOf(shop, name, 100_000);
  adminId = (await adminSession(shop)).user.id;
  const customer = await createCustomer(shop, { email: 'fuzz.customer@example.in', password: 'secret123' });
  const frock = await productNamed(shop, CATALOGUE.frock.name);
  const lines = [{ productId: frock.id, quantity: 1, size: 'S', color: 'Yellow' }];
  await placeCard(shop, customer.ctx, lines);
  await placeCard(shop, contextFor(null), lines);
  await shop.services.cart.add(customer.ctx, lines[0]);
  customerEmail = customer.user.email;
  customerId = customer.user.id;
  // One listening server for all the requests (supertest would otherwise start one per request).
  await new Promise<void>((resolve) => shop.httpServer.listen(0, '127.0.0.1', resolve));
  http = request(shop.httpServer);
});

afterAll(async () => {
  const statuses = [...stats.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  const neverOk = [...stats.tried].filter((name) => !stats.succeeded.has(name));
  console.log(`API fuzz: ${stats.cases} cases, FUZZ_SEED=${SEED}; statuses ${statuses.join(' ')}; never a success: ${neverOk.join(', ') || 'none'}`);
  await shop?.close();
});

/** A stable 32-bit seed per route or operation, so each replays alone. */
function seedFor(name: string): number {
  let h = SEED | 0;
  for (const c of name) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** How many cases each of `items` gets out of `total`. */
function budget<T extends { slow?: boolean; deep?: boolean }>(items: T[], total: number): Map<T, number> {
  const weight = (i: T) => (i.slow ? SLOW_SHARE : i.deep ? DEEP_SHARE : 1);
  const sum = items.reduce((n, i) => n + weight(i), 0);
  return new Map(items.map((i) => [i, Math.ceil((total * weight(i)) / sum)]));
}

/** Who sends the request: mostly the route's own kind of caller, sometimes another, sometimes a broken token. */
const caller = (role: Role) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant(role) },
    { weight: 3, arbitrary: fc.constantFrom<Role | 'garbage'>('guest', 'customer', 'admin', 'garbage') },
  );

function authHeader(who: Role | 'garbage'): Record<string, string> {
  if (who === 'garbage') return { authorization: 'Bearer not.a.token' };
  const token = tokens[who];
  return token ? { authorization: `Bearer ${token}` } : {};
}

/** %-encodes text; a lone surrogate (which UTF-8 cannot carry) becomes the bytes of one, which decode to an error or U+FFFD. */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : value === null || value === undefined ? '' : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) parts.push(`${encode(key)}=${encode(item)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * Checkout answers PRICES_CHANGED unless the expected totals match the server's to the paisa, which random
 * numbers never do: half the order cases take the server's own quote for their lines, so orders get placed
 * (and their addresses written) with whatever else was generated.
 */
async function serverTotals(order: unknown): Promise<Record<string, unknown> | undefined> {
  if (typeof order !== 'object' || order === null) return undefined;
  const { items, couponCode } = order as Record<string, unknown>;
  try {
    const q = await shop.services.checkout.quote(contextFor(null), { items, couponCode });
    return { subtotal: q.subtotal, shipping: q.shipping, tax: q.tax, discount: q.discount, total: q.total };
  } catch {
    return undefined; // lines the quote refuses: the order is refused the same way
  }
}

function failure(what: string, res: request.Response): Error {
  return new Error(`${what} → ${res.status} ${res.headers['content-type'] ?? '(no content type)'} ${res.text?.slice(0, 400)}`);
}

function record(name: string, res: request.Response, ok = res.status < 300) {
  stats.cases++;
  stats.tried.add(name);
  if (ok) stats.succeeded.add(name);
  stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
}

async function check<T>(name: string, arbitrary: fc.Arbitrary<T>, runs: number, send: (input: T) => Promise<void>) {
  try {
    await fc.assert(fc.asyncProperty(arbitrary, send), { seed: seedFor(name), numRuns: runs, endOnFailure: !SHRINK });
  } catch (e) {
    // Long runs of one character (the huge strings) are shortened so the report stays readable.
    const message = (e as Error).message.replace(/(.)\1{49,}/gs, (run, c: string) => `${c}…(${run.length} times)`);
    throw new Error(`FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} ${name}: ${message.slice(0, 6000)}`);
  }
}

interface RestInput {
  who: Role | 'garbage';
  idempotencyKey: string | undefined;
  params: unknown;
  query: unknown;
  body: unknown;
  serverTotals: boolean;
}

function restArbitrary(route: RestRoute): fc.Arbitrary<RestInput> {
  const params = route.params ? arbitraryFor({ object: route.params }, pools) : fc.constant({});
  const query = route.query ? arbitraryFor({ object: route.query }, pools) : fc.constant(undefined);
  // Now and then not an object at all: an array, a string, a number, null.
  const body = route.body ? fc.oneof({ weight: 19, arbitrary: arbitraryFor(route.body, pools) }, { weight: 1, arbitrary: hostile }) : fc.constant(undefined);
  // The Idempotency-Key header: mostly none, else a UUID, a printable string, blank or over-long (header values cannot carry control characters).
  const idempotencyKey = route.idempotent
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.uuid() }, { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(' ', 'x'.repeat(300))) })
    : fc.constant(undefined);
  return fc.record({ who: caller(route.role), params, query, body, serverTotals: fc.boolean(), idempotencyKey });
}

async function sendRest(route: RestRoute, input: RestInput) {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => (name in params ? encode(params[name]) : 'missing')) + queryString(input.query);
  let body = input.body;
  if (input.serverTotals && route.method === 'post' && route.path === '/api/orders') body = { ...(body as object), ...(await serverTotals(body)) };
  let req = http[route.method](path).set(authHeader(input.who));
  if (input.idempotencyKey !== undefined) req = req.set('idempotency-key', input.idempotencyKey);
  if (body !== undefined) req = req.set('content-type', 'application/json').send(JSON.stringify(body));
  const res = await req;
  record(`${route.method} ${route.path} (${route.role})`, res);
  const what = `${route.method.toUpperCase()} ${path.slice(0, 300)} as ${input.who}`;
  // Node's HTTP parser refuses an over-long URL itself (431, no body) before the app sees the request.
  if (res.status === 431 && path.length > 8_000 && !res.text) return;
  if (res.status >= 500 || !/^application\/json/.test(res.headers['content-type'] ?? '')) throw failure(what, res);
  if (res.status >= 400 && typeof res.body?.message !== 'string') throw failure(`${what} (no message)`, res);
}

function graphqlArbitrary(op: GraphQLOperation) {
  const role: Role = op.kind === 'query' ? 'guest' : 'customer';
  return fc.record({
    who: fc.oneof(caller(role), fc.constant<Role>('admin')),
    args: arbitraryFor(op.shape, pools),
    inline: fc.boolean(),
    serverTotals: fc.boolean(),
  });
}

async function sendGraphQL(op: GraphQLOperation, input: { who: Role | 'garbage'; args: unknown; inline: boolean; serverTotals: boolean }) {
  const args = typeof input.args === 'object' && input.args !== null ? { ...(input.args as Record<string, unknown>) } : {};
  if (input.serverTotals && op.field === 'placeOrder' && typeof args.input === 'object' && args.input !== null) {
    const expected = await serverTotals(args.input);
    if (expected) args.input = { ...args.input, expected };
  }
  const body = graphqlRequest(op, args, input.inline);
  const res = await http
    .post('/graphql')
    .set({ ...authHeader(input.who), 'content-type': 'application/json' })
    .send(JSON.stringify(body));
  record(`${op.kind} ${op.field}`, res, res.status === 200 && !res.body?.errors);
  const what = `${op.kind} ${op.field} as ${input.who}: ${JSON.stringify(body).slice(0, 600)}`;
  if (res.status >= 500 || !/^application\/(graphql-response\+)?json/.test(res.headers['content-type'] ?? '')) throw failure(what, res);
  const errors = (res.body?.errors ?? []) as Array<{ extensions?: { code?: string } }>;
  if (errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) throw failure(what, res);
}

describe('REST: every /api route', () => {
  const groups: Array<[string, RestRoute[]]> = [
    ['public routes', REST_ROUTES.filter((r) => r.role === 'guest')],
    ["customers' routes", REST_ROUTES.filter((r) => r.role === 'customer')],
    ['admin routes', REST_ROUTES.filter((r) => r.role === 'admin')],
  ];
  const budgets = budget(REST_ROUTES, RUNS / 2);

  it.each(groups)('%s answer JSON and never 5xx', async (_label, routes) => {
    for (const route of routes) {
      await refresh();
      await check(`${route.method} ${route.path} (${route.role})`, restArbitrary(route), budgets.get(route)!, (input) => sendRest(route, input));
    }
  });
});

describe('GraphQL: every Query and Mutation field', () => {
  let operations: GraphQLOperation[] = [];
  let budgets = new Map<GraphQLOperation, number>();
  beforeAll(async () => {
    operations = operationsOf(await buildShopSchema());
    budgets = budget(operations, RUNS / 2);
  });

  it.each([
    ['queries', (op: GraphQLOperation) => op.kind === 'query'],
    ['mutations', (op: GraphQLOperation) => op.kind === 'mutation'],
  ] as const)('%s answer without INTERNAL_SERVER_ERROR or 5xx', async (_label, pick) => {
    const chosen = operations.filter(pick);
    expect(chosen.length).toBeGreaterThan(5);
    for (const op of chosen) {
      await refresh();
      await check(`${op.kind} ${op.field}`, graphqlArbitrary(op), budgets.get(op)!, (input) => sendGraphQL(op, input));
    }
  });
});

it(`ran at least FUZZ_RUNS (${RUNS}) cases`, () => {
  expect(stats.cases).toBeGreaterThanOrEqual(RUNS);
});
