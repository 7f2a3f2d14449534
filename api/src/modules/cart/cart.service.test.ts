// Cart rules through the service, on a real seeded database.
// @postgres: runs on both databases — it branches on the engine.
import { contextFor, createCustomer, createTestServices, usingPostgres, type TestServices } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { KURTA, SAREE, TROUSERS, plainProduct, productNamed, setStock } from './cart.test-helpers';
import { createProduct, setVariantStock } from '../../test/fixtures';

let shop: TestServices;
beforeAll(async () => {
  shop = await createTestServices();
  await createCatalogue(shop);
});
afterAll(async () => {
  await shop.close();
});

const itPg = usingPostgres() ? it : it.skip;
const cart = () => shop.services.cart;
const guest = contextFor(null);
const admin = contextFor({ id: '00000000-0000-4000-8000-00000000ad02', email: 'admin@test.shop', role: 'admin' });

describe('who may use a cart', () => {
  it('refuses guests with 401 (guest carts live in the browser)', async () => {
    await expect(cart().get(guest)).rejects.toMatchObject({ status: 401 });
    await expect(cart().add(guest, { productId: 'x', quantity: 1 })).rejects.toMatchObject({ status: 401 });
    await expect(cart().merge(guest, [])).rejects.toMatchObject({ status: 401 });
    await expect(cart().clear(guest)).rejects.toMatchObject({ status: 401 });
  });

  it('starts empty, with id cart-<userId>', async () => {
    const { user, ctx } = await createCustomer(shop);
    await expect(cart().get(ctx)).resolves.toEqual({ id: `cart-${user.id}`, items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: null });
  });
});

describe('adding', () => {
  it('adds a line with the product, null for options it does not have, and exact totals', async () => {
    const { ctx } = await createCustomer(shop);
    const hanky = await plainProduct(shop, 'Plain Cotton Handkerchief', 10, '149.50');
    const { item, cart: c } = await cart().add(ctx, { productId: hanky.id, quantity: 3 });
    expect(item).toMatchObject({ productId: hanky.id, quantity: 3, size: null, color: null, lineTotal: '448.50', available: true, problem: null });
    expect(item.product).toMatchObject({ name: 'Plain Cotton Handkerchief', stock: 10, inStock: true, discountPercent: 0 });
    expect(c).toMatchObject({ totalQuantity: 3, subtotal: '448.50' });
    expect(c.items.map((l) => l.id)).toEqual([item.id]);
  });

  it('raises the quantity of the same product+size+colour and adds a new line otherwise', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const first = await cart().add(ctx, { productId: kurta.id, quantity: 1, size: 'M', color: 'White' });
    const again = await cart().add(ctx, { productId: kurta.id, quantity: 2, size: 'M', color: 'White' });
    expect(again.item).toMatchObject({ id: first.item.id, quantity: 3, lineTotal: '3897.00' });
    const other = await cart().add(ctx, { productId: kurta.id, quantity: 1, size: 'L', color: 'White' });
    expect(other.item.id).not.toBe(first.item.id);
    expect(other.cart.items.map((l) => [l.size, l.color, l.quantity])).toEqual([
      ['M', 'White', 3],
      ['L', 'White', 1],
    ]);
    expect(other.cart).toMatchObject({ totalQuantity: 4, subtotal: '5196.00' });
  });

  it("matches options regardless of case and keeps the product's spelling", async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    await cart().add(ctx, { productId: kurta.id, quantity: 1, size: 'xl', color: 'sky blue' });
    const { item } = await cart().add(ctx, { productId: kurta.id, quantity: 1, size: 'XL', color: 'Sky Blue' });
    expect(item).toMatchObject({ size: 'XL', color: 'Sky Blue', quantity: 2 });
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'quantity', 'Quantity must be at least 1'],
    ['a negative quantity', { quantity: -2 }, 'quantity', 'Quantity must be at least 1'],
    ['a quantity that is not a number', { quantity: 'lots' }, 'quantity', 'Quantity must be at least 1'],
    ['a missing quantity', { quantity: undefined }, 'quantity', 'Quantity must be at least 1'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity', 'Quantity must be a whole number'],
    ['a missing product', { productId: undefined }, 'productId', 'Product is required'],
    ['a product id that is not text', { productId: 42 }, 'productId', 'Product is required'],
  ])('refuses %s with 400', async (_label, change, field, message) => {
    const { ctx } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const attempt = cart().add(ctx, { productId: saree.id, quantity: 1, color: 'Red', ...change });
    await expect(attempt).rejects.toMatchObject({ status: 400, message, fields: { [field]: message } });
  });

  it("answers 404 'Product not found' for unknown and malformed ids", async () => {
    const { ctx } = await createCustomer(shop);
    for (const productId of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      await expect(cart().add(ctx, { productId, quantity: 1 })).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    }
  });

  it('requires a size and a colour from the product’s lists', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const saree = await productNamed(shop, SAREE);
    const add = (input: object) => cart().add(ctx, { quantity: 1, ...input });
    await expect(add({ productId: kurta.id, color: 'White' })).rejects.toMatchObject({ status: 400, message: 'Please select a size', fields: { size: 'Please select a size' } });
    await expect(add({ productId: kurta.id, size: '', color: 'White' })).rejects.toMatchObject({ message: 'Please select a size' });
    await expect(add({ productId: kurta.id, size: 'M' })).rejects.toMatchObject({ status: 400, message: 'Please select a color' });
    await expect(add({ productId: kurta.id, size: 'XS', color: 'White' })).rejects.toMatchObject({ status: 400, fields: { size: 'Size XS is not available for this product' } });
    await expect(add({ productId: kurta.id, size: 'M', color: 'Teal' })).rejects.toMatchObject({ status: 400, fields: { color: 'Color Teal is not available for this product' } });
    await expect(add({ productId: saree.id, size: 'M', color: 'Red' })).rejects.toMatchObject({ status: 400, message: 'Size M is not available for this product' });
    await expect(cart().get(ctx)).resolves.toMatchObject({ items: [] });
  });

  it('caps the line at the stock with 409 OUT_OF_STOCK naming the product', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 'Last Three Stoles', 3);
    await cart().add(ctx, { productId: p.id, quantity: 2 });
    await expect(cart().add(ctx, { productId: p.id, quantity: 2 })).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left of Last Three Stoles',
    });
    await expect(cart().add(ctx, { productId: p.id, quantity: 4 })).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await cart().get(ctx)).items.map((l) => l.quantity)).toEqual([2]);
    await expect(cart().add(ctx, { productId: p.id, quantity: 1 })).resolves.toMatchObject({ item: { quantity: 3 } });
  });

  it('refuses an out-of-stock product', async () => {
    const { ctx } = await createCustomer(shop);
    const trousers = await productNamed(shop, TROUSERS);
    await expect(cart().add(ctx, { productId: trousers.id, quantity: 1, size: 'M', color: 'Black' })).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: `${TROUSERS} in Black, M is out of stock`,
    });
  });

  itPg('lets only one of two racing adds take the last units', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 'Racing Scarf', 3);
    const results = await Promise.allSettled([cart().add(ctx, { productId: p.id, quantity: 2 }), cart().add(ctx, { productId: p.id, quantity: 2 })]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await cart().get(ctx)).items.map((l) => l.quantity)).toEqual([2]);
  });
});

