// Checkout through the services on a real seeded database: pricing, validation, placement,
// stock and the userId rules (online payment: checkout.payment.test.ts).
import { contextFor, createCustomer, createTestServices, type TestServices } from '../../test/harness';
import { createCatalogue, createProduct } from '../../test/fixtures';
import { FROCK, KURTA, address, cardOrder, placeCard, plainProduct, productNamed } from './order.test-helpers';

let shop: TestServices;
beforeAll(async () => {
  shop = await createTestServices();
  await createCatalogue(shop);
  // Plenty of the frock for every test in this file.
  const frock = await productNamed(shop, FROCK);
  await shop.db.prisma.productVariant.updateMany({ where: { productId: frock.id }, data: { stock: 1000 } });
});
afterAll(async () => {
  await shop.close();
});

const guest = contextFor(null);
const adminCtx = contextFor({ id: '00000000-0000-4000-8000-00000000ad03', email: 'admin@test.shop', role: 'admin' });
const checkout = () => shop.services.checkout;
const orderCount = () => shop.db.prisma.order.count();

describe('pricing (quote)', () => {
  it('is exact in paise: 3 × ₹499.00 with WELCOME10 = 1497.00 − 149.70 = 1347.30, free shipping, no tax', async () => {
    const frock = await productNamed(shop, FROCK);
    const quote = await checkout().quote(guest, { items: [{ productId: frock.id, quantity: 3, size: 'S', color: 'Yellow' }], couponCode: ' welcome10 ' });
    expect(quote).toEqual({ subtotal: '1497.00', shipping: '0.00', tax: '0.00', discount: '149.70', total: '1347.30', couponCode: 'WELCOME10', couponMessage: null, paymentProvider: 'sandbox' });
  });

  it('explains a coupon that does not apply and gives no discount', async () => {
    const frock = await productNamed(shop, FROCK);
    const items = [{ productId: frock.id, quantity: 1, size: 'S', color: 'Yellow' }];
    await expect(checkout().quote(guest, { items, couponCode: 'NOPE' })).resolves.toMatchObject({ discount: '0.00', total: '499.00', couponCode: null, couponMessage: 'Invalid coupon code' });
    await expect(checkout().quote(guest, { items, couponCode: 'FLAT100' })).resolves.toMatchObject({ discount: '0.00', couponMessage: 'Minimum order amount is ₹999.00' });
  });

  it('adds up identical lines and prices several products', async () => {
    const frock = await productNamed(shop, FROCK);
    const kurta = await productNamed(shop, KURTA);
    const quote = await checkout().quote(guest, {
      items: [
        { productId: frock.id, quantity: 1, size: 'S', color: 'Yellow' },
        { productId: kurta.id, quantity: 1, size: 'M', color: 'White' },
        { productId: frock.id, quantity: 2, size: 's', color: 'yellow' },
      ],
      couponCode: 'FLAT100',
    });
    expect(quote).toMatchObject({ subtotal: '2796.00', discount: '100.00', total: '2696.00', couponCode: 'FLAT100' });
  });

  it.each([
    [{ size: null, color: 'Yellow' }, 'items.0.size', `Please select a size for ${FROCK}`],
    [{ size: 'XXL', color: 'Yellow' }, 'items.0.size', `Size XXL is not available for ${FROCK}`],
    [{ size: 'S', color: null }, 'items.0.color', `Please select a color for ${FROCK}`],
    [{ size: 'S', color: 'Purple' }, 'items.0.color', `Color Purple is not available for ${FROCK}`],
  ])('checks size and colour against the product (%j)', async (options, field, message) => {
    const frock = await productNamed(shop, FROCK);
    await expect(checkout().quote(guest, { items: [{ productId: frock.id, quantity: 1, ...options }] })).rejects.toMatchObject({
      status: 400,
      message,
      fields: { [field]: message },
    });
  });

  it.each([
    [{ items: [] }, 'Your cart is empty'],
    [{}, 'Your cart is empty'],
    [{ items: [{ productId: 'not-a-uuid', quantity: 1 }] }, 'A product in your cart is no longer available'],
    [{ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }] }, 'A product in your cart is no longer available'],
    [{ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1.5 }] }, 'Quantity must be a whole number'],
    [{ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 'two' }] }, 'Quantity must be at least 1'],
    [{ items: [{ quantity: 1 }] }, 'Product is required'],
  ])('refuses bad lines with 400: %j', async (input, message) => {
    await expect(checkout().quote(guest, input)).rejects.toMatchObject({ status: 400, code: 'BAD_USER_INPUT', message });
  });
});

