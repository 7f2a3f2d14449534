// Products through both APIs: GraphQL (products, product, create/update/deleteProduct) and the
// REST shim (/api/products), including query parsing, errors and auth.
import { createTestShop, createCustomer, adminSession, gql, type TestShop } from '../../test/harness';
import { seedProducts, seedVariantStock, type SeedProduct } from './catalog.data';
import { combinations } from './variant.rules';

let shop: TestShop;
let adminToken: string;
let customerToken: string;
let menId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });

const FIELDS = 'id name description price originalPrice discountPercent categoryId images sizes colors stock inStock featured createdAt updatedAt';
const PRODUCTS = `query P($filter: ProductFilter, $sort: ProductSort, $limit: Int, $offset: Int) {
  products(filter: $filter, sort: $sort, limit: $limit, offset: $offset) { total limit offset items { ${FIELDS} category { id name slug productCount } } } }`;
const PRODUCT = `query P($id: ID!) { product(id: $id) { ${FIELDS} category { name } } }`;
const ERRORS = 'errors { field code message }';
const CREATE = `mutation C($input: ProductInput!) { createProduct(input: $input) { product { ${FIELDS} category { name } } ${ERRORS} } }`;
const UPDATE = `mutation U($input: UpdateProductInput!) { updateProduct(input: $input) { product { ${FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation D($input: DeleteProductInput!) { deleteProduct(input: $input) { deletedId ${ERRORS} } }`;
const NOT_FOUND = [{ field: null, code: 'NOT_FOUND', message: 'Product not found' }];

const valid = () => ({
  name: 'Saffron Silk Dupatta',
  description: 'Soft silk with zari border.',
  price: 649,
  originalPrice: 799,
  categoryId: menId,
  images: ['https://cdn.example.in/dupatta.jpg'],
  sizes: [],
  colors: ['Saffron'],
  stock: 5,
  featured: false,
});

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  customerToken = (await createCustomer(shop)).token;
  const res = await shop.http.get('/api/categories');
  menId = res.body.find((c: { name: string }) => c.name === 'Men').id;
});
afterAll(() => shop.close());

