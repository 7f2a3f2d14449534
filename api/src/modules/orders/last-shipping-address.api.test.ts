// `me { lastShippingAddress }`: the address of the customer's latest order prefills their next checkout.
import { createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { address, plainProduct, placeCard } from './order.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const LAST = `{ me { id lastShippingAddress { firstName lastName email phone address city zipCode country } } }`;

describe('me.lastShippingAddress', () => {
  it('is null before the first order, then the latest order’s shipping address', async () => {
    const customer = await createCustomer(shop);
    const before = await gql(shop, LAST, {}, customer.token);
    expect(before.body.errors).toBeUndefined();
    expect(before.body.data.me.lastShippingAddress).toBeNull();

    const product = await plainProduct(shop, 10);
    const lines = [{ productId: product.id, quantity: 1 }];
    await placeCard(shop, customer.ctx, lines, { shippingAddress: address({ address: '1 Old Street', zipCode: '390001' }) });
    await placeCard(shop, customer.ctx, lines, { shippingAddress: address({ address: '7 New Road, Akota', zipCode: '390020', city: 'vadodara' }) });

    const after = await gql(shop, LAST, {}, customer.token);
    expect(after.body.data.me.lastShippingAddress).toEqual({ ...address({ address: '7 New Road, Akota', zipCode: '390020' }), city: 'Vadodara' });
  });

  it('shows nobody else’s address: another customer reads their own null', async () => {
    const buyer = await createCustomer(shop);
    const other = await createCustomer(shop);
    const product = await plainProduct(shop, 10);
    await placeCard(shop, buyer.ctx, [{ productId: product.id, quantity: 1 }]);
    const res = await gql(shop, LAST, {}, other.token);
    expect(res.body.data.me).toMatchObject({ id: other.user.id, lastShippingAddress: null });
  });

  it('is null for a guest order’s address: orders without an account never prefill anyone', async () => {
    const product = await plainProduct(shop, 10);
    const guestCtx = { user: null, ip: '10.0.0.9', requestId: 'test' };
    await placeCard(shop, guestCtx, [{ productId: product.id, quantity: 1 }], { shippingAddress: address({ email: 'walkin@example.in' }) });
    const customer = await createCustomer(shop, { email: 'walkin@example.in' });
    const res = await gql(shop, LAST, {}, customer.token);
    expect(res.body.data.me.lastShippingAddress).toBeNull();
  });
});
