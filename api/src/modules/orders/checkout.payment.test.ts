// Paying online through the services (sandbox provider, Razorpay's protocol), and the
// PostgreSQL-only races: the last unit, and the same payment submitted twice at once.
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { contextFor, createCustomer, createTestServices, usingPostgres, type TestServices } from '../../test/harness';
import { createCatalogue, createProduct, plentyOf } from '../../test/fixtures';
import type { RequestContext } from '../../platform/common/context';
import { FROCK, address, cardOrder, plainProduct, productNamed } from './order.test-helpers';

let shop: TestServices;
beforeAll(async () => {
  shop = await createTestServices();
  await createCatalogue(shop);
  // Plenty of the frock for every test in this file.
  await plentyOf(shop, FROCK);
});
afterAll(async () => {
  await shop.close();
});

const itPg = usingPostgres() ? it : it.skip;
const guest = contextFor(null);
const checkout = () => shop.services.checkout;

describe('online payment (sandbox provider, same protocol as Razorpay)', () => {
  const payments = () => shop.services.payments;

  async function paidCheckout(ctx: RequestContext = guest, quantity = 3) {
    const frock = await productNamed(shop, FROCK);
    const items = [{ productId: frock.id, quantity, size: 'S', color: 'Sky Blue' }];
    const checkoutInput = { items, couponCode: 'WELCOME10', shippingAddress: address() };
    const session = await checkout().startPayment(ctx, checkoutInput);
    const paid = (await payments().sandboxPay(session.providerOrderId))!;
    const quote = await checkout().quote(ctx, checkoutInput);
    const input = {
      ...checkoutInput,
      paymentMethod: 'razorpay',
      payment: { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
      expected: quote,
    };
    return { frock, session, paid, input };
  }

  it('starts a session for the server total in paise, with the sandbox window', async () => {
    const { session } = await paidCheckout();
    expect(session).toEqual({
      provider: 'sandbox',
      keyId: 'sandbox',
      providerOrderId: expect.stringMatching(/^sandbox_order_[0-9a-f]{24}$/),
      amountPaise: 134730,
      currency: 'INR',
      checkoutUrl: `/payments/sandbox/checkout?order=${session.providerOrderId}`,
    });
  });

  it('refuses to start a payment for stock that is not there, or with a coupon that does not apply', async () => {
    const p = await plainProduct(shop, 1, '100.00', 'Single Woollen Shawl');
    await expect(checkout().startPayment(guest, { items: [{ productId: p.id, quantity: 2 }], shippingAddress: address() })).rejects.toMatchObject({
      status: 409,
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left of Single Woollen Shawl',
    });
    await expect(checkout().startPayment(guest, { items: [{ productId: p.id, quantity: 1 }], couponCode: 'FLAT100', shippingAddress: address() })).rejects.toMatchObject({
      status: 400,
      message: 'Minimum order amount is ₹999.00',
    });
  });

  it('places a paid order against a verified signature', async () => {
    const { frock, paid, input } = await paidCheckout();
    const order = await checkout().placeOrder(guest, input);
    expect(order).toMatchObject({ paymentMethod: 'razorpay', paymentStatus: 'paid', paymentId: paid.razorpay_payment_id, providerOrderId: paid.razorpay_order_id, paymentProvider: 'sandbox' });
    expect(String(order.total)).toBe('1347.3');
    expect((await productNamed(shop, FROCK)).stock).toBe(frock.stock - 3);
  });

  it('refuses a missing, wrong or unknown payment with 400 Payment verification failed', async () => {
    const { input, paid } = await paidCheckout();
    const failed = { status: 400, message: 'Payment verification failed' };
    await expect(checkout().placeOrder(guest, { ...input, payment: undefined })).rejects.toMatchObject(failed);
    await expect(checkout().placeOrder(guest, { ...input, payment: { ...input.payment, signature: 'f'.repeat(64) } })).rejects.toMatchObject(failed);
    await expect(checkout().placeOrder(guest, { ...input, payment: { ...input.payment, signature: '' } })).rejects.toMatchObject(failed);
    await expect(checkout().placeOrder(guest, { ...input, payment: { ...input.payment, paymentId: 'sandbox_pay_other' } })).rejects.toMatchObject(failed);
    // A correctly signed payment of a provider order this shop never started.
    const forged = (shop.services.payments.provider as unknown as { pay(id: string): { paymentId: string; signature: string } }).pay('sandbox_order_000000000000000000000000');
    await expect(
      checkout().placeOrder(guest, { ...input, payment: { providerOrderId: 'sandbox_order_000000000000000000000000', paymentId: forged.paymentId, signature: forged.signature } }),
    ).rejects.toMatchObject(failed);
    expect(await shop.db.prisma.order.count({ where: { providerOrderId: paid.razorpay_order_id } })).toBe(0);
  });

  it('answers the same order when the same payment is submitted again (and takes stock once)', async () => {
    const { frock, input, session } = await paidCheckout();
    const first = await checkout().placeOrder(guest, input);
    const again = await checkout().placeOrder(guest, input);
    expect(again.id).toBe(first.id);
    // A second successful payment attempt on the same provider order still places one order.
    const other = (await payments().sandboxPay(session.providerOrderId))!;
    const third = await checkout().placeOrder(guest, { ...input, payment: { providerOrderId: other.razorpay_order_id, paymentId: other.razorpay_payment_id, signature: other.razorpay_signature } });
    expect(third.id).toBe(first.id);
    expect(await shop.db.prisma.order.count({ where: { providerOrderId: session.providerOrderId } })).toBe(1);
    expect((await productNamed(shop, FROCK)).stock).toBe(frock.stock - 3);
  });

  it('refuses a used payment re-submitted with another cart: 409 PAYMENT_ALREADY_USED naming the order, nothing written', async () => {
    const { input } = await paidCheckout(guest, 3);
    const first = await checkout().placeOrder(guest, input);
    const other = await plainProduct(shop, 5, '300.00');
    const otherItems = [{ productId: other.id, quantity: 1 }];
    const frockLine = input.items[0];
    const carts = [
      { ...input, items: otherItems, couponCode: null, expected: await checkout().quote(guest, { items: otherItems }) },
      { ...input, items: [{ ...frockLine, quantity: 4 }] },
      { ...input, items: [frockLine, ...otherItems] },
      { ...input, items: [{ ...frockLine, size: 'M' }] },
      { ...input, couponCode: null },
      { ...input, couponCode: 'FLAT100' },
    ];
    const before = { orders: await shop.db.prisma.order.count(), frock: (await productNamed(shop, FROCK)).stock, other: other.stock };
    for (const cart of carts) {
      await expect(checkout().placeOrder(guest, cart)).rejects.toMatchObject({
        status: 409,
        code: 'PAYMENT_ALREADY_USED',
        message: `This payment was already used for order #${first.id.slice(0, 8).toUpperCase()}; your current cart was not ordered.`,
      });
    }
    expect(await shop.db.prisma.order.count()).toBe(before.orders);
    expect((await productNamed(shop, FROCK)).stock).toBe(before.frock);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: other.id } })).stock).toBe(before.other);
  });

  it('answers the order again for the same cart however its lines are spelled (variant id, case, split lines)', async () => {
    const { input } = await paidCheckout(guest, 3);
    const first = await checkout().placeOrder(guest, input);
    const { productId, variantId } = first.items[0];
    const spellings = [
      [{ variantId: variantId!, quantity: 3 }],
      [{ productId: productId!.toUpperCase(), quantity: 3, size: 's', color: 'SKY BLUE' }],
      [
        { productId: productId!, quantity: 1, size: 'S', color: 'Sky Blue' },
        { variantId: variantId!.toUpperCase(), quantity: 2, size: 'S' },
      ],
    ];
    for (const items of spellings) expect((await checkout().placeOrder(guest, { ...input, items, couponCode: 'welcome10' })).id).toBe(first.id);
  });

  it('refuses a payment made for another cart or another amount with 409 PRICES_CHANGED', async () => {
    const { input } = await paidCheckout(guest, 3);
    const frock = await productNamed(shop, FROCK);
    const fourItems = [{ productId: frock.id, quantity: 4, size: 'S', color: 'Sky Blue' }];
    const quote4 = await checkout().quote(guest, { items: fourItems, couponCode: 'WELCOME10' });
    await expect(checkout().placeOrder(guest, { ...input, items: fourItems, expected: quote4 })).rejects.toMatchObject({ status: 409, code: 'PRICES_CHANGED' });
    await expect(checkout().placeOrder(guest, { ...input, couponCode: null, expected: await checkout().quote(guest, { items: input.items }) })).rejects.toMatchObject({ code: 'PRICES_CHANGED' });

    const p = await plainProduct(shop, 5, '300.00');
    const items = [{ productId: p.id, quantity: 1 }];
    const session = await checkout().startPayment(guest, { items, shippingAddress: address() });
    const paid = (await payments().sandboxPay(session.providerOrderId))!;
    await shop.db.prisma.product.update({ where: { id: p.id }, data: { price: '280.00' } });
    const payment = { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    await expect(checkout().placeOrder(guest, { ...cardOrder(items, { subtotal: '280.00' }), paymentMethod: 'razorpay', payment })).rejects.toMatchObject({ code: 'PRICES_CHANGED', fields: { total: '280.00' } });
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(5);
  });
});

