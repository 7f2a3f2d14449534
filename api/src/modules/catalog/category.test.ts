// Categories: service rules and both APIs (categories, create/update/deleteCategory, /api/categories).
import { createTestShop, createCustomer, adminSession, contextFor, gql, type TestShop } from '../../test/harness';
import { seedCategories, seedProducts } from './catalog.data';
import type { RequestContext } from '../../platform/common/context';

let shop: TestShop;
let admin: { token: string; ctx: RequestContext };
let customer: { token: string; ctx: RequestContext };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const seedCount = (slug: string) => seedProducts.filter((p) => p.category === slug).length;

const FIELDS = 'id name slug description image productCount createdAt updatedAt';
const CATEGORIES = `query { categories { ${FIELDS} } }`;
const ERRORS = 'errors { field code message }';
const CREATE = `mutation C($input: CategoryInput!) { createCategory(input: $input) { category { ${FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation U($input: UpdateCategoryInput!) { updateCategory(input: $input) { category { ${FIELDS} } ${ERRORS} } }`;
const DELETE = `mutation D($input: DeleteCategoryInput!) { deleteCategory(input: $input) { deletedId ${ERRORS} } }`;

let n = 0;
const fresh = (prefix = 'Festive Wear') => `${prefix} ${++n}`;
const productIn = (categoryId: string) => ({ name: 'Test Kurta', price: 499, categoryId, images: ['/media/x.svg'], sizes: [], colors: [], stock: 1, featured: false });

beforeAll(async () => {
  shop = await createTestShop();
  admin = await adminSession(shop);
  customer = await createCustomer(shop);
});
afterAll(() => shop.close());

describe('lists', () => {
  it('GET /api/categories: the four seeded categories with their product counts', async () => {
    const res = await shop.http.get('/api/categories');
    expect(res.status).toBe(200);
    for (const c of seedCategories) {
      expect(res.body).toContainEqual(expect.objectContaining({ name: c.name, slug: c.slug, description: c.description, image: c.image, productCount: seedCount(c.slug) }));
    }
  });

  it('GraphQL categories: the same, productCount included', async () => {
    const res = await gql(shop, CATEGORIES);
    expect(res.body.errors).toBeUndefined();
    const men = res.body.data.categories.find((c: { slug: string }) => c.slug === 'men');
    expect(men).toMatchObject({ name: 'Men', productCount: seedCount('men'), id: expect.any(String) });
    expect(res.body.data.categories.length).toBeGreaterThanOrEqual(4);
  });
});