describe('changing and removing lines', () => {
  it('sets a quantity within stock', async () => {
    const { ctx } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const { item } = await cart().add(ctx, { productId: saree.id, quantity: 1, color: 'Maroon' });
    const changed = await cart().update(ctx, item.id, { quantity: 4 });
    expect(changed.item).toMatchObject({ id: item.id, quantity: 4, lineTotal: '13996.00' });
    expect(changed.cart).toMatchObject({ totalQuantity: 4, subtotal: '13996.00' });
    await expect(cart().update(ctx, item.id, { quantity: 11 })).rejects.toMatchObject({ status: 409, message: `Only 10 left of ${SAREE} in Maroon` });
    await expect(cart().update(ctx, item.id, { quantity: 0 })).rejects.toMatchObject({ status: 400, message: 'Quantity must be at least 1' });
  });

  it("never lets a customer read or change another's line (404 'Cart item not found')", async () => {
    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const { item } = await cart().add(owner.ctx, { productId: saree.id, quantity: 1, color: 'Red' });
    await expect(cart().update(other.ctx, item.id, { quantity: 2 })).rejects.toMatchObject({ status: 404, message: 'Cart item not found' });
    await expect(cart().remove(other.ctx, item.id)).rejects.toMatchObject({ status: 404, message: 'Cart item not found' });
    await expect(cart().get(other.ctx)).resolves.toMatchObject({ items: [] });
    await expect(cart().get(owner.ctx)).resolves.toMatchObject({ items: [{ id: item.id, quantity: 1 }] });
  });

  it('answers 404 for malformed and unknown line ids', async () => {
    const { ctx } = await createCustomer(shop);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      await expect(cart().update(ctx, id, { quantity: 1 })).rejects.toMatchObject({ status: 404, message: 'Cart item not found' });
      await expect(cart().remove(ctx, id)).rejects.toMatchObject({ status: 404, message: 'Cart item not found' });
    }
  });

  it('removes one line, and clear() empties the cart', async () => {
    const { ctx, user } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const a = await cart().add(ctx, { productId: saree.id, quantity: 1, color: 'Red' });
    await cart().add(ctx, { productId: saree.id, quantity: 2, color: 'Emerald' });
    const after = await cart().remove(ctx, a.item.id);
    expect(after.items.map((l) => l.color)).toEqual(['Emerald']);
    await expect(cart().clear(ctx)).resolves.toEqual({ id: `cart-${user.id}`, items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: null });
    await expect(cart().get(ctx)).resolves.toMatchObject({ items: [] });
  });
});

