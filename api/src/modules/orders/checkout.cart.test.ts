// Checkout by cart: checkoutQuote, startPayment and placeOrder take a cart token (or the
// signed-in customer's cart) instead of items; expected figures are optional but checked when sent;
// the cart ordered from is emptied. Items-based checkout keeps working (order.api.test.ts).
import { createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue, plentyOf } from '../../test/fixtures';
import { FROCK, address, plainProduct, productNamed } from './order.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
  await plentyOf(shop, FROCK);
});
afterAll(() => shop.close());

const ERRORS = 'errors { field code message }';
const QUOTE = `query Quote($input: CheckoutInput!) { checkoutQuote(input: $input) { subtotal discount total couponCode } }`;
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id userId total items { name quantity size color } } ${ERRORS} } }`;
const CREATE = `mutation { createCart { token ${ERRORS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { totalQuantity } ${ERRORS} } }`;
const CART = `query Cart($token: String) { cart(token: $token) { totalQuantity } }`;
const expected = (subtotal: string, discount = '0.00', total = subtotal) => ({ subtotal, shipping: '0.00', tax: '0.00', discount, total });

async function guestCartWithFrocks(quantity = 3): Promise<string> {
  const token = (await gql(shop, CREATE)).body.data.createCart.token as string;
  const frock = await productNamed(shop, FROCK);
  const res = await gql(shop, ADD, { input: { cartToken: token, productId: frock.id, quantity, size: 'S', color: 'Yellow' } });
  expect(res.body.data.addToCart.errors).toEqual([]);
  return token;
}

describe('GraphQL checkout by cart', () => {
  it('quotes a guest cart by its token', async () => {
    const cartToken = await guestCartWithFrocks(3);
    const res = await gql(shop, QUOTE, { input: { cartToken, couponCode: 'WELCOME10', shippingAddress: address() } });
    expect(res.body.data.checkoutQuote).toEqual({ subtotal: '1497.00', discount: '149.70', total: '1347.30', couponCode: 'WELCOME10' });
  });

  it('places a guest order from the cart without resending lines or figures, then empties the cart', async () => {
    const cartToken = await guestCartWithFrocks(2);
    const res = await gql(shop, PLACE, { input: { cartToken, shippingAddress: address(), paymentMethod: 'card' } });
    expect(res.body.data.placeOrder.errors).toEqual([]);
    expect(res.body.data.placeOrder.order).toMatchObject({ userId: null, total: '998.00', items: [{ name: FROCK, quantity: 2, size: 'S', color: 'Yellow' }] });
    expect((await gql(shop, CART, { token: cartToken })).body.data.cart).toEqual({ totalQuantity: 0 });
    const again = await gql(shop, PLACE, { input: { cartToken, shippingAddress: address(), paymentMethod: 'card' } });
    expect(again.body.data.placeOrder.errors).toEqual([{ field: 'items', code: 'INVALID', message: 'Your cart is empty' }]);
  });

  it('still checks expected figures when they are sent', async () => {
    const cartToken = await guestCartWithFrocks(1);
    const res = await gql(shop, PLACE, { input: { cartToken, shippingAddress: address(), paymentMethod: 'card', expected: expected('450.00') } });
    expect(res.body.data.placeOrder.errors).toEqual([
      { field: 'expected', code: 'PRICES_CHANGED', message: 'Prices have changed since you loaded the page. Please review your order.' },
    ]);
    expect((await gql(shop, CART, { token: cartToken })).body.data.cart).toEqual({ totalQuantity: 1 });
    const ok = await gql(shop, PLACE, { input: { cartToken, shippingAddress: address(), paymentMethod: 'card', expected: expected('499.00') } });
    expect(ok.body.data.placeOrder.order.total).toBe('499.00');
  });

  it('orders a signed-in customer’s own cart when neither items nor a token are sent', async () => {
    const { token: auth, user } = await createCustomer(shop);
    const frock = await productNamed(shop, FROCK);
    await gql(shop, ADD, { input: { productId: frock.id, quantity: 1, size: 'M', color: 'Mint' } }, auth);
    const quote = await gql(shop, QUOTE, { input: { shippingAddress: address() } }, auth);
    expect(quote.body.data.checkoutQuote.total).toBe('499.00');
    const res = await gql(shop, PLACE, { input: { shippingAddress: address(), paymentMethod: 'card' } }, auth);
    expect(res.body.data.placeOrder.order).toMatchObject({ userId: user.id, total: '499.00' });
    expect((await gql(shop, CART, {}, auth)).body.data.cart).toEqual({ totalQuantity: 0 });
  });

  it('refuses a guest without items or token, unknown and expired tokens, and another account’s cart', async () => {
    const place = async (input: object, auth?: string) =>
      (await gql(shop, PLACE, { input: { shippingAddress: address(), paymentMethod: 'card', ...input } }, auth)).body.data.placeOrder.errors;
    expect(await place({})).toEqual([{ field: 'items', code: 'INVALID', message: 'Your cart is empty' }]);
    expect(await place({ cartToken: 'y'.repeat(43) })).toEqual([{ field: null, code: 'CART_NOT_FOUND', message: 'Cart not found' }]);
    const expired = await guestCartWithFrocks(1);
    await shop.db.prisma.cart.updateMany({
      where: { items: { some: {} }, userId: null, expiresAt: { gt: new Date() } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await place({ cartToken: expired }))[0].code).toBe('CART_EXPIRED');
    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const ownerToken = (await gql(shop, CREATE, {}, owner.token)).body.data.createCart.token;
    expect(await place({ cartToken: ownerToken }, other.token)).toEqual([
      { field: null, code: 'CART_NOT_YOURS', message: 'This cart belongs to another account' },
    ]);
  });

  it('applies the order rules to the cart’s lines (at most 100 of one item)', async () => {
    const many = await plainProduct(shop, 500, '10.00');
    const cartToken = (await gql(shop, CREATE)).body.data.createCart.token;
    await gql(shop, ADD, { input: { cartToken, productId: many.id, quantity: 101 } });
    const res = await gql(shop, PLACE, { input: { cartToken, shippingAddress: address(), paymentMethod: 'card' } });
    expect(res.body.data.placeOrder.errors).toEqual([{ field: 'items.0.quantity', code: 'INVALID', message: 'You can order at most 100 of one item' }]);
  });
});

describe('REST checkout by cart', () => {
  it('quotes and places by X-Cart-Token (or a cartToken field), figures optional', async () => {
    const cartToken = await guestCartWithFrocks(2);
    const quote = await shop.http.post('/api/orders/quote').set('X-Cart-Token', cartToken).send({});
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ subtotal: '998.00', total: '998.00' });
    const wrong = await shop.http
      .post('/api/orders')
      .send({ cartToken, shippingAddress: address(), paymentMethod: 'card', subtotal: 1, shipping: 0, tax: 0, discount: 0, total: 1 });
    expect(wrong.status).toBe(409);
    const placed = await shop.http.post('/api/orders').set('X-Cart-Token', cartToken).send({ shippingAddress: address(), paymentMethod: 'card' });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ total: '998.00', items: [expect.objectContaining({ quantity: 2, size: 'S', color: 'Yellow' })] });
    const empty = await shop.http.get('/api/cart').set('X-Cart-Token', cartToken);
    expect(empty.body).toEqual([]);
    const unknown = await shop.http.post('/api/orders/quote').set('X-Cart-Token', 'z'.repeat(43)).send({});
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Cart not found' });
  });
});