describe('GraphQL reads', () => {
  it('products: default page of 12 (featured first), money as two-decimal strings, category with productCount', async () => {
    const res = await gql(shop, PRODUCTS);
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data.products;
    expect(page).toMatchObject({ total: seedProducts.length, limit: 12, offset: 0 });
    expect(page.items).toHaveLength(12);
    expect(page.items[0].featured).toBe(true);
    for (const p of page.items) {
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
      expect(p.category.id).toBe(p.categoryId);
      expect(p.category.productCount).toBe(seedProducts.filter((s) => s.category === p.category.slug).length);
    }
  });

  it('products: filter, sort and window', async () => {
    const res = await gql(shop, PRODUCTS, { filter: { category: 'Kids', onSale: true, minPrice: '100' }, sort: 'PRICE_HIGH', limit: 3, offset: 1 });
    const page = res.body.data.products;
    const expected = seedProducts.filter((p) => p.category === 'kids' && p.originalPrice && Number(p.originalPrice) > Number(p.price));
    expect(page).toMatchObject({ total: expected.length, limit: 3, offset: 1 });
    expect(page.items.every((p: { category: { name: string }; discountPercent: number }) => p.category.name === 'Kids' && p.discountPercent > 0)).toBe(true);
    const prices = page.items.map((p: { price: string }) => Number(p.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('products: limit above 100 is clamped; a non-numeric money filter is a 400-style error', async () => {
    expect((await gql(shop, PRODUCTS, { limit: 500 })).body.data.products.limit).toBe(100);
    const bad = await gql(shop, PRODUCTS, { filter: { minPrice: 'abc' } });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const negative = await gql(shop, PRODUCTS, { filter: { minPrice: -1 } });
    expect(negative.body.errors[0]).toMatchObject({ message: 'Minimum price must be a number, 0 or more', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
  });

  it('product(id): the product; unknown or malformed id → null', async () => {
    const first = (await gql(shop, PRODUCTS, { limit: 1 })).body.data.products.items[0];
    const res = await gql(shop, PRODUCT, { id: first.id });
    expect(res.body.data.product).toMatchObject({ id: first.id, name: first.name, category: { name: expect.any(String) } });
    for (const id of [UNKNOWN, 'not-an-id']) {
      const miss = await gql(shop, PRODUCT, { id });
      expect(miss.body.errors).toBeUndefined();
      expect(miss.body.data).toEqual({ product: null });
    }
  });
});

describe('GraphQL admin mutations', () => {
  it('create, update, delete', async () => {
    const created = await gql(shop, CREATE, { input: { ...valid(), price: '649.5' } }, adminToken);
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createProduct.errors).toEqual([]);
    const p = created.body.data.createProduct.product;
    expect(p).toMatchObject({ name: 'Saffron Silk Dupatta', price: '649.50', originalPrice: '799.00', discountPercent: 19, inStock: true, category: { name: 'Men' } });

    const updated = await gql(shop, UPDATE, { input: { ...valid(), id: p.id, stock: 0, originalPrice: null } }, adminToken);
    expect(updated.body.data.updateProduct).toEqual({
      product: expect.objectContaining({ id: p.id, price: '649.00', originalPrice: null, stock: 0, inStock: false, discountPercent: 0 }),
      errors: [],
    });

    expect((await gql(shop, DELETE, { input: { id: p.id } }, adminToken)).body.data.deleteProduct).toEqual({ deletedId: p.id, errors: [] });
    expect((await gql(shop, PRODUCT, { id: p.id })).body.data.product).toBeNull();
    expect((await gql(shop, DELETE, { input: { id: p.id } }, adminToken)).body.data.deleteProduct).toEqual({ deletedId: null, errors: NOT_FOUND });
    expect((await gql(shop, UPDATE, { input: { ...valid(), id: 'nope' } }, adminToken)).body.data.updateProduct).toEqual({ product: null, errors: NOT_FOUND });
  });

  it('validation messages are the spec texts, with field errors', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ price: 0 }, 'price', 'Price must be greater than 0'],
      [{ price: '-1' }, 'price', 'Price must be greater than 0'],
      [{ originalPrice: 0 }, 'originalPrice', 'Original price must be greater than 0'],
      [{ categoryId: '' }, 'categoryId', 'Category is required'],
      [{ categoryId: UNKNOWN }, 'categoryId', 'Category is required'],
      [{ images: [] }, 'images', 'At least one image is required'],
      [{ images: ['www.no-scheme'] }, 'images', 'Invalid URL format'],
      [{ stock: -2 }, 'stock', 'Stock cannot be negative'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await gql(shop, CREATE, { input: { ...valid(), ...patch } }, adminToken);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createProduct).toEqual({ product: null, errors: [{ field, code: 'INVALID', message }] });
    }
  });

  it('UNAUTHENTICATED without a token, FORBIDDEN for a customer', async () => {
    const ops: [string, Record<string, unknown>][] = [
      [CREATE, { input: valid() }],
      [UPDATE, { input: { ...valid(), id: UNKNOWN } }],
      [DELETE, { input: { id: UNKNOWN } }],
    ];
    for (const [query, vars] of ops) {
      expect((await gql(shop, query, vars)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await gql(shop, query, vars, customerToken)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect(await shop.db.prisma.product.count({ where: { name: 'Saffron Silk Dupatta' } })).toBe(0);
  });
});

describe('REST GET /api/products', () => {
  it('a JSON array with X-Total-Count, the category included, money as two-decimal strings', async () => {
    const res = await shop.http.get('/api/products');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(12);
    expect(res.headers['x-total-count']).toBe(String(seedProducts.length));
    const p = res.body[0];
    expect(p.price).toMatch(/^\d+\.\d{2}$/);
    expect(p).toMatchObject({ category: { id: p.categoryId, name: expect.any(String), slug: expect.any(String) }, inStock: expect.any(Boolean), discountPercent: expect.any(Number) });
    expect(p).not.toHaveProperty('soldCount');
    const sale = res.body.find((x: { originalPrice: string | null }) => x.originalPrice !== null);
    expect(sale.originalPrice).toMatch(/^\d+\.\d{2}$/);
  });

  it('the spec\'s shop call: categoryId, minPrice, maxPrice, search, limit 12, offset', async () => {
    const res = await shop.http.get('/api/products').query({ categoryId: menId, minPrice: '100', maxPrice: '1000', search: 'cotton', limit: 12, offset: 0 });
    expect(res.status).toBe(200);
    const expected = seedProducts.filter(
      (p) => p.category === 'men' && Number(p.price) >= 100 && Number(p.price) <= 1000 && (p.name + ' ' + p.description).toLowerCase().includes('cotton'),
    );
    expect(res.headers['x-total-count']).toBe(String(expected.length));
    expect(res.body.map((p: { name: string }) => p.name).sort()).toEqual(expected.map((p) => p.name).sort().slice(0, 12));
  });

  it('featured=true&limit=4, category by slug, sizes and ids as comma lists, sale=true, inStock=false', async () => {
    const featured = await shop.http.get('/api/products?featured=true&limit=4');
    expect(featured.body).toHaveLength(4);
    expect(featured.body.every((p: { featured: boolean }) => p.featured)).toBe(true);

    const women = await shop.http.get('/api/products?category=women&limit=100');
    expect(women.body.every((p: { category: { name: string } }) => p.category.name === 'Women')).toBe(true);
    expect(women.headers['x-total-count']).toBe(String(seedProducts.filter((p) => p.category === 'women').length));

    const sizes = await shop.http.get('/api/products?sizes=XS,XXL&limit=100');
    const inStock = (p: SeedProduct, i: number) => combinations(p.sizes, p.colors).some((c) => ['XS', 'XXL'].includes(c.size) && seedVariantStock(p, i, c) > 0);
    expect(sizes.headers['x-total-count']).toBe(String(seedProducts.filter(inStock).length));

    const ids = featured.body.slice(0, 2).map((p: { id: string }) => p.id);
    const byIds = await shop.http.get(`/api/products?ids=${ids.join(',')},not-an-id`);
    expect(byIds.body.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());

    const sale = await shop.http.get('/api/products?sale=true&limit=100');
    expect(sale.body.length).toBeGreaterThan(0);
    expect(sale.body.every((p: { price: string; originalPrice: string | null }) => p.originalPrice !== null && Number(p.originalPrice) > Number(p.price))).toBe(true);

    const out = await shop.http.get('/api/products?inStock=false&limit=100');
    expect(out.body.map((p: { name: string }) => p.name)).toContain('Black Formal Trousers');
    expect(out.body.every((p: { stock: number; inStock: boolean }) => p.stock === 0 && !p.inStock)).toBe(true);

    expect((await shop.http.get('/api/products?category=nobody')).body).toEqual([]);
  });

  it('every REST sort value matches the GraphQL sort', async () => {
    const rest = ['featured', 'price-low', 'price-high', 'newest', 'oldest', 'popular', 'name-asc', 'name-desc', 'stock-asc', 'stock-desc'];
    for (const sort of rest) {
      const viaRest = await shop.http.get(`/api/products?sort=${sort}&limit=100`);
      const viaGql = await gql(shop, PRODUCTS, { sort: sort.toUpperCase().replace('-', '_'), limit: 100 });
      expect(viaRest.status).toBe(200);
      expect(viaRest.body.map((p: { id: string }) => p.id)).toEqual(viaGql.body.data.products.items.map((p: { id: string }) => p.id));
    }
    const low = (await shop.http.get('/api/products?sort=price-low&limit=3')).body.map((p: { price: string }) => Number(p.price));
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  it('bad query values → 400 with a message, not 500', async () => {
    const cases: [string, string][] = [
      ['minPrice=abc', 'Minimum price must be a number, 0 or more'],
      ['maxPrice=12abc', 'Maximum price must be a number, 0 or more'],
      ['minPrice=1&minPrice=2', 'Minimum price must be a number, 0 or more'],
      ['limit=ten', 'Limit must be a whole number'],
      ['offset=-1.5', 'Offset must be a whole number'],
      ['featured=yes', 'featured must be true or false'],
      ['sale=1', 'sale must be true or false'],
      ['inStock=no', 'inStock must be true or false'],
      ['sort=cheapest', 'Sort must be one of: featured, price-low, price-high, newest, oldest, popular, name-asc, name-desc, stock-asc, stock-desc, relevance'],
    ];
    for (const [query, message] of cases) {
      const res = await shop.http.get(`/api/products?${query}`);
      expect([query, res.status, res.body.message]).toEqual([query, 400, message]);
    }
  });

  it('empty parameters are ignored (forms send them)', async () => {
    const res = await shop.http.get('/api/products?minPrice=&maxPrice=&search=&categoryId=&sort=');
    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(seedProducts.length));
  });
});

describe('REST GET /api/products/:id', () => {
  it('the product with its category; unknown or malformed id → 404 Product not found', async () => {
    const [first] = (await shop.http.get('/api/products?limit=1')).body;
    const res = await shop.http.get(`/api/products/${first.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, price: first.price, category: { name: first.category.name } });
    for (const id of [UNKNOWN, 'abc', "1' OR 1=1"]) {
      const miss = await shop.http.get(`/api/products/${encodeURIComponent(id)}`);
      expect([miss.status, miss.body]).toEqual([404, { message: 'Product not found' }]);
    }
  });
});

describe('REST admin writes', () => {
  it('POST 201 (money as strings), PUT, DELETE → { id }', async () => {
    const body = { ...valid(), price: '1249.9', originalPrice: '1499', stock: 3, sizes: ['S', ' ', 'M'] };
    const created = await shop.http.post('/api/products').set(bearer(adminToken)).send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Saffron Silk Dupatta', price: '1249.90', originalPrice: '1499.00', sizes: ['S', 'M'], discountPercent: 17 });
    const id = created.body.id;

    const put = await shop.http.put(`/api/products/${id}`).set(bearer(adminToken)).send({ ...body, price: 1100, stock: 9 });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id, price: '1100.00', stock: 9 });
    // The spec's client omits an empty originalPrice: the PUT clears it.
    const { originalPrice: _o, ...noOriginal } = body;
    const cleared = await shop.http.put(`/api/products/${id}`).set(bearer(adminToken)).send({ ...noOriginal, price: 1100, stock: 9 });
    expect(cleared.body).toMatchObject({ id, price: '1100.00', originalPrice: null, discountPercent: 0 });
    const incomplete = await shop.http.put(`/api/products/${id}`).set(bearer(adminToken)).send({ featured: true });
    expect([incomplete.status, incomplete.body.message]).toEqual([400, 'Name is required']);

    const del = await shop.http.delete(`/api/products/${id}`).set(bearer(adminToken));
    expect([del.status, del.body]).toEqual([200, { id }]);
    expect((await shop.http.get(`/api/products/${id}`)).status).toBe(404);
    expect((await shop.http.delete(`/api/products/${id}`).set(bearer(adminToken))).status).toBe(404);
    expect((await shop.http.put(`/api/products/${id}`).set(bearer(adminToken)).send(body)).status).toBe(404);
  });

  it('validation: 400 { message, errors } with the spec texts', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ price: 'abc' }, 'price', 'Price must be greater than 0'],
      [{ price: '0.00' }, 'price', 'Price must be greater than 0'],
      [{ originalPrice: '-5' }, 'originalPrice', 'Original price must be greater than 0'],
      [{ categoryId: undefined }, 'categoryId', 'Category is required'],
      [{ categoryId: UNKNOWN }, 'categoryId', 'Category is required'],
      [{ images: 'not a url' }, 'images', 'Invalid URL format'],
      [{ images: [] }, 'images', 'At least one image is required'],
      [{ stock: -1 }, 'stock', 'Stock cannot be negative'],
      [{ stock: 1.5 }, 'stock', 'Stock must be a whole number'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await shop.http.post('/api/products').set(bearer(adminToken)).send({ ...valid(), ...patch });
      expect([res.status, res.body.message, res.body.errors?.[field]]).toEqual([400, message, message]);
    }
    const malformed = await shop.http.post('/api/products').set(bearer(adminToken)).set('content-type', 'application/json').send('{"name":');
    expect(malformed.status).toBe(400);
  });

  it('401 without a token, 403 for a customer', async () => {
    const [first] = (await shop.http.get('/api/products?limit=1')).body;
    const calls = [
      () => shop.http.post('/api/products').send(valid()),
      () => shop.http.put(`/api/products/${first.id}`).send({ ...valid(), stock: 0 }),
      () => shop.http.delete(`/api/products/${first.id}`),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(bearer(customerToken))).status).toBe(403);
    }
    expect((await shop.http.get(`/api/products/${first.id}`)).body.stock).toBe(first.stock);
  });
});

describe('variants through both APIs', () => {
  const kurta = () => ({ ...valid(), name: 'Teal Cotton Kurta', sizes: ['M', 'L', 'XL'], colors: ['Teal'], stock: undefined });

  it('REST: products carry their variants; POST takes a stock grid, PUT without one keeps it, the total is their sum', async () => {
    const created = await shop.http
      .post('/api/products')
      .set(bearer(adminToken))
      .send({ ...kurta(), variants: [{ size: 'L', color: 'Teal', stock: 3 }, { size: 'XL', color: 'Teal', stock: 0, sku: 'kur-special-xl' }, { size: 'M', color: 'teal', stock: '2' }] });
    expect(created.status).toBe(201);
    expect(created.body.stock).toBe(5);
    expect(created.body.variants).toEqual([
      { id: expect.any(String), productId: created.body.id, sku: expect.stringMatching(/^KUR\d*-TEAL-M$/), size: 'M', color: 'Teal', stock: 2, available: true },
      { id: expect.any(String), productId: created.body.id, sku: expect.stringMatching(/^KUR\d*-TEAL-L$/), size: 'L', color: 'Teal', stock: 3, available: true },
      { id: expect.any(String), productId: created.body.id, sku: 'KUR-SPECIAL-XL', size: 'XL', color: 'Teal', stock: 0, available: false },
    ]);
    const listed = (await shop.http.get(`/api/products?ids=${created.body.id}`)).body[0];
    expect(listed.variants).toEqual(created.body.variants);
    expect((await shop.http.get(`/api/products/${created.body.id}`)).body.variants).toEqual(created.body.variants);

    // PUT as the spec's clients send it (no variants, the same total): nothing moves
    const same = await shop.http.put(`/api/products/${created.body.id}`).set(bearer(adminToken)).send({ ...kurta(), stock: 5 });
    expect(same.body.variants.map((v: { stock: number }) => v.stock)).toEqual([2, 3, 0]);
    // a new total: a rise is spread over every size
    const more = await shop.http.put(`/api/products/${created.body.id}`).set(bearer(adminToken)).send({ ...kurta(), stock: 8 });
    expect(more.body.variants.map((v: { stock: number }) => v.stock)).toEqual([3, 4, 1]);
    expect(more.body.variants.map((v: { id: string }) => v.id)).toEqual(created.body.variants.map((v: { id: string }) => v.id));
    // a size dropped: its variant goes, the others keep their stock
    const fewer = await shop.http.put(`/api/products/${created.body.id}`).set(bearer(adminToken)).send({ ...kurta(), sizes: ['M', 'L'] });
    expect(fewer.body).toMatchObject({ stock: 7, sizes: ['M', 'L'] });
  });

  it('REST: a product without options gets one default variant, its stock the product’s', async () => {
    const res = await shop.http.post('/api/products').set(bearer(adminToken)).send({ ...valid(), name: 'Plain Gamchha', colors: [], stock: 4 });
    expect(res.body.variants).toEqual([expect.objectContaining({ size: null, color: null, stock: 4, sku: 'GAM' })]);
  });

  it('refuses bad cells with a message on the cell, and a duplicate SKU with 409, on both APIs', async () => {
    const owner = await shop.http.post('/api/products').set(bearer(adminToken)).send({ ...valid(), name: 'SKU Owner', variants: [{ color: 'Saffron', stock: 1, sku: 'TAKEN-SKU-1' }] });
    expect(owner.body.variants[0].sku).toBe('TAKEN-SKU-1');
    const cases: Array<[unknown[], number, string, string]> = [
      [[{ size: 'M', color: 'Teal', stock: -1 }], 400, 'variants.0.stock', 'Stock cannot be negative'],
      [[{ size: 'M', color: 'Teal', stock: 1.5 }], 400, 'variants.0.stock', 'Stock must be a whole number'],
      [[{ size: 'XXL', color: 'Teal', stock: 1 }], 400, 'variants.0.size', "Size XXL is not one of the product's sizes"],
      [[{ size: 'M', color: 'Teal', stock: 1 }, { size: 'M', color: 'Teal', stock: 2 }], 400, 'variants.1', 'Teal, M is listed twice'],
      [[{ size: 'M', color: 'Teal', stock: 1, sku: 'bad sku!' }], 400, 'variants.0.sku', 'SKU must be 1–40 letters, digits, dots, dashes or slashes'],
      [[{ size: 'M', color: 'Teal', stock: 1, sku: 'taken-sku-1' }], 409, 'variants.0.sku', 'SKU TAKEN-SKU-1 is already used by another product'],
      // keyed by the input's position, whatever the display order
      [[{ size: 'XL', color: 'Teal', stock: 1 }, { size: 'M', color: 'Teal', stock: 1, sku: 'TAKEN-SKU-1' }], 409, 'variants.1.sku', 'SKU TAKEN-SKU-1 is already used by another product'],
    ];
    for (const [variants, status, field, message] of cases) {
      const res = await shop.http.post('/api/products').set(bearer(adminToken)).send({ ...kurta(), variants });
      expect([res.status, res.body.message, res.body.errors?.[field]]).toEqual([status, message, message]);
      const viaGql = await gql(shop, CREATE, { input: { ...kurta(), stock: 0, variants } }, adminToken);
      // GraphQL's Int refuses 1.5 before the service sees it
      if (message !== 'Stock must be a whole number') {
        expect(viaGql.body.errors).toBeUndefined();
        expect(viaGql.body.data.createProduct).toEqual({ product: null, errors: [{ field, code: status === 409 ? 'CONFLICT' : 'INVALID', message }] });
      } else expect(viaGql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    expect((await shop.http.get('/api/products?search=Teal Cotton Kurta')).body).toHaveLength(1); // only the first test's: nothing was written
  });

  it('GraphQL: variants, sold-out count and low stock; the admin search finds a product by SKU; lowStock filters', async () => {
    const input = { ...kurta(), name: 'Graph Kurta', stock: 0, variants: [{ size: 'M', color: 'Teal', stock: 9 }, { size: 'L', color: 'Teal', stock: 2, sku: 'GRAPH-L' }] };
    const res = await gql(shop, `mutation C($input: ProductInput!) { createProduct(input: $input) { product { id stock soldOutVariants lowStock variants { sku size color stock available } } ${ERRORS} } }`, { input }, adminToken);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.createProduct.errors).toEqual([]);
    expect(res.body.data.createProduct.product).toMatchObject({
      stock: 11,
      soldOutVariants: 1,
      lowStock: true,
      variants: [
        { size: 'M', color: 'Teal', stock: 9, available: true },
        { sku: 'GRAPH-L', size: 'L', color: 'Teal', stock: 2, available: true },
        { size: 'XL', color: 'Teal', stock: 0, available: false },
      ],
    });
    const id = res.body.data.createProduct.product.id;
    const find = async (filter: object) =>
      ((await gql(shop, `query P($filter: ProductFilter) { products(filter: $filter, limit: 100) { items { id } } }`, { filter }, adminToken)).body.data.products.items as { id: string }[]).map((p) => p.id);
    expect(await find({ nameOrSku: 'graph-l' })).toEqual([id]);
    expect(await find({ nameOrSku: 'Graph Kurta' })).toEqual([id]);
    expect(await find({ lowStock: true })).toContain(id);
    expect(await find({ lowStock: false })).not.toContain(id);
    expect((await shop.http.get(`/api/products?nameOrSku=GRAPH-L`)).body.map((p: { id: string }) => p.id)).toEqual([id]);
  });
});