describe('lines whose product changed', () => {
  it('keeps lines after a stock drop but flags them, and counts them in the subtotal', async () => {
    const { ctx } = await createCustomer(shop);
    const low = await plainProduct(shop, 'Dwindling Dupatta', 5, '200.00');
    const gone = await plainProduct(shop, 'Vanishing Veshti', 5, '300.00');
    const fine = await plainProduct(shop, 'Steady Stole', 5, '100.25');
    await cart().add(ctx, { productId: low.id, quantity: 3 });
    await cart().add(ctx, { productId: gone.id, quantity: 1 });
    await cart().add(ctx, { productId: fine.id, quantity: 2 });
    await setStock(shop, low.id, 2);
    await setStock(shop, gone.id, 0);
    const c = await cart().get(ctx);
    expect(c.items.map((l) => [l.product.name, l.available, l.problem])).toEqual([
      ['Dwindling Dupatta', false, 'Only 2 left in stock'],
      ['Vanishing Veshti', false, 'Out of stock'],
      ['Steady Stole', true, null],
    ]);
    expect(c.items[1]?.product.inStock).toBe(false);
    expect(c).toMatchObject({ totalQuantity: 6, subtotal: '1100.50' });
  });

  it('uses current prices and flags a size the product no longer sells (its variant is gone)', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await createProduct(shop, { name: 'Repriced Pagdi', price: '500.00', sizes: ['M', 'L'], stock: 9 });
    await cart().add(ctx, { productId: p.id, quantity: 2, size: 'L' });
    await shop.services.products.update(admin, p.id, { name: p.name, price: '450.50', categoryId: p.categoryId, images: p.images, sizes: ['M'] });
    const [line] = (await cart().get(ctx)).items;
    expect(line).toMatchObject({ lineTotal: '901.00', available: false, problem: 'Size L is no longer available', variantId: null, variant: null });
    await expect(cart().update(ctx, line.id, { quantity: 1 })).rejects.toMatchObject({ status: 400, message: 'Repriced Pagdi in L is no longer available' });
  });

  it('drops the lines of a deleted product', async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 'Discontinued Dhoti', 5);
    await cart().add(ctx, { productId: p.id, quantity: 1 });
    await shop.db.prisma.product.delete({ where: { id: p.id } });
    await expect(cart().get(ctx)).resolves.toMatchObject({ items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: null });
  });
});

describe('merge (guest cart on sign-in, Reorder)', () => {
  it('adds guest lines, sums the same line up to stock, and reports every skipped line', async () => {
    const { ctx } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);
    const trousers = await productNamed(shop, TROUSERS);
    const scarce = await plainProduct(shop, 'Scarce Shawl', 4, '999.00');
    await cart().add(ctx, { productId: scarce.id, quantity: 3 });

    const { cart: merged, skipped } = await cart().merge(ctx, [
      { productId: saree.id, quantity: 2, color: 'maroon', size: null },
      { productId: saree.id, quantity: 1, color: 'Maroon' },
      { productId: scarce.id, quantity: 5 },
      { productId: trousers.id, quantity: 1, size: 'M', color: 'Black' },
      { productId: kurta.id, quantity: 1, color: 'White' },
      { productId: kurta.id, quantity: 1, size: 'XS', color: 'White' },
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      { productId: 'garbage', quantity: 1 },
      { productId: kurta.id, quantity: 0, size: 'M', color: 'White' },
    ]);
    expect(merged.items.map((l) => [l.product.name, l.color, l.quantity])).toEqual([
      ['Scarce Shawl', null, 4],
      [SAREE, 'Maroon', 3],
    ]);
    expect(skipped).toEqual([
      `${TROUSERS} is out of stock`,
      `${KURTA} was not added because no size was chosen`,
      `Size XS is not available for ${KURTA}`,
      'An item in your cart is no longer available',
      'An item in your cart is no longer available',
      'An item could not be added: Quantity must be at least 1',
    ]);
  });

  it('with nothing to merge answers the cart as it is', async () => {
    const { ctx, user } = await createCustomer(shop);
    await expect(cart().merge(ctx, [])).resolves.toEqual({ cart: { id: `cart-${user.id}`, items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: null }, skipped: [] });
  });

  it('refuses a body that is not a list', async () => {
    const { ctx } = await createCustomer(shop);
    await expect(cart().merge(ctx, 'x')).rejects.toMatchObject({ status: 400, message: 'Items must be a list' });
    await expect(cart().merge(ctx, undefined)).rejects.toMatchObject({ status: 400, message: 'Items must be a list' });
  });
});

