// API-wide limits for third-party callers: depth, cost, page size, malformed requests, introspection.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, isEnumType, isInputObjectType, isListType, isNonNullType, parse, typeFromAST, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { createTestShop, gql, type TestShop } from '../../test/harness';
import { MAX_COST, MAX_DEPTH, MAX_NODES, MAX_TOKENS, costEstimators, costVariables } from './limits';
import { buildShopSchema } from '../../modules';
import { MAX_PAGE_SIZE } from '../common/paging';

let shop: TestShop;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/** `{ f { f { … { leaf } } } }` with `levels` nested selection sets inside the operation. */
const nested = (levels: number) => `${'f { '.repeat(levels - 1)}leaf${' }'.repeat(levels - 1)}`;

describe('depth limit', () => {
  it(`refuses an operation nested deeper than MAX_DEPTH (${MAX_DEPTH}) with 400 GRAPHQL_VALIDATION_FAILED`, async () => {
    const res = await gql(shop, `query Deep { products { items { ${nested(MAX_DEPTH + 2)} } } }`);
    expect(res.status).toBe(400);
    const depthError = res.body.errors.find((e: { message: string }) => /exceeds maximum operation depth/.test(e.message));
    expect(depthError).toEqual(expect.objectContaining({ message: `'Deep' exceeds maximum operation depth of ${MAX_DEPTH}` }));
    expect(depthError.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('counts depth through fragments too', async () => {
    const query = `query ViaFragments { products { ...A } }
      fragment A on ProductPage { items { ...B } }
      fragment B on Product { category { ${nested(MAX_DEPTH)} } }`;
    const res = await gql(shop, query);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(`'ViaFragments' exceeds maximum operation depth of ${MAX_DEPTH}`);
  });

  it('answers a cyclic fragment with 400, not a crash', async () => {
    const res = await gql(shop, `query Loop { products { ...P } } fragment P on ProductPage { total ...P }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await gql(shop, '{ categories { id } }')).status).toBe(200);
  });

  it('refuses a pathologically deep document (thousands of levels) with 400, not a crash', async () => {
    const res = await gql(shop, `query Abyss { ${nested(5000)} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('lets an ordinary nested query through', async () => {
    const res = await gql(shop, `query Ok { products(limit: 2) { items { id category { id name } } } }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.products.items).toHaveLength(2);
  });
});

describe('cost limit', () => {
  const page = (alias: string) => `${alias}: products(limit: 100) { items { category { name } } }`;

  it(`refuses a query estimated above MAX_COST (${MAX_COST}) with QUERY_TOO_COMPLEX, before running it`, async () => {
    const query = `query Expensive { ${Array.from({ length: 20 }, (_, i) => page(`p${i}`)).join(' ')} }`;
    const res = await gql(shop, query);
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(res.body.errors[0].message).toMatch(new RegExp(`the limit is ${MAX_COST}`));
  });

  it('counts the limit given in a variable', async () => {
    const query = `query Vars($n: Int) { ${Array.from({ length: 20 }, (_, i) => `p${i}: products(limit: $n) { items { category { name } } }`).join(' ')} }`;
    expect((await gql(shop, query, { n: 100 })).body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    const cheap = await gql(shop, query, { n: 1 });
    expect(cheap.status).toBe(200);
    expect(cheap.body.errors).toBeUndefined();
  });

  it('lets a single full page through', async () => {
    const res = await gql(shop, `query One { ${page('p')} }`);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});

describe('the cost in extensions', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });
  const estimate = (query: string, variables: Record<string, unknown> = {}) => getComplexity({ schema, query: parse(query), variables, estimators: costEstimators() });

  it('reports { requested, limit } on every answer to a priced operation', async () => {
    const query = 'query Cats { categories { id name } }';
    const res = await gql(shop, query);
    expect(res.status).toBe(200);
    expect(res.body.extensions).toEqual({ cost: { requested: estimate(query), limit: MAX_COST } });
    expect(res.body.extensions.cost.requested).toBeGreaterThan(0);

    const vars = 'query Page($n: Int) { products(limit: $n) { items { id } } }';
    const small = await gql(shop, vars, { n: 2 });
    const large = await gql(shop, vars, { n: 50 });
    expect([small.body.extensions.cost.requested, large.body.extensions.cost.requested]).toEqual([estimate(vars, { n: 2 }), estimate(vars, { n: 50 })]);
    expect(large.body.extensions.cost.requested).toBeGreaterThan(small.body.extensions.cost.requested);
  });

  it('also when the operation fails or is refused for its cost', async () => {
    const denied = await gql(shop, 'mutation { logout }');
    expect(denied.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(denied.body.extensions.cost).toEqual({ requested: estimate('mutation { logout }'), limit: MAX_COST });

    const query = `query Expensive { ${Array.from({ length: 20 }, (_, i) => `p${i}: products(limit: 100) { items { category { name } } }`).join(' ')} }`;
    const refused = await gql(shop, query);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(refused.body.extensions.cost).toEqual({ requested: estimate(query), limit: MAX_COST });
    expect(refused.body.extensions.cost.requested).toBeGreaterThan(MAX_COST);
    expect(refused.body.errors[0].message).toContain(`cost ${refused.body.extensions.cost.requested}`);
  });

  it('is remembered per document only for the variables a price reads: the arguments of priced fields (a page) and @skip/@include, not a product id', () => {
    const query = parse(`query Q($id: ID!, $n: Int, $text: String, $with: Boolean!) {
      product(id: $id) { id name }
      products(limit: $n, filter: { search: $text }) { items { id ...More @include(if: $with) } }
    }
    fragment More on Product { images stock }`);
    expect(costVariables(schema, query)).toEqual(['n', 'text', 'with']);
    expect(costVariables(schema, parse('query P($id: ID!) { product(id: $id) { id } }'))).toEqual([]);
  });

  it('an id that changes shares the price; a limit or a directive that changes does not; a bad variable or a price over the limit is still 400', async () => {
    const query = `query Q($id: ID!, $n: Int, $with: Boolean!) { product(id: $id) { id } products(limit: $n) { items { id stock @include(if: $with) images @include(if: $with) } } }`;
    const cost = async (variables: Record<string, unknown>) => (await gql(shop, query, variables).expect(200)).body.extensions.cost.requested;
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    const base = await cost({ id: ids[0], n: 5, with: false });
    expect(base).toBe(estimate(query, { id: ids[0], n: 5, with: false }));
    expect(await cost({ id: ids[1], n: 5, with: false })).toBe(base);
    expect(await cost({ id: ids[1], n: 50, with: false })).toBe(estimate(query, { id: ids[1], n: 50, with: false }));
    expect(await cost({ id: ids[1], n: 5, with: true })).toBe(estimate(query, { id: ids[1], n: 5, with: true }));
    expect(new Set([base, await cost({ id: ids[0], n: 50, with: false }), await cost({ id: ids[0], n: 5, with: true })]).size).toBe(3);
    // Cached price, then variables that do not fit their types: refused all the same.
    for (const variables of [{ id: { no: 1 }, n: 5, with: false }, { n: 5, with: false }]) {
      const res = await gql(shop, query, variables);
      expect([res.status, res.body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    }
    // A price over the limit, remembered: refused again for another id.
    const expensive = `query E($id: ID!) { product(id: $id) { id } ${Array.from({ length: 20 }, (_, i) => `p${i}: products(limit: 100) { items { category { name } } }`).join(' ')} }`;
    for (const id of ids) {
      const refused = await gql(shop, expensive, { id });
      expect([refused.status, refused.body.errors[0].extensions.code, refused.body.data]).toEqual([400, 'QUERY_TOO_COMPLEX', undefined]);
    }
  });

  it('is absent when nothing could be priced (a syntax error, an unknown field)', async () => {
    for (const query of ['{ categories { id ', '{ nope }']) {
      const res = await gql(shop, query);
      expect(res.status).toBe(400);
      expect(res.body.extensions).toBeUndefined();
    }
  });
});

describe('work the cost reflects', () => {
  const aliases = (n: number, field: string, operation = '') => `${operation}{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('refuses a document with more than 10,000 nodes with 400 and a clear message, not a 500', async () => {
    const res = await gql(shop, aliases(10_001, '__typename'));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(res.body.errors[0].message).toMatch(/too large|too many/i);
  });

  it('prices an unpaginated list by its rows: 2,400 aliases of categories are refused before running', async () => {
    const spy = jest.spyOn(shop.services.categories, 'list');
    const res = await gql(shop, aliases(2400, 'categories { id }'));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it(`refuses a document of more than ${MAX_TOKENS} tokens at parsing, with 400`, async () => {
    const res = await gql(shop, `{ ${'__typename '.repeat(MAX_TOKENS + 1)} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(MAX_TOKENS).toBeGreaterThan(3 * MAX_NODES); // the node limit answers first for ordinary aliases
  });

  it('prices sign-in by its password check: 21 aliased logins are refused before any is tried', async () => {
    const spy = jest.spyOn(shop.services.accounts, 'login');
    const res = await gql(shop, aliases(21, 'login(input: { email: "a@b.in", password: "x" }) { token }', 'mutation '));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('still lets the web app ask for every category with its fields', async () => {
    const res = await gql(shop, '{ categories { id name slug description image productCount } }');
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('answers a persisted query whose hash does not match with 400 and a caller code, not INTERNAL_SERVER_ERROR', async () => {
    const res = await shop.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ categories { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: '0'.repeat(64) } } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});

describe('the web app within the limits', () => {
  const WEB_SRC = join(__dirname, '../../../../web/src');
  const graphqlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? (e.name === 'graphql' ? [] : graphqlFiles(join(dir, e.name))) : e.name.endsWith('.graphql') ? [join(dir, e.name)] : [],
    );
  const sources = graphqlFiles(WEB_SRC).map((file) => readFileSync(file, 'utf8'));
  const fragments = sources.filter((src) => /^\s*fragment /m.test(src)).join('\n');

  /** The smallest value of a variable's type; `limit` is a full page, the worst the web can ask. */
  function sample(type: GraphQLInputType): unknown {
    if (isNonNullType(type)) return sample(type.ofType);
    if (isListType(type)) return [];
    if (isEnumType(type)) return type.getValues()[0].name; // a variable carries the enum value's name
    if (isInputObjectType(type)) {
      return Object.fromEntries(Object.values(type.getFields()).flatMap((f) => (isNonNullType(f.type) ? [[f.name, sample(f.type)]] : [])));
    }
    return ({ Int: 1, Float: 1, Boolean: true, JSON: {}, Money: '1.00', DateTimeISO: '2026-01-01T00:00:00Z' } as Record<string, unknown>)[type.name] ?? 'x';
  }

  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });

  it('finds the web documents', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it(`every operation of the web app costs at most ${MAX_COST}, with full pages of ${MAX_PAGE_SIZE}`, () => {
    const costs: Record<string, number> = {};
    for (const src of sources.filter((s) => /^\s*(query|mutation) /m.test(s))) {
      const document = parse(`${src}\n${fragments}`);
      for (const op of document.definitions) {
        if (op.kind !== Kind.OPERATION_DEFINITION || !op.name) continue;
        const variables = Object.fromEntries(
          (op.variableDefinitions ?? []).map((v) => [v.variable.name.value, v.variable.name.value === 'limit' ? MAX_PAGE_SIZE : sample(typeFromAST(schema, v.type as never) as GraphQLInputType)]),
        );
        costs[op.name.value] = getComplexity({ schema, query: document, operationName: op.name.value, variables, estimators: costEstimators() });
      }
    }
    expect(Object.keys(costs).length).toBeGreaterThan(20);
    const over = Object.entries(costs).filter(([, cost]) => cost > MAX_COST);
    expect(over).toEqual([]);
  });
});

describe('page size', () => {
  it(`returns at most ${MAX_PAGE_SIZE} items whatever limit is asked`, async () => {
    const men = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Men' } });
    await shop.db.prisma.product.createMany({
      data: Array.from({ length: 60 }, (_, i) => ({ name: `Limit test shirt ${i}`, price: '499.00', categoryId: men.id, stock: 3 })),
    });
    const res = await gql(shop, `query { products(limit: 1000) { total limit items { id } } }`);
    expect(res.body.errors).toBeUndefined();
    const { total, limit, items } = res.body.data.products;
    expect(total).toBeGreaterThan(MAX_PAGE_SIZE);
    expect(limit).toBe(MAX_PAGE_SIZE);
    expect(items).toHaveLength(MAX_PAGE_SIZE);
  });
});

describe('malformed requests to /graphql', () => {
  it('answers malformed JSON with 400, not 500', async () => {
    const res = await shop.http.post('/graphql').set('content-type', 'application/json').send('{"query": "{ categories { id } }"');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await shop.http.post('/graphql').set('content-type', 'application/json').send(JSON.stringify({ query: `{ categories { id } } #${'x'.repeat(1_100_000)}` }));
    expect(res.status).toBe(413);
  });

  it('answers wrongly typed variables with 400 BAD_USER_INPUT, also on a list field the cost limit inspects', async () => {
    const res = await gql(shop, `query Page($n: Int) { products(limit: $n) { total } }`, { n: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].message).toMatch(/\$n/);
  });

  it('answers a missing query, a syntax error and an unknown field with 400', async () => {
    const missing = await shop.http.post('/graphql').set('content-type', 'application/json').send({ variables: {} });
    expect(missing.status).toBe(400);
    const syntax = await gql(shop, '{ categories { id ');
    expect([syntax.status, syntax.body.errors[0].extensions.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const unknown = await gql(shop, '{ nope }');
    expect([unknown.status, unknown.body.errors[0].extensions.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('HTTP-level mistakes on /graphql answer JSON with a 4xx, never a 500', () => {
  it('an unknown operationName (also for an anonymous operation, which crashed the cost limit) is 400 OPERATION_RESOLUTION_FAILURE', async () => {
    for (const query of ['{ categories { id } }', 'query Named { categories { id } }']) {
      const res = await shop.http.post('/graphql').send({ query, operationName: 'Nope' });
      expect([res.status, res.body.errors[0]]).toEqual([400, { message: 'Unknown operation named "Nope".', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } }]);
    }
  });

  it('an unknown persisted-query version is 400 BAD_REQUEST with Apollo\'s reason (as a hash that does not match is)', async () => {
    const version = await shop.http.post('/graphql').send({ extensions: { persistedQuery: { version: 2, sha256Hash: 'abc' } } });
    expect([version.status, version.body.errors[0]]).toEqual([400, { message: 'Unsupported persisted query version', extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('wrong methods, content types and accept headers answer JSON errors', async () => {
    const cases = [
      [shop.http.put('/graphql').send({ query: '{ categories { id } }' }), 405],
      [shop.http.delete('/graphql'), 400],
      [shop.http.post('/graphql').set('content-type', 'text/plain').send('{"query":"{ categories { id } }"}'), 400],
      [shop.http.post('/graphql').set('content-type', 'application/x-www-form-urlencoded').send('query=%7Bcategories%7Bid%7D%7D'), 400],
      [shop.http.post('/graphql').set('content-type', 'application/graphql').send('{ categories { id } }'), 400],
      [shop.http.get('/graphql?query=mutation%7BclearCart%7Bcart%7Bid%7D%7D%7D').set('apollo-require-preflight', 'true'), 405],
      [shop.http.get('/graphql?query=%7Bcategories%7Bid%7D%7D&variables=%7Bx').set('apollo-require-preflight', 'true'), 400],
      [shop.http.post('/graphql').set('accept', 'application/xml').send({ query: '{ categories { id } }' }), 406],
      [shop.http.post('/graphql').set('content-type', 'application/json').set('content-encoding', 'gzip').send('not gzip'), 400],
    ] as const;
    for (const [req, status] of cases) {
      const res = await req;
      expect(res.status).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(typeof (res.body.errors?.[0]?.message ?? res.body.message)).toBe('string');
    }
  });
});

describe('introspection', () => {
  it('is on: the schema describes its types and fields', async () => {
    const res = await gql(shop, `query {
      __schema { queryType { name } mutationType { name } }
      seo: __type(name: "SeoMeta") { fields { name } }
      query: __type(name: "Query") { fields { name args { name defaultValue } } }
    }`);
    expect(res.status).toBe(200);
    expect(res.body.data.__schema).toEqual({ queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } });
    expect(res.body.data.seo.fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['id', 'pageName', 'title', 'description', 'keywords', 'createdAt', 'updatedAt']),
    );
    const contact = res.body.data.query.fields.find((f: { name: string }) => f.name === 'contactMessages');
    expect(contact.args).toHaveLength(2);
    expect(contact.args).toEqual(expect.arrayContaining([{ name: 'limit', defaultValue: '25' }, { name: 'offset', defaultValue: '0' }]));
  });
});
