// The cart through both APIs: GraphQL (primary) and the /api REST shim.
import { createCustomer, createTestShop, gql, type TestShop } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { KURTA, SAREE, plainProduct, productNamed, setStock } from './cart.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
});
afterAll(async () => {
  await shop.close();
});

const CART_FIELDS = `id totalQuantity subtotal items {
  id productId quantity size color createdAt lineTotal available problem variantId variant { id sku size color stock available }
  product { id name price stock inStock category { name } }
}`;
const ERRORS = 'errors { field code message }';
const CART = `query Cart { cart { ${CART_FIELDS} } }`;
const ADD = `mutation Add($input: AddToCartInput!) { addToCart(input: $input) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const UPDATE = `mutation Update($input: UpdateCartItemInput!) { updateCartItem(input: $input) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const REMOVE = `mutation Remove($input: RemoveCartItemInput!) { removeCartItem(input: $input) { cart { ${CART_FIELDS} } ${ERRORS} } }`;
const CLEAR = `mutation Clear { clearCart { cart { id items { id } totalQuantity subtotal expiresAt } ${ERRORS} } }`;
const MERGE = `mutation Merge($input: MergeCartInput!) { mergeCart(input: $input) { skipped cart { ${CART_FIELDS} } ${ERRORS} } }`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const firstError = (res: { body: { errors?: { message: string; extensions: Record<string, unknown> }[] } }) => res.body.errors?.[0];

describe('GraphQL', () => {
  it('needs a signed-in user (or a cart token) for every cart operation (UNAUTHENTICATED)', async () => {
    const saree = await productNamed(shop, SAREE);
    for (const [query, vars] of [
      [CART, {}],
      [ADD, { input: { productId: saree.id, quantity: 1, color: 'Red' } }],
      [CLEAR, {}],
      [MERGE, { input: { items: [] } }],
    ] as const) {
      const res = await gql(shop, query, vars);
      expect(firstError(res)).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    }
  });

  it('adds, merges the same line, updates, removes and clears with exact money', async () => {
    const { token, user } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);

    let res = await gql(shop, ADD, { input: { productId: saree.id, quantity: 1, color: 'Red' } }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.addToCart.errors).toEqual([]);
    res = await gql(shop, ADD, { input: { productId: saree.id, quantity: 1, color: 'Red', size: null } }, token);
    res = await gql(shop, ADD, { input: { productId: kurta.id, quantity: 1, size: 'L', color: 'Cream' } }, token);
    const cart = res.body.data.addToCart.cart;
    expect(cart).toMatchObject({ id: `cart-${user.id}`, totalQuantity: 3, subtotal: '8297.00' });
    expect(cart.items).toEqual([
      expect.objectContaining({ productId: saree.id, quantity: 2, size: null, color: 'Red', lineTotal: '6998.00', available: true, problem: null }),
      expect.objectContaining({ productId: kurta.id, quantity: 1, size: 'L', color: 'Cream', lineTotal: '1299.00' }),
    ]);
    expect(cart.items[0].product).toEqual({ id: saree.id, name: SAREE, price: '3499.00', stock: 30, inStock: true, category: { name: 'Women' } });

    const sareeLine = cart.items[0].id;
    res = await gql(shop, UPDATE, { input: { id: sareeLine, quantity: 5 } }, token);
    expect(res.body.data.updateCartItem.cart).toMatchObject({ totalQuantity: 6, subtotal: '18794.00' });

    res = await gql(shop, REMOVE, { input: { id: sareeLine } }, token);
    expect(res.body.data.removeCartItem.cart.items.map((l: { productId: string }) => l.productId)).toEqual([kurta.id]);

    res = await gql(shop, CLEAR, {}, token);
    expect(res.body.data.clearCart.cart).toEqual({ id: `cart-${user.id}`, items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: null });
    res = await gql(shop, CART, {}, token);
    expect(res.body.data.cart.items).toEqual([]);
  });

  it('answers the rules as payload errors with codes and the spec texts', async () => {
    const { token } = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const few = await plainProduct(shop, 'Two Left Turbans', 2);
    const add = async (input: object) => (await gql(shop, ADD, { input }, token)).body.data.addToCart;

    expect(await add({ productId: kurta.id, quantity: 1, color: 'White' })).toEqual({ cart: null, errors: [{ field: 'size', code: 'INVALID', message: 'Please select a size' }] });
    expect((await add({ productId: kurta.id, quantity: 1, size: 'M' })).errors).toEqual([{ field: 'color', code: 'INVALID', message: 'Please select a color' }]);
    expect((await add({ productId: kurta.id, quantity: 0, size: 'M', color: 'White' })).errors).toEqual([{ field: 'quantity', code: 'INVALID', message: 'Quantity must be at least 1' }]);
    expect((await add({ productId: 'nope', quantity: 1 })).errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Product not found' }]);
    expect((await add({ productId: few.id, quantity: 3 })).errors).toEqual([{ field: null, code: 'OUT_OF_STOCK', message: 'Only 2 left of Two Left Turbans' }]);
    // GraphQL itself refuses missing or wrongly typed fields.
    expect(firstError(await gql(shop, ADD, { input: { productId: few.id } }, token))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(firstError(await gql(shop, ADD, { input: { productId: few.id, quantity: 'two' } }, token))).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("hides another customer's lines: update and remove answer NOT_FOUND", async () => {
    const owner = await createCustomer(shop);
    const intruder = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const res = await gql(shop, ADD, { input: { productId: saree.id, quantity: 1, color: 'Emerald' } }, owner.token);
    const lineId = res.body.data.addToCart.cart.items[0].id;
    for (const [query, input, field] of [
      [UPDATE, { id: lineId, quantity: 2 }, 'updateCartItem'],
      [REMOVE, { id: lineId }, 'removeCartItem'],
      [UPDATE, { id: 'not-an-id', quantity: 2 }, 'updateCartItem'],
    ] as const) {
      const answer = (await gql(shop, query, { input }, intruder.token)).body.data[field];
      expect(answer.errors).toEqual([{ field: null, code: 'NOT_FOUND', message: 'Cart item not found' }]);
    }
    const mine = await gql(shop, CART, {}, owner.token);
    expect(mine.body.data.cart.items).toEqual([expect.objectContaining({ id: lineId, quantity: 1 })]);
  });

  it('flags lines after a stock drop', async () => {
    const { token } = await createCustomer(shop);
    const p = await plainProduct(shop, 'Fading Phulkari', 6, '250.00');
    await gql(shop, ADD, { input: { productId: p.id, quantity: 4 } }, token);
    await setStock(shop, p.id, 3);
    let res = await gql(shop, CART, {}, token);
    expect(res.body.data.cart.items[0]).toMatchObject({ available: false, problem: 'Only 3 left in stock', lineTotal: '1000.00' });
    await setStock(shop, p.id, 0);
    res = await gql(shop, CART, {}, token);
    expect(res.body.data.cart.items[0]).toMatchObject({ available: false, problem: 'Out of stock', product: { inStock: false } });
    expect(res.body.data.cart.subtotal).toBe('1000.00');
  });

  it('mergeCart still takes lines (deprecated) and lists what it skipped', async () => {
    const { token } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);
    const items = [
      { productId: saree.id, quantity: 20, color: 'Red' },
      { productId: kurta.id, quantity: 1, size: 'M' },
    ];
    const res = await gql(shop, MERGE, { input: { items } }, token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.mergeCart.skipped).toEqual([`${KURTA} was not added because no color was chosen`]);
    expect(res.body.data.mergeCart.cart.items).toEqual([expect.objectContaining({ productId: saree.id, quantity: 10, color: 'Red', variant: expect.objectContaining({ color: 'Red', stock: 10 }) })]);
  });
});

describe('REST /api/cart', () => {
  it('needs a token (401)', async () => {
    for (const req of [shop.http.get('/api/cart'), shop.http.post('/api/cart').send({}), shop.http.delete('/api/cart'), shop.http.post('/api/cart/merge').send({ items: [] })]) {
      const res = await req;
      expect(res.status).toBe(401);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it('adds (201, the line with its product), lists, updates, removes and clears', async () => {
    const { token } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);

    let res = await shop.http.post('/api/cart').set(bearer(token)).send({ productId: saree.id, quantity: 2, size: null, color: 'Maroon' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ productId: saree.id, quantity: 2, size: null, color: 'Maroon', lineTotal: '6998.00', available: true, problem: null });
    expect(res.body.product).toMatchObject({ id: saree.id, name: SAREE, price: '3499.00', originalPrice: null, stock: 30 });
    expect(res.body).toMatchObject({ variantId: expect.any(String), variant: { color: 'Maroon', size: null, stock: 10, available: true } });
    const sareeLine = res.body.id;

    res = await shop.http.post('/api/cart').set(bearer(token)).send({ productId: kurta.id, quantity: '1', size: 'S', color: 'White' });
    expect(res.status).toBe(201);

    res = await shop.http.get('/api/cart').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body.map((l: { productId: string; quantity: number }) => [l.productId, l.quantity])).toEqual([
      [saree.id, 2],
      [kurta.id, 1],
    ]);
    expect(res.body[1].product.price).toBe('1299.00');

    res = await shop.http.put(`/api/cart/${sareeLine}`).set(bearer(token)).send({ quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: sareeLine, quantity: 3, lineTotal: '10497.00', product: { price: '3499.00' } });

    res = await shop.http.delete(`/api/cart/${sareeLine}`).set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: sareeLine });

    res = await shop.http.delete('/api/cart').set(bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    res = await shop.http.get('/api/cart').set(bearer(token));
    expect(res.body).toEqual([]);
  });

  it('answers bad input with { message, errors } and the right status', async () => {
    const { token } = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const few = await plainProduct(shop, 'One Left Lungi', 1);
    const post = (body: object) => shop.http.post('/api/cart').set(bearer(token)).send(body);

    let res = await post({ productId: kurta.id, quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select a size', errors: { size: 'Please select a size' } });
    res = await post({ productId: kurta.id, quantity: 1, size: 'M', color: 'Purple' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Color Purple is not available for this product');
    res = await post({ productId: kurta.id, size: 'M', color: 'White' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ quantity: 'Quantity must be at least 1' });
    res = await post({ quantity: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Product is required');
    res = await post({ productId: 'abc', quantity: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Product not found' });
    res = await post({ productId: few.id, quantity: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Only 1 left of One Left Lungi' });
    res = await shop.http.post('/api/cart').set(bearer(token)).set('content-type', 'application/json').send('{"productId":');
    expect(res.status).toBe(400);
  });

  it("answers 404 for another customer's line and for malformed ids", async () => {
    const owner = await createCustomer(shop);
    const intruder = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const added = await shop.http.post('/api/cart').set(bearer(owner.token)).send({ productId: saree.id, quantity: 1, color: 'Red' });
    const id = added.body.id;
    let res = await shop.http.put(`/api/cart/${id}`).set(bearer(intruder.token)).send({ quantity: 5 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Cart item not found' });
    res = await shop.http.delete(`/api/cart/${id}`).set(bearer(intruder.token));
    expect(res.status).toBe(404);
    res = await shop.http.put('/api/cart/123').set(bearer(owner.token)).send({ quantity: 1 });
    expect(res.status).toBe(404);
    res = await shop.http.get('/api/cart').set(bearer(owner.token));
    expect(res.body).toEqual([expect.objectContaining({ id, quantity: 1 })]);
  });

  it('merges with { items, skipped }', async () => {
    const { token } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const gone = await plainProduct(shop, 'Sold Out Safa', 0);
    const res = await shop.http
      .post('/api/cart/merge')
      .set(bearer(token))
      .send({ items: [{ productId: saree.id, quantity: 1, color: 'Emerald' }, { productId: gone.id, quantity: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual(['Sold Out Safa is out of stock']);
    expect(res.body.items).toEqual([expect.objectContaining({ productId: saree.id, quantity: 1, color: 'Emerald', lineTotal: '3499.00' })]);
    const bad = await shop.http.post('/api/cart/merge').set(bearer(token)).send({ items: 'all' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Items must be a list');
  });
});
