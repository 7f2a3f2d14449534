// Admin product rules at the service level: create/update/delete, every §5 message, and what a
// deletion does to carts and past orders.
import { createTestServices, createCustomer, adminSession, contextFor, type TestServices } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let admin: RequestContext;
let customer: RequestContext;
let menId: string;
let kidsId: string;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const valid = () => ({
  name: 'Indigo Block Print Kurta',
  description: 'Hand block printed cotton.',
  price: 899,
  originalPrice: 1199,
  categoryId: menId,
  images: ['https://cdn.example.in/kurta.jpg', '/media/products/kurta-indigo.svg'],
  sizes: ['M', 'L'],
  colors: ['Indigo'],
  stock: 12,
  featured: true,
});

beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
  customer = (await createCustomer(shop)).ctx;
  const cats = await shop.services.categories.list(contextFor(null));
  menId = cats.find((c) => c.name === 'Men')!.id;
  kidsId = cats.find((c) => c.name === 'Kids')!.id;
});
afterAll(() => shop.close());

describe('create', () => {
  it('creates a product; money as numbers or numeric strings, lists cleaned, defaults applied', async () => {
    const p = await shop.services.products.create(admin, {
      ...valid(),
      price: '799.5',
      originalPrice: '999',
      description: undefined,
      sizes: [' S ', '', 'M', 'M', '  '],
      colors: 'Red, , Blue ,',
      featured: undefined,
      stock: '7',
    });
    expect(p).toMatchObject({ name: 'Indigo Block Print Kurta', description: '', sizes: ['S', 'M'], colors: ['Red', 'Blue'], stock: 7, featured: false, discountPercent: 20, inStock: true });
    expect(p.price.toString()).toBe('799.5');
    expect(p.originalPrice!.toString()).toBe('999');
    const stored = await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } });
    expect(stored.price.toFixed(2)).toBe('799.50');
  });

  it('originalPrice may be omitted, null or empty', async () => {
    for (const originalPrice of [undefined, null, '']) {
      const p = await shop.services.products.create(admin, { ...valid(), originalPrice });
      expect(p.originalPrice).toBeNull();
      expect(p.discountPercent).toBe(0);
    }
  });

  it('images may come as one URL per line, blank lines ignored', async () => {
    const p = await shop.services.products.create(admin, { ...valid(), images: 'https://a.example/1.jpg\n\n  /media/x.svg  \r\n' });
    expect(p.images).toEqual(['https://a.example/1.jpg', '/media/x.svg']);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['missing name', { name: undefined }, 'name', 'Name is required'],
    ['blank name', { name: '   ' }, 'name', 'Name is required'],
    ['numeric name', { name: 42 }, 'name', 'Name is required'],
    ['zero price', { price: 0 }, 'price', 'Price must be greater than 0'],
    ['negative price', { price: -10 }, 'price', 'Price must be greater than 0'],
    ['text price', { price: 'free' }, 'price', 'Price must be greater than 0'],
    ['missing price', { price: undefined }, 'price', 'Price must be greater than 0'],
    ['zero original price', { originalPrice: 0 }, 'originalPrice', 'Original price must be greater than 0'],
    ['text original price', { originalPrice: 'abc' }, 'originalPrice', 'Original price must be greater than 0'],
    ['missing category', { categoryId: undefined }, 'categoryId', 'Category is required'],
    ['blank category', { categoryId: '' }, 'categoryId', 'Category is required'],
    ['malformed category', { categoryId: 'men' }, 'categoryId', 'Category is required'],
    ['unknown category', { categoryId: UNKNOWN }, 'categoryId', 'Category is required'],
    ['no images', { images: [] }, 'images', 'At least one image is required'],
    ['blank images only', { images: ['', '  '] }, 'images', 'At least one image is required'],
    ['missing images', { images: undefined }, 'images', 'At least one image is required'],
    ['bad image url', { images: ['https://ok.example/a.jpg', 'not a url'] }, 'images', 'Invalid URL format'],
    ['ftp image url', { images: ['ftp://files.example/a.jpg'] }, 'images', 'Invalid URL format'],
    ['javascript image url', { images: ['javascript:alert(1)'] }, 'images', 'Invalid URL format'],
    ['negative stock', { stock: -1 }, 'stock', 'Stock cannot be negative'],
    ['negative stock string', { stock: '-3' }, 'stock', 'Stock cannot be negative'],
    ['fractional stock', { stock: 2.5 }, 'stock', 'Stock must be a whole number'],
    ['text stock', { stock: 'many' }, 'stock', 'Stock must be a whole number'],
    ['featured not boolean', { featured: 'yes' }, 'featured', 'Featured must be true or false'],
    ['sizes not text', { sizes: [1, 2] }, 'sizes', 'Sizes must be a list of short texts'],
  ];

  it.each(invalid)('%s → 400', async (_label, patch, field, message) => {
    const before = await shop.db.prisma.product.count();
    const err = await shop.services.products.create(admin, { ...valid(), ...patch }).catch((e) => e);
    expect(err).toMatchObject({ status: 400, code: 'BAD_USER_INPUT', message });
    expect(err.fields[field]).toBe(message);
    expect(await shop.db.prisma.product.count()).toBe(before);
  });

  it('reports every failing field, the first one as the message', async () => {
    const err = await shop.services.products.create(admin, { name: '', price: 0, images: [] }).catch((e) => e);
    expect(err.message).toBe('Name is required');
    expect(err.fields).toMatchObject({ name: 'Name is required', price: 'Price must be greater than 0', categoryId: 'Category is required', images: 'At least one image is required' });
  });

  it('admin only: a customer gets 403, a guest 401', async () => {
    await expect(shop.services.products.create(customer, valid())).rejects.toMatchObject({ status: 403 });
    await expect(shop.services.products.create(contextFor(null), valid())).rejects.toMatchObject({ status: 401 });
  });
});