describe('placing a pay-on-delivery order', () => {
  it('writes the server figures, snapshots the items, takes stock and counts the coupon use', async () => {
    const frock = await productNamed(shop, FROCK);
    const before = await shop.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'WELCOME10' } });
    const items = [{ productId: frock.id, quantity: 3, size: 'm', color: 'mint' }];
    const order = await checkout().placeOrder(
      guest,
      cardOrder(items, { subtotal: '1497', discount: 149.7, total: '1347.30' } as never, { couponCode: 'welcome10', shippingAddress: address({ email: 'Asha.Buyer@Example.IN', city: 'VADODARA', country: 'india' }) }),
    );
    expect(order).toMatchObject({
      status: 'pending',
      userId: null,
      email: 'asha.buyer@example.in',
      couponCode: 'WELCOME10',
      paymentMethod: 'card',
      paymentStatus: 'unpaid',
      paymentId: null,
      providerOrderId: null,
      shippingAddress: { city: 'Vadodara', country: 'India', zipCode: '390007' },
    });
    expect(order.billingAddress).toEqual(order.shippingAddress);
    expect([order.subtotal, order.discount, order.shipping, order.tax, order.total].map(String)).toEqual(['1497', '149.7', '0', '0', '1347.3']);
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: frock.id, name: FROCK, image: frock.images[0], quantity: 3, size: 'M', color: 'Mint' });
    expect(String(order.items[0].price)).toBe('499');
    const after = await productNamed(shop, FROCK);
    expect([after.stock, after.soldCount]).toEqual([frock.stock - 3, frock.soldCount + 3]);
    await expect(shop.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'WELCOME10' } })).resolves.toMatchObject({ usageCount: before.usageCount + 1 });
  });

  it('keeps a separate billing address when one is given (billing may be outside Vadodara)', async () => {
    const p = await plainProduct(shop, 5);
    const billing = address({ firstName: 'Ravi', city: 'Mumbai', zipCode: '400001' });
    const order = await checkout().placeOrder(guest, cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '250.00' }, { billingAddress: billing }));
    expect(order.billingAddress).toMatchObject({ firstName: 'Ravi', city: 'Mumbai' });
    expect(order.shippingAddress).toMatchObject({ firstName: 'Asha', city: 'Vadodara' });
  });

  it('refuses with 409 PRICES_CHANGED when a figure differs by more than ₹0.01, with the server figures', async () => {
    const p = await plainProduct(shop, 5, '250.00');
    const items = [{ productId: p.id, quantity: 2 }];
    const count = await orderCount();
    await expect(checkout().placeOrder(guest, cardOrder(items, { subtotal: '499.98', total: '500.00' }))).rejects.toMatchObject({
      status: 409,
      code: 'PRICES_CHANGED',
      message: 'Prices have changed since you loaded the page. Please review your order.',
      fields: { subtotal: '500.00', shipping: '0.00', tax: '0.00', discount: '0.00', total: '500.00' },
    });
    await expect(checkout().placeOrder(guest, cardOrder(items, { subtotal: '500.00', total: '500.00', discount: '0.02' }))).rejects.toMatchObject({ code: 'PRICES_CHANGED' });
    expect(await orderCount()).toBe(count);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
    // Within a paisa is the same figure.
    await expect(checkout().placeOrder(guest, cardOrder(items, { subtotal: '499.99', total: '500.01' }))).resolves.toMatchObject({ status: 'pending' });
  });

  it('refuses the old figures after an admin changed the price', async () => {
    const p = await plainProduct(shop, 5, '250.00');
    const items = [{ productId: p.id, quantity: 1 }];
    await shop.db.prisma.product.update({ where: { id: p.id }, data: { price: '275.50' } });
    await expect(checkout().placeOrder(guest, cardOrder(items, { subtotal: '250.00' }))).rejects.toMatchObject({ code: 'PRICES_CHANGED', fields: { total: '275.50' } });
  });

  it('refuses a coupon that does not apply with 400 and its message', async () => {
    const p = await plainProduct(shop, 5, '250.00');
    const order = cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '250.00' }, { couponCode: 'FLAT100' });
    await expect(checkout().placeOrder(guest, order)).rejects.toMatchObject({ status: 400, message: 'Minimum order amount is ₹999.00', fields: { couponCode: 'Minimum order amount is ₹999.00' } });
    await shop.db.prisma.coupon.create({ data: { code: 'OLDSALE', type: 'fixed', value: '10.00', expiresAt: new Date(Date.now() - 1000) } });
    await expect(checkout().placeOrder(guest, { ...order, couponCode: 'oldsale' })).rejects.toMatchObject({ status: 400, message: 'This coupon has expired' });
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK naming the product, and changes nothing', async () => {
    const p = await plainProduct(shop, 2, '100.00', 'Last Two Silk Scarves');
    const count = await orderCount();
    await expect(checkout().placeOrder(guest, cardOrder([{ productId: p.id, quantity: 3 }], { subtotal: '300.00' }))).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left of Last Two Silk Scarves',
    });
    expect(await orderCount()).toBe(count);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(2);
  });

  it('takes stock from each size’s own variant, adding up lines for the same one, and leaves the others alone', async () => {
    const kurta = await createProduct(shop, { name: 'Variant Kurta', price: '1000.00', sizes: ['M', 'L', 'XL'], colors: ['White'], stock: 9, variants: { 'White, M': 3, 'White, L': 3, 'White, XL': 3 } });
    const m = kurta.variants.find((v) => v.size === 'M')!;
    const items = [
      { productId: kurta.id, quantity: 2, size: 'M', color: 'White' },
      { productId: kurta.id, quantity: 2, size: 'l', color: 'white' },
      { variantId: m.id, quantity: 2 },
    ];
    await expect(checkout().placeOrder(guest, cardOrder(items, { subtotal: '6000.00' }))).rejects.toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left of Variant Kurta in White, M',
      fields: { 'items.0.quantity': 'Only 3 left of Variant Kurta in White, M' },
    });
    const order = await checkout().placeOrder(guest, cardOrder(items.slice(1), { subtotal: '4000.00' }));
    expect(order.items.map((i) => [i.size, i.color, i.quantity, i.sku, i.variantId])).toEqual([
      ['L', 'White', 2, expect.stringMatching(/^KUR\d*-WHITE-L$/), expect.any(String)],
      ['M', 'White', 2, expect.stringMatching(/^KUR\d*-WHITE-M$/), m.id],
    ]);
    const after = await shop.db.prisma.productVariant.findMany({ where: { productId: kurta.id }, orderBy: { position: 'asc' } });
    expect(after.map((v) => [v.size, v.stock])).toEqual([
      ['M', 1],
      ['L', 1],
      ['XL', 3],
    ]);
    await expect(productNamed(shop, 'Variant Kurta')).resolves.toMatchObject({ stock: 5, soldCount: 4 });
  });

  it('refuses a size that is sold out, naming it, even when other sizes have stock', async () => {
    const kurta = await createProduct(shop, { name: 'Sold Out XL Kurta', price: '800.00', sizes: ['L', 'XL'], stock: 10, variants: { L: 10, XL: 0 } });
    await expect(checkout().placeOrder(guest, cardOrder([{ productId: kurta.id, quantity: 1, size: 'XL' }], { subtotal: '800.00' }))).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Sold Out XL Kurta in XL is out of stock',
    });
  });

  it('refuses a line whose variant the shop stopped selling, and a product that requires a size without one', async () => {
    const kurta = await createProduct(shop, { name: 'Shrinking Kurta', price: '800.00', sizes: ['L', 'XL'], stock: 10 });
    const xl = kurta.variants.find((v) => v.size === 'XL')!;
    await shop.services.products.update(adminCtx, kurta.id, { name: kurta.name, price: '800.00', categoryId: kurta.categoryId, images: kurta.images, sizes: ['L'] });
    await expect(checkout().quote(guest, { items: [{ variantId: xl.id, quantity: 1 }] })).rejects.toMatchObject({ status: 400, fields: { 'items.0.variantId': 'A product in your cart is no longer available' } });
    await expect(checkout().quote(guest, { items: [{ productId: kurta.id, quantity: 1, size: 'XL' }] })).rejects.toMatchObject({ status: 400, message: 'Size XL is not available for Shrinking Kurta' });
    await expect(checkout().quote(guest, { items: [{ productId: kurta.id, quantity: 1 }] })).rejects.toMatchObject({ status: 400, message: 'Please select a size for Shrinking Kurta' });
  });

  it('rolls the coupon count back when the order fails', async () => {
    const p = await plainProduct(shop, 1, '100.00');
    const before = (await shop.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'WELCOME10' } })).usageCount;
    const order = cardOrder([{ productId: p.id, quantity: 2 }], { subtotal: '200.00', discount: '20.00', total: '180.00' }, { couponCode: 'WELCOME10' });
    await expect(checkout().placeOrder(guest, order)).rejects.toMatchObject({ code: 'OUT_OF_STOCK' });
    expect((await shop.db.prisma.coupon.findUniqueOrThrow({ where: { code: 'WELCOME10' } })).usageCount).toBe(before);
  });
});

