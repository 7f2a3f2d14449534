// Guest carts by token through GraphQL: create, use from any device, expiry and sweep,
// another account's token, merge on sign-in. REST in cart.tokens.rest.test.ts, checkout in checkout.cart.test.ts.
import { createHash } from 'node:crypto';
import { createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { KURTA, SAREE, plainProduct, productNamed } from './cart.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
});
afterAll(async () => {
  await shop.close();
});

const ERRORS = 'errors { field code message }';
const FIELDS = 'id totalQuantity subtotal expiresAt items { id productId quantity size color }';
const CREATE = `mutation { createCart { token cart { ${FIELDS} } ${ERRORS} } }`;
const CART = `query Cart($token: String) { cart(token: $token) { ${FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { ${FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation Update($input: UpdateCartItemInput!) { updateCartItem(input: $input) { cart { ${FIELDS} } ${ERRORS} } }`;
const REMOVE = `mutation Remove($input: RemoveCartItemInput!) { removeCartItem(input: $input) { cart { ${FIELDS} } ${ERRORS} } }`;
const CLEAR = `mutation Clear($input: ClearCartInput) { clearCart(input: $input) { cart { ${FIELDS} } ${ERRORS} } }`;
const MERGE = `mutation Merge($input: MergeCartInput!) { mergeCart(input: $input) { skipped cart { ${FIELDS} } ${ERRORS} } }`;
const DAY = 24 * 60 * 60 * 1000;

async function newCart(authToken?: string): Promise<{ token: string; cart: { id: string; expiresAt: string | null } }> {
  const res = await gql(shop, CREATE, {}, authToken);
  expect(res.body.data.createCart.errors).toEqual([]);
  return res.body.data.createCart;
}

const add = async (cartToken: string | null, line: object, authToken?: string) =>
  (await gql(shop, ADD, { input: { ...line, cartToken } }, authToken)).body.data.addToCart;
const lookup = async (token: string, authToken?: string) => (await gql(shop, CART, { token }, authToken)).body;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('a guest cart', () => {
  it('is created with an unguessable token, of which only the hash is stored', async () => {
    const a = await newCart();
    const b = await newCart();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.cart).toMatchObject({ id: expect.stringMatching(/^cart-[0-9a-f-]{36}$/), totalQuantity: 0, subtotal: '0.00', items: [] });
    expect(Math.abs(Date.parse(a.cart.expiresAt!) - (Date.now() + 30 * DAY))).toBeLessThan(60_000);
    const row = await shop.db.prisma.cart.findFirstOrThrow({ where: { id: a.cart.id.slice('cart-'.length) } });
    expect(row).toMatchObject({ tokenHash: hash(a.token), userId: null });
    expect(JSON.stringify(row)).not.toContain(a.token);
  });

  it('takes lines by token and is the same cart from any device that keeps the token', async () => {
    const { token } = await newCart();
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);
    expect((await add(token, { productId: saree.id, quantity: 2, color: 'Red' })).errors).toEqual([]);
    const added = await add(token, { productId: kurta.id, quantity: 1, size: 'M', color: 'White' });
    expect(added.cart).toMatchObject({ totalQuantity: 3, subtotal: '8297.00' });
    const [sareeLine, kurtaLine] = added.cart.items;

    // another device: no session, only the token
    const elsewhere = await lookup(token);
    expect(elsewhere.data.cart).toEqual(added.cart);

    let res = await gql(shop, UPDATE, { input: { id: sareeLine.id, quantity: 3, cartToken: token } });
    expect(res.body.data.updateCartItem.cart).toMatchObject({ totalQuantity: 4, subtotal: '11796.00' });
    res = await gql(shop, REMOVE, { input: { id: kurtaLine.id, cartToken: token } });
    expect(res.body.data.removeCartItem.cart.items).toEqual([expect.objectContaining({ id: sareeLine.id, quantity: 3 })]);
    res = await gql(shop, CLEAR, { input: { cartToken: token } });
    expect(res.body.data.clearCart.cart).toMatchObject({ items: [], totalQuantity: 0 });
    expect((await lookup(token)).data.cart).toMatchObject({ items: [] }); // the token still works
  });

  it('keeps the stock rules and never reaches another cart’s lines', async () => {
    const mine = await newCart();
    const theirs = await newCart();
    const few = await plainProduct(shop, 'Three Left Topis', 3);
    expect((await add(mine.token, { productId: few.id, quantity: 4 })).errors).toEqual([
      { field: null, code: 'OUT_OF_STOCK', message: 'Only 3 left of Three Left Topis' },
    ]);
    const line = (await add(theirs.token, { productId: few.id, quantity: 1 })).cart.items[0];
    const res = await gql(shop, UPDATE, { input: { id: line.id, quantity: 2, cartToken: mine.token } });
    expect(res.body.data.updateCartItem.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Cart item not found' }]);
    const customer = await createCustomer(shop);
    const asCustomer = await gql(shop, REMOVE, { input: { id: line.id } }, customer.token);
    expect(asCustomer.body.data.removeCartItem.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Cart item not found' }]);
  });

  it('answers unknown and malformed tokens with CART_NOT_FOUND (null for the lookup)', async () => {
    const saree = await productNamed(shop, SAREE);
    for (const token of ['x'.repeat(43), 'not a token', '../../etc']) {
      expect((await lookup(token)).data).toEqual({ cart: null });
      expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' })).errors).toEqual([
        { field: null, code: 'CART_NOT_FOUND', message: 'Cart not found' },
      ]);
    }
  });

  it('moves its expiry on with every change; expired it answers CART_EXPIRED, then the sweep deletes it', async () => {
    const saree = await productNamed(shop, SAREE);
    const { token, cart } = await newCart();
    const id = cart.id.slice('cart-'.length);
    await shop.db.prisma.cart.update({ where: { id }, data: { expiresAt: new Date(Date.now() + DAY) } });
    const changed = await add(token, { productId: saree.id, quantity: 1, color: 'Red' });
    expect(Date.parse(changed.cart.expiresAt)).toBeGreaterThan(Date.now() + 29 * DAY);

    await shop.db.prisma.cart.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await lookup(token)).data).toEqual({ cart: null });
    expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' })).errors).toEqual([
      { field: null, code: 'CART_EXPIRED', message: 'This cart has expired; its items were released. Please start a new cart.' },
    ]);

    const live = await newCart();
    const customer = await createCustomer(shop);
    await add(null, { productId: saree.id, quantity: 1, color: 'Red' }, customer.token);
    expect(await shop.services.cart.sweep()).toBeGreaterThanOrEqual(1);
    expect(await shop.db.prisma.cart.findUnique({ where: { id } })).toBeNull();
    expect(await shop.db.prisma.cartItem.count({ where: { cartId: id } })).toBe(0);
    expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' })).errors[0].code).toBe('CART_NOT_FOUND');
    expect((await lookup(live.token)).data.cart).not.toBeNull();
    expect(await shop.db.prisma.cart.count({ where: { userId: customer.user.id } })).toBe(1);
  });
});