describe('update', () => {
  it('replaces the product; optional fields left out take their defaults (PUT = same as create)', async () => {
    const p = await shop.services.products.create(admin, valid());
    const u = await shop.services.products.update(admin, p.id, { ...valid(), stock: 0, price: '850.00', categoryId: kidsId });
    expect(u).toMatchObject({ id: p.id, name: p.name, stock: 0, inStock: false, categoryId: kidsId, sizes: ['M', 'L'], featured: true });
    expect(u.price.toString()).toBe('850');
    expect(u.originalPrice!.toString()).toBe('1199');
    expect(u.updatedAt.getTime()).toBeGreaterThanOrEqual(p.updatedAt.getTime());
    const { originalPrice: _o, description: _d, ...withoutOptional } = valid();
    const cleared = await shop.services.products.update(admin, p.id, { ...withoutOptional, name: 'Renamed' });
    expect(cleared).toMatchObject({ name: 'Renamed', categoryId: menId, originalPrice: null, description: '', discountPercent: 0 });
  });

  it('applies the same rules', async () => {
    const p = await shop.services.products.create(admin, valid());
    await expect(shop.services.products.update(admin, p.id, { ...valid(), name: '' })).rejects.toMatchObject({ status: 400, message: 'Name is required' });
    await expect(shop.services.products.update(admin, p.id, { ...valid(), categoryId: UNKNOWN })).rejects.toMatchObject({ status: 400, fields: { categoryId: 'Category is required' } });
    await expect(shop.services.products.update(admin, p.id, { ...valid(), images: ['nope'] })).rejects.toMatchObject({ status: 400, message: 'Invalid URL format' });
    await expect(shop.services.products.update(admin, p.id, { stock: 3 })).rejects.toMatchObject({ status: 400, message: 'Name is required' });
    expect((await shop.services.products.get(admin, p.id)).name).toBe(valid().name);
  });

  it("unknown or malformed id → 404 'Product not found'; admin only", async () => {
    for (const id of [UNKNOWN, 'abc']) {
      await expect(shop.services.products.update(admin, id, valid())).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    }
    const p = await shop.services.products.create(admin, valid());
    await expect(shop.services.products.update(customer, p.id, valid())).rejects.toMatchObject({ status: 403 });
    await expect(shop.services.products.update(contextFor(null), p.id, valid())).rejects.toMatchObject({ status: 401 });
  });
});

describe('delete', () => {
  it('removes the product and its cart lines; past orders stay readable with their snapshot', async () => {
    const p = await shop.services.products.create(admin, valid());
    const buyer = await createCustomer(shop);
    const prisma = shop.db.prisma;
    await prisma.cartItem.create({ data: { cart: { create: { userId: buyer.user.id } }, product: { connect: { id: p.id } }, quantity: 2, size: 'M' } });
    const address = { firstName: 'Asha', lastName: 'Patel', email: buyer.user.email, phone: '9876543210', address: '12 Alkapuri', city: 'Vadodara', zipCode: '390007', country: 'India' };
    const order = await prisma.order.create({
      data: {
        userId: buyer.user.id,
        email: buyer.user.email,
        subtotal: '1798.00',
        total: '1798.00',
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: 'card',
        items: { create: [{ productId: p.id, name: p.name, image: p.images[0], quantity: 2, price: '899.00', size: 'M', color: 'Indigo' }] },
      },
    });

    expect(await shop.services.products.delete(admin, p.id)).toEqual({ id: p.id });

    await expect(shop.services.products.get(contextFor(null), p.id)).rejects.toMatchObject({ status: 404 });
    expect(await prisma.cartItem.count({ where: { cart: { userId: buyer.user.id } } })).toBe(0);
    const kept = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, include: { items: true } });
    expect(kept.total.toFixed(2)).toBe('1798.00');
    expect(kept.items).toHaveLength(1);
    expect(kept.items[0]).toMatchObject({ productId: null, name: 'Indigo Block Print Kurta', image: 'https://cdn.example.in/kurta.jpg', quantity: 2, size: 'M', color: 'Indigo' });
    expect(kept.items[0].price.toFixed(2)).toBe('899.00');
  });

  it("unknown or malformed id → 404; a second delete → 404; admin only", async () => {
    const p = await shop.services.products.create(admin, valid());
    await expect(shop.services.products.delete(customer, p.id)).rejects.toMatchObject({ status: 403 });
    await expect(shop.services.products.delete(contextFor(null), p.id)).rejects.toMatchObject({ status: 401 });
    await shop.services.products.delete(admin, p.id);
    for (const id of [p.id, UNKNOWN, 'abc', undefined]) {
      await expect(shop.services.products.delete(admin, id)).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    }
  });
});