describe('variants: each size × colour has its own stock', () => {
  it('caps a line at its own variant, whatever the product holds in other sizes', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await createProduct(shop, { name: 'Teal Kurta', sizes: ['M', 'L', 'XL'], stock: 30, variants: { L: 3, XL: 0 } });
    expect(kurta.stock).toBe(13);
    await expect(cart().add(ctx, { productId: kurta.id, quantity: 1, size: 'XL' })).rejects.toMatchObject({ status: 409, code: 'OUT_OF_STOCK', message: 'Teal Kurta in XL is out of stock' });
    await expect(cart().add(ctx, { productId: kurta.id, quantity: 4, size: 'L' })).rejects.toMatchObject({ status: 409, message: 'Only 3 left of Teal Kurta in L' });
    const { item } = await cart().add(ctx, { productId: kurta.id, quantity: 3, size: 'l' });
    expect(item).toMatchObject({ size: 'L', quantity: 3, variant: { size: 'L', color: null, stock: 3, available: true, sku: expect.stringMatching(/-L$/) } });
    expect(item.variantId).toBe(item.variant!.id);
    await expect(cart().add(ctx, { productId: kurta.id, quantity: 10, size: 'M' })).resolves.toMatchObject({ item: { size: 'M', quantity: 10 } });
  });

  it('adds by variant id alone, and refuses an id of another product or one that contradicts the size', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await createProduct(shop, { sizes: ['M', 'L'], colors: ['Teal'], stock: 4 });
    const other = await createProduct(shop, { stock: 2 });
    const l = kurta.variants.find((v) => v.size === 'L')!;
    await expect(cart().add(ctx, { variantId: l.id.toUpperCase(), quantity: 1 })).resolves.toMatchObject({ item: { productId: kurta.id, size: 'L', color: 'Teal', variantId: l.id } });
    await expect(cart().add(ctx, { productId: other.id, variantId: l.id, quantity: 1 })).rejects.toMatchObject({ status: 400, fields: { variantId: 'This size or colour is not sold for this product' } });
    await expect(cart().add(ctx, { productId: kurta.id, variantId: l.id, size: 'M', quantity: 1 })).rejects.toMatchObject({ status: 400, fields: { variantId: 'The size or colour does not match the chosen variant' } });
    for (const variantId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      await expect(cart().add(ctx, { variantId, quantity: 1 })).rejects.toMatchObject({ status: 404, message: 'Product not found' });
    }
  });

  it('flags a line whose variant ran low, naming the size', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await createProduct(shop, { sizes: ['M', 'L'], colors: ['Teal', 'Rust'], stock: 20 });
    await cart().add(ctx, { productId: kurta.id, quantity: 4, size: 'L', color: 'Rust' });
    await setVariantStock(shop, kurta.id, { 'Rust, L': 2 });
    const [line] = (await cart().get(ctx)).items;
    expect(line).toMatchObject({ available: false, problem: 'Only 2 left in Rust, L', variant: { stock: 2 } });
  });

  it('merges guest lines per variant, capped at each variant, naming a sold-out size', async () => {
    const { ctx } = await createCustomer(shop);
    const kurta = await createProduct(shop, { name: 'Merge Kurta', sizes: ['M', 'L'], stock: 20, variants: { M: 2, L: 0 } });
    const { cart: merged, skipped } = await cart().merge(ctx, [
      { productId: kurta.id, quantity: 5, size: 'M' },
      { productId: kurta.id, quantity: 1, size: 'L' },
      { productId: kurta.id, quantity: 1, size: 'XXL' },
    ]);
    expect(merged.items.map((l) => [l.size, l.quantity])).toEqual([['M', 2]]);
    expect(skipped).toEqual(['Merge Kurta in L is out of stock', 'Size XXL is not available for Merge Kurta']);
  });
});