describe('an account cart’s token', () => {
  it('opens the account cart for its owner only: CART_NOT_YOURS for other customers and guests', async () => {
    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const { token, cart } = await newCart(owner.token);
    expect(cart).toMatchObject({ id: `cart-${owner.user.id}`, expiresAt: null });
    expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' }, owner.token)).cart.totalQuantity).toBe(1);

    const refused = { field: null, code: 'CART_NOT_YOURS', message: 'This cart belongs to another account' };
    expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' }, other.token)).errors).toEqual([refused]);
    expect((await add(token, { productId: saree.id, quantity: 1, color: 'Red' })).errors).toEqual([refused]);
    const res = await lookup(token, other.token);
    expect(res.errors[0]).toMatchObject({ message: refused.message, extensions: { code: 'CART_NOT_YOURS', status: 403 } });
    expect((await lookup(token, owner.token)).data.cart.totalQuantity).toBe(1);

    const again = await newCart(owner.token); // a new token replaces the old one
    expect((await lookup(token, owner.token)).data.cart).toBeNull();
    expect((await lookup(again.token, owner.token)).data.cart.totalQuantity).toBe(1);
  });
});

describe('mergeCart with a guest cart token', () => {
  it('carries the lines into the account cart, reports what it skipped and deletes the guest cart', async () => {
    const { token: auth, user } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);
    const fleeting = await plainProduct(shop, 'Fleeting Fenta', 2);
    await add(null, { productId: saree.id, quantity: 9, color: 'Red' }, auth);
    const guest = await newCart();
    await add(guest.token, { productId: saree.id, quantity: 5, color: 'Red' });
    await add(guest.token, { productId: kurta.id, quantity: 1, size: 'S', color: 'Cream' });
    await add(guest.token, { productId: fleeting.id, quantity: 2 });
    await shop.db.prisma.productVariant.updateMany({ where: { productId: fleeting.id }, data: { stock: 0 } });

    const res = await gql(shop, MERGE, { input: { cartToken: guest.token } }, auth);
    expect(res.body.data.mergeCart.errors).toEqual([]);
    expect(res.body.data.mergeCart.skipped).toEqual(['Fleeting Fenta is out of stock']);
    expect(res.body.data.mergeCart.cart).toMatchObject({ id: `cart-${user.id}`, expiresAt: null });
    expect(res.body.data.mergeCart.cart.items.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [saree.id, 10], // 9 + 5, capped at the 10 Red sarees there are
      [kurta.id, 1],
    ]);
    expect((await lookup(guest.token)).data).toEqual({ cart: null });
    const twice = await gql(shop, MERGE, { input: { cartToken: guest.token } }, auth);
    expect(twice.body.data.mergeCart.errors).toEqual([{ field: null, code: 'CART_NOT_FOUND', message: 'Cart not found' }]);
  });

  it('needs a token and a signed-in customer', async () => {
    const { token: auth } = await createCustomer(shop);
    const res = await gql(shop, MERGE, { input: {} }, auth);
    expect(res.body.data.mergeCart.errors).toEqual([{ field: 'cartToken', code: 'INVALID', message: 'Cart token is required' }]);
    const guest = await newCart();
    const anonymous = await gql(shop, MERGE, { input: { cartToken: guest.token } });
    expect(anonymous.body.errors[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