describe('checkout validation (spec §5 texts)', () => {
  const base = async () => cardOrder([{ productId: (await plainProduct(shop, 5)).id, quantity: 1 }], { subtotal: '250.00' });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', '  ', 'Last name is required'],
    ['email', 'not-an-email', 'Valid email is required'],
    ['phone', '12345', 'Valid phone number is required'],
    ['phone', undefined, 'Valid phone number is required'],
    ['address', '', 'Address is required'],
    ['city', '', 'City is required'],
    ['city', 'Surat', 'We currently deliver only within Vadodara'],
    ['zipCode', '', 'ZIP code is required'],
    ['country', undefined, 'Country is required'],
    ['country', 'Nepal', 'We currently deliver only within India'],
  ])('shipping %s = %j → %s', async (field, value, message) => {
    const input = await base();
    await expect(checkout().placeOrder(guest, { ...input, shippingAddress: address({ [field]: value }) })).rejects.toMatchObject({
      status: 400,
      message,
      fields: { [`shippingAddress.${field}`]: message },
    });
    await expect(checkout().startPayment(guest, { items: input.items, shippingAddress: address({ [field]: value }) })).rejects.toMatchObject({ status: 400, message });
  });

  it('needs a shipping address and a payment method', async () => {
    const input = await base();
    await expect(checkout().placeOrder(guest, { ...input, shippingAddress: undefined })).rejects.toMatchObject({ status: 400, fields: { shippingAddress: expect.any(String) } });
    await expect(checkout().placeOrder(guest, { ...input, paymentMethod: undefined })).rejects.toMatchObject({ status: 400, message: 'Payment method is required' });
    await expect(checkout().placeOrder(guest, { ...input, paymentMethod: 'paypal' })).rejects.toMatchObject({ status: 400, message: 'Payment method is required' });
    // Expected figures are optional now that checkout can take a cart; when sent they must be amounts (and match).
    await expect(checkout().placeOrder(guest, { ...input, expected: { total: 'lots' } })).rejects.toMatchObject({ status: 400, fields: { 'expected.subtotal': 'Expected subtotal must be an amount' } });
    await expect(checkout().placeOrder(guest, { ...input, expected: { ...input.expected, total: 'lots' } })).rejects.toMatchObject({ status: 400, fields: { 'expected.total': expect.any(String) } });
  });
});