describe('concurrency (PostgreSQL)', () => {
  itPg('30 buyers of one variant with 5 units: exactly 5 orders, the other sizes untouched', async () => {
    const kurta = await createProduct(shop, { name: 'Rush Kurta', price: '700.00', sizes: ['M', 'L'], colors: ['Teal'], stock: 20, variants: { 'Teal, M': 5, 'Teal, L': 7 } });
    const input = cardOrder([{ productId: kurta.id, quantity: 1, size: 'M', color: 'Teal' }], { subtotal: '700.00' });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createCustomer(shop)));
    const results = await Promise.allSettled(buyers.map((b) => checkout().placeOrder(b.ctx, input)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', message: 'Rush Kurta in Teal, M is out of stock' });
    }
    const variants = await shop.db.prisma.productVariant.findMany({ where: { productId: kurta.id }, orderBy: { position: 'asc' } });
    expect(variants.map((v) => [v.size, v.stock])).toEqual([
      ['M', 0],
      ['L', 7],
    ]);
    await expect(shop.db.prisma.product.findUniqueOrThrow({ where: { id: kurta.id } })).resolves.toMatchObject({ stock: 7, soldCount: 5 });
    expect(await shop.db.prisma.orderItem.aggregate({ where: { productId: kurta.id }, _sum: { quantity: true } })).toEqual({ _sum: { quantity: 5 } });
  });

  itPg('two buyers racing for the last unit: exactly one order', async () => {
    const p = await plainProduct(shop, 1, '999.00', 'Last Banarasi Stole');
    const a = await createCustomer(shop);
    const b = await createCustomer(shop);
    const input = cardOrder([{ productId: p.id, quantity: 1 }], { subtotal: '999.00' });
    const results = await Promise.allSettled([checkout().placeOrder(a.ctx, input), checkout().placeOrder(b.ctx, input)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failed.reason).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', message: 'Last Banarasi Stole is out of stock' });
    expect(await shop.db.prisma.orderItem.count({ where: { productId: p.id } })).toBe(1);
    await expect(shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).resolves.toMatchObject({ stock: 0, soldCount: 1 });
  });

  itPg('two concurrent submits of the same payment: one order, both answered with it', async () => {
    const p = await plainProduct(shop, 10, '450.00');
    const items = [{ productId: p.id, quantity: 2 }];
    const session = await checkout().startPayment(guest, { items, shippingAddress: address() });
    const paid = (await shop.services.payments.sandboxPay(session.providerOrderId))!;
    const input = {
      ...cardOrder(items, { subtotal: '900.00' }),
      paymentMethod: 'razorpay',
      payment: { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature },
    };
    const [x, y, z] = await Promise.all([checkout().placeOrder(guest, input), checkout().placeOrder(guest, input), checkout().placeOrder(guest, input)]);
    expect(new Set([x.id, y.id, z.id]).size).toBe(1);
    expect(await shop.db.prisma.order.count({ where: { providerOrderId: session.providerOrderId } })).toBe(1);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(8);
  });

  itPg('concurrent submits of one payment with its cart and with another: the paid cart is ordered once, the other is refused', async () => {
    const p = await plainProduct(shop, 10, '450.00');
    const q = await plainProduct(shop, 10, '450.00');
    const items = [{ productId: p.id, quantity: 2 }];
    const session = await checkout().startPayment(guest, { items, shippingAddress: address() });
    const paid = (await shop.services.payments.sandboxPay(session.providerOrderId))!;
    const payment = { providerOrderId: paid.razorpay_order_id, paymentId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    const right = { ...cardOrder(items, { subtotal: '900.00' }), paymentMethod: 'razorpay', payment };
    const wrong = { ...cardOrder([{ productId: q.id, quantity: 2 }], { subtotal: '900.00' }), paymentMethod: 'razorpay', payment };
    const results = await Promise.allSettled([checkout().placeOrder(guest, wrong), checkout().placeOrder(guest, right), checkout().placeOrder(guest, wrong), checkout().placeOrder(guest, right)]);
    const [w1, r1, w2, r2] = results;
    expect(r1.status === 'fulfilled' && r2.status === 'fulfilled' && r1.value.id === r2.value.id).toBe(true);
    for (const w of [w1, w2]) {
      expect(w.status).toBe('rejected');
      // Before the payment placed its order the intent's fingerprint refuses the other cart; after, the order does.
      expect((w as PromiseRejectedResult).reason).toMatchObject({ status: 409, code: expect.stringMatching(/^(PRICES_CHANGED|PAYMENT_ALREADY_USED)$/) });
    }
    expect(await shop.db.prisma.order.count({ where: { providerOrderId: session.providerOrderId } })).toBe(1);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: p.id } })).stock).toBe(8);
    expect((await shop.db.prisma.product.findUniqueOrThrow({ where: { id: q.id } })).stock).toBe(10);
  });
});
