// Guest carts by token through REST: POST /api/carts, then X-Cart-Token on /api/cart.
import { createCustomer, createTestShop, type TestShop } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { KURTA, SAREE, productNamed } from './cart.test-helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await createCatalogue(shop);
});
afterAll(async () => {
  await shop.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newCart = async (auth?: string) => {
  const req = shop.http.post('/api/carts');
  const res = auth ? await req.set(bearer(auth)) : await req;
  expect(res.status).toBe(201);
  return res.body as { token: string; cart: { id: string; expiresAt: string | null } };
};

describe('REST guest carts', () => {
  it('creates a cart (201, token once) and works on it by X-Cart-Token or a cartToken field', async () => {
    const { token, cart } = await newCart();
    expect(cart).toMatchObject({ items: [], totalQuantity: 0, subtotal: '0.00', expiresAt: expect.any(String) });
    const saree = await productNamed(shop, SAREE);
    const kurta = await productNamed(shop, KURTA);

    let res = await shop.http.post('/api/cart').set('X-Cart-Token', token).send({ productId: saree.id, quantity: 1, color: 'Red' });
    expect(res.status).toBe(201);
    const line = res.body.id;
    res = await shop.http.post('/api/cart').send({ cartToken: token, productId: kurta.id, quantity: 1, size: 'M', color: 'White' });
    expect(res.status).toBe(201);
    res = await shop.http.get('/api/cart').set('X-Cart-Token', token);
    expect(res.body.map((l: { productId: string }) => l.productId)).toEqual([saree.id, kurta.id]);
    res = await shop.http.put(`/api/cart/${line}`).set('X-Cart-Token', token).send({ quantity: 2 });
    expect(res.body).toMatchObject({ id: line, quantity: 2, lineTotal: '6998.00' });
    res = await shop.http.delete(`/api/cart/${line}`).set('X-Cart-Token', token);
    expect(res.body).toEqual({ id: line });
    res = await shop.http.delete('/api/cart').set('X-Cart-Token', token);
    expect(res.body).toEqual({ ok: true });
    res = await shop.http.get('/api/cart').set('X-Cart-Token', token);
    expect(res.body).toEqual([]);
  });

  it('answers 404 for unknown or expired tokens and 403 for another account’s cart', async () => {
    let res = await shop.http.get('/api/cart').set('X-Cart-Token', 'q'.repeat(43));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Cart not found' });
    const { token, cart } = await newCart();
    await shop.db.prisma.cart.update({ where: { id: cart.id.slice('cart-'.length) }, data: { expiresAt: new Date(Date.now() - 1) } });
    res = await shop.http.get('/api/cart').set('X-Cart-Token', token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This cart has expired; its items were released. Please start a new cart.');

    const owner = await createCustomer(shop);
    const other = await createCustomer(shop);
    const mine = await newCart(owner.token);
    res = await shop.http.get('/api/cart').set(bearer(other.token)).set('X-Cart-Token', mine.token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This cart belongs to another account' });
    res = await shop.http.get('/api/cart').set(bearer(owner.token)).set('X-Cart-Token', mine.token);
    expect(res.status).toBe(200);
  });

  it('merges a guest cart by cartToken after sign-in', async () => {
    const { token: auth } = await createCustomer(shop);
    const saree = await productNamed(shop, SAREE);
    const guest = await newCart();
    await shop.http.post('/api/cart').set('X-Cart-Token', guest.token).send({ productId: saree.id, quantity: 2, color: 'Emerald' });
    const res = await shop.http.post('/api/cart/merge').set(bearer(auth)).send({ cartToken: guest.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ skipped: [], items: [expect.objectContaining({ productId: saree.id, quantity: 2, color: 'Emerald' })] });
    const gone = await shop.http.get('/api/cart').set('X-Cart-Token', guest.token);
    expect(gone.status).toBe(404);
    const missing = await shop.http.post('/api/cart/merge').set(bearer(auth)).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: 'Cart token is required', errors: { cartToken: 'Cart token is required' } });
  });
});