describe('who the order belongs to', () => {
  const order = async (extra: Record<string, unknown> = {}) => cardOrder([{ productId: (await plainProduct(shop, 5)).id, quantity: 1 }], { subtotal: '250.00' }, extra);

  it('is a guest order without a token, the customer’s own with one', async () => {
    const { user, ctx } = await createCustomer(shop);
    await expect(checkout().placeOrder(guest, await order())).resolves.toMatchObject({ userId: null });
    await expect(checkout().placeOrder(ctx, await order())).resolves.toMatchObject({ userId: user.id });
    await expect(checkout().placeOrder(ctx, await order({ userId: user.id.toUpperCase() }))).resolves.toMatchObject({ userId: user.id });
  });

  it('honours the userId of a freshly registered guest (token of the new account)', async () => {
    const { token, user } = await shop.services.accounts.register(guest, { firstName: 'New', lastName: 'Buyer', email: 'fresh.buyer@example.in', phone: '9898989898', password: 'secret123' });
    expect(token).toBeTruthy();
    const ctx = contextFor({ id: user.id, email: user.email, role: 'customer' });
    await expect(checkout().placeOrder(ctx, await order({ userId: user.id }))).resolves.toMatchObject({ userId: user.id });
  });

  it("refuses someone else's userId, and a userId without a token, with 403", async () => {
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const count = await orderCount();
    await expect(checkout().placeOrder(b.ctx, await order({ userId: a.user.id }))).rejects.toMatchObject({ status: 403, message: 'You can only place orders for your own account' });
    await expect(checkout().placeOrder(guest, await order({ userId: a.user.id }))).rejects.toMatchObject({ status: 403, message: 'You can only place orders for your own account' });
    expect(await orderCount()).toBe(count);
  });

  it("clears the signed-in customer's server cart after the order", async () => {
    const { ctx } = await createCustomer(shop);
    const p = await plainProduct(shop, 5);
    await shop.services.cart.add(ctx, { productId: p.id, quantity: 2 });
    await placeCard(shop, ctx, [{ productId: p.id, quantity: 2 }]);
    await expect(shop.services.cart.get(ctx)).resolves.toMatchObject({ items: [], totalQuantity: 0 });
  });
});