describe('create', () => {
  it('admin creates a category; the slug comes from the name; optional fields may be empty', async () => {
    const c = await shop.services.categories.create(admin.ctx, { name: "  Men's Ethnic Wear ", description: '', image: '' });
    expect(c).toMatchObject({ name: "Men's Ethnic Wear", slug: 'mens-ethnic-wear', description: null, image: null, productCount: 0 });
    const withImage = await shop.services.categories.create(admin.ctx, { name: 'Śaree Collection', image: '/media/categories/women.svg', description: 'Silk and cotton' });
    expect(withImage).toMatchObject({ slug: 'saree-collection', image: '/media/categories/women.svg', description: 'Silk and cotton' });
    const gujarati = await shop.services.categories.create(admin.ctx, { name: 'ચણિયા ચોળી' });
    expect(gujarati.slug).toBe('ચણિયા-ચોળી');
  });

  it("validation: 'Name is required', 'Must be a valid URL'", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', 'Name is required'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ name: 7 }, 'name', 'Name is required'],
      [{ name: fresh(), image: 'not a url' }, 'image', 'Must be a valid URL'],
      [{ name: fresh(), image: 'ftp://x.example/a.png' }, 'image', 'Must be a valid URL'],
    ];
    for (const [input, field, message] of cases) {
      const err = await shop.services.categories.create(admin.ctx, input).catch((e) => e);
      expect(err).toMatchObject({ status: 400, message, fields: { [field]: message } });
    }
  });

  it("a taken name (any case) → 409 'A category with this name already exists'", async () => {
    for (const name of ['Men', 'men', ' WOMEN ']) {
      await expect(shop.services.categories.create(admin.ctx, { name })).rejects.toMatchObject({
        status: 409,
        code: 'DUPLICATE_CATEGORY',
        message: 'A category with this name already exists',
      });
    }
  });

  it('GraphQL and REST: same rules, admin only', async () => {
    const gqlOk = await gql(shop, CREATE, { input: { name: fresh(), description: 'Diwali picks', image: 'https://cdn.example.in/d.jpg' } }, admin.token);
    expect(gqlOk.body.data.createCategory).toEqual({ category: expect.objectContaining({ description: 'Diwali picks', productCount: 0 }), errors: [] });
    const gqlBad = await gql(shop, CREATE, { input: { name: '' } }, admin.token);
    expect(gqlBad.body.errors).toBeUndefined();
    expect(gqlBad.body.data.createCategory).toEqual({ category: null, errors: [{ field: 'name', code: 'INVALID', message: 'Name is required' }] });
    const gqlDup = await gql(shop, CREATE, { input: { name: 'Kids' } }, admin.token);
    expect(gqlDup.body.data.createCategory).toEqual({ category: null, errors: [{ field: 'name', code: 'DUPLICATE_CATEGORY', message: 'A category with this name already exists' }] });
    expect((await gql(shop, CREATE, { input: { name: fresh() } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(shop, CREATE, { input: { name: fresh() } }, customer.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const name = fresh();
    const restOk = await shop.http.post('/api/categories').set(bearer(admin.token)).send({ name, description: 'x', image: 'https://cdn.example.in/c.jpg' });
    expect(restOk.status).toBe(201);
    expect(restOk.body).toMatchObject({ name, productCount: 0 });
    const restBad = await shop.http.post('/api/categories').set(bearer(admin.token)).send({ name: 'Valid', image: 'nope' });
    expect([restBad.status, restBad.body]).toEqual([400, { message: 'Must be a valid URL', errors: { image: 'Must be a valid URL' } }]);
    const restDup = await shop.http.post('/api/categories').set(bearer(admin.token)).send({ name });
    expect([restDup.status, restDup.body.message]).toEqual([409, 'A category with this name already exists']);
    expect((await shop.http.post('/api/categories').send({ name: fresh() })).status).toBe(401);
    expect((await shop.http.post('/api/categories').set(bearer(customer.token)).send({ name: fresh() })).status).toBe(403);
  });
});

describe('update', () => {
  it('renames (slug follows), replaces description and image, refuses a taken name', async () => {
    const c = await shop.services.categories.create(admin.ctx, { name: fresh('Winter'), description: 'Warm', image: '/media/w.svg' });
    const u = await shop.services.categories.update(admin.ctx, c.id, { name: 'Winter Shawls', description: 'Warm', image: '/media/w.svg' });
    expect(u).toMatchObject({ id: c.id, name: 'Winter Shawls', slug: 'winter-shawls', description: 'Warm', image: '/media/w.svg' });
    const cleared = await shop.services.categories.update(admin.ctx, c.id, { name: 'Winter Shawls', image: '' });
    expect(cleared).toMatchObject({ description: null, image: null });
    await expect(shop.services.categories.update(admin.ctx, c.id, { name: 'Elders' })).rejects.toMatchObject({ status: 409, message: 'A category with this name already exists' });
    await expect(shop.services.categories.update(admin.ctx, c.id, { name: '' })).rejects.toMatchObject({ status: 400, message: 'Name is required' });
    await expect(shop.services.categories.update(admin.ctx, c.id, { name: 'Winter Shawls', image: 'bad' })).rejects.toMatchObject({ status: 400, message: 'Must be a valid URL' });
  });

  it('unknown or malformed id → 404; both APIs; admin only', async () => {
    for (const id of [UNKNOWN, 'men']) {
      await expect(shop.services.categories.update(admin.ctx, id, { name: fresh() })).rejects.toMatchObject({ status: 404, message: 'Category not found' });
    }
    const c = await shop.services.categories.create(admin.ctx, { name: fresh() });
    const viaGql = await gql(shop, UPDATE, { input: { id: c.id, name: 'Navratri Specials', image: 'https://cdn.example.in/n.jpg' } }, admin.token);
    expect(viaGql.body.data.updateCategory).toEqual({ category: expect.objectContaining({ id: c.id, slug: 'navratri-specials', productCount: 0 }), errors: [] });
    for (const id of [UNKNOWN, 'men']) {
      const missing = await gql(shop, UPDATE, { input: { id, name: fresh() } }, admin.token);
      expect(missing.body.data.updateCategory).toEqual({ category: null, errors: [{ field: null, code: 'NOT_FOUND', message: 'Category not found' }] });
    }
    const viaRest = await shop.http.put(`/api/categories/${c.id}`).set(bearer(admin.token)).send({ name: 'Navratri Specials', description: 'Garba nights' });
    expect(viaRest.body).toMatchObject({ id: c.id, name: 'Navratri Specials', description: 'Garba nights', image: null });
    const restBad = await shop.http.put(`/api/categories/${c.id}`).set(bearer(admin.token)).send({ description: 'no name' });
    expect([restBad.status, restBad.body]).toEqual([400, { message: 'Name is required', errors: { name: 'Name is required' } }]);
    expect((await shop.http.put(`/api/categories/${UNKNOWN}`).set(bearer(admin.token)).send({ name: 'X' })).status).toBe(404);
    expect((await shop.http.put(`/api/categories/${c.id}`).send({ name: 'X' })).status).toBe(401);
    expect((await shop.http.put(`/api/categories/${c.id}`).set(bearer(customer.token)).send({ name: 'X' })).status).toBe(403);
    expect((await gql(shop, UPDATE, { input: { id: c.id, name: 'X' } }, customer.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('delete', () => {
  it('refused with 409 while products remain, naming how many', async () => {
    const men = (await shop.services.categories.list(contextFor(null))).find((c) => c.name === 'Men')!;
    const message = `Cannot delete a category that still has products. Move or delete its ${seedCount('men')} products first.`;
    await expect(shop.services.categories.delete(admin.ctx, men.id)).rejects.toMatchObject({ status: 409, code: 'CATEGORY_NOT_EMPTY', message });
    const rest = await shop.http.delete(`/api/categories/${men.id}`).set(bearer(admin.token));
    expect([rest.status, rest.body]).toEqual([409, { message }]);
    const viaGql = await gql(shop, DELETE, { input: { id: men.id } }, admin.token);
    expect(viaGql.body.errors).toBeUndefined();
    expect(viaGql.body.data.deleteCategory).toEqual({ deletedId: null, errors: [{ field: null, code: 'CATEGORY_NOT_EMPTY', message }] });
    expect(await shop.db.prisma.product.count({ where: { categoryId: men.id } })).toBe(seedCount('men'));
  });

  it('a category with one product: counts shown everywhere, then deletable once the product moves', async () => {
    const c = await shop.services.categories.create(admin.ctx, { name: fresh('Sale Corner') });
    const p = await shop.services.products.create(admin.ctx, productIn(c.id));
    const listed = (await shop.http.get('/api/categories')).body.find((x: { id: string }) => x.id === c.id);
    expect(listed.productCount).toBe(1);
    expect((await gql(shop, CATEGORIES)).body.data.categories.find((x: { id: string }) => x.id === c.id).productCount).toBe(1);
    expect((await shop.services.products.list(contextFor(null), { filter: { category: c.slug } })).items.map((x) => x.id)).toEqual([p.id]);

    await expect(shop.services.categories.delete(admin.ctx, c.id)).rejects.toMatchObject({
      status: 409,
      message: 'Cannot delete a category that still has products. Move or delete its 1 product first.',
    });
    const kids = (await shop.services.categories.list(contextFor(null))).find((x) => x.name === 'Kids')!;
    await shop.services.products.update(admin.ctx, p.id, { ...productIn(kids.id) });
    expect(await shop.services.categories.delete(admin.ctx, c.id)).toEqual({ id: c.id });
    expect((await shop.http.get('/api/categories')).body.find((x: { id: string }) => x.id === c.id)).toBeUndefined();
  });

  it('both APIs answer the id; unknown or malformed → 404; admin only', async () => {
    const a = await shop.services.categories.create(admin.ctx, { name: fresh() });
    const b = await shop.services.categories.create(admin.ctx, { name: fresh() });
    expect((await gql(shop, DELETE, { input: { id: a.id } }, customer.token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(shop, DELETE, { input: { id: a.id } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(shop, DELETE, { input: { id: a.id } }, admin.token)).body.data.deleteCategory).toEqual({ deletedId: a.id, errors: [] });
    expect((await shop.http.delete(`/api/categories/${b.id}`)).status).toBe(401);
    expect((await shop.http.delete(`/api/categories/${b.id}`).set(bearer(customer.token))).status).toBe(403);
    const del = await shop.http.delete(`/api/categories/${b.id}`).set(bearer(admin.token));
    expect([del.status, del.body]).toEqual([200, { id: b.id }]);
    for (const id of [a.id, UNKNOWN, 'abc']) {
      const res = await shop.http.delete(`/api/categories/${id}`).set(bearer(admin.token));
      expect([res.status, res.body]).toEqual([404, { message: 'Category not found' }]);
      const viaGql = await gql(shop, DELETE, { input: { id } }, admin.token);
      expect(viaGql.body.data.deleteCategory).toEqual({ deletedId: null, errors: [{ field: null, code: 'NOT_FOUND', message: 'Category not found' }] });
    }
  });
});
