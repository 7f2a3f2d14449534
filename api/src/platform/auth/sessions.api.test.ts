// Revocable sessions and odd tokens through REST and GraphQL, on a real database: a password or
// role change and sign-out end earlier tokens; a validly signed token naming no user id is a 401
// on protected routes and a guest on public ones, never a 500.
// @postgres: runs on both databases — hand-written SQL, SQL triggers and notifications.
import jwt from 'jsonwebtoken';
import { createTestShop, gql, type TestShop } from '../../test/harness';
import { TokenService } from './token';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const INVALID = 'Invalid authentication token';

let n = 0;
async function register() {
  n += 1;
  const input = { firstName: 'Meera', lastName: 'Joshi', email: `meera.${n}.${Date.now()}@example.in`, phone: '9825012345', password: 'secret12' };
  const res = await shop.http.post('/api/auth/register').send(input).expect(201);
  return { token: res.body.token as string, id: res.body.user.id as string, email: input.email, password: input.password };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => shop.http.get('/api/auth/me').set(bearer(token));
const signIn = async (email: string, password: string) => (await shop.http.post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
const sign = (claims: object, subject: string) => jwt.sign(claims, shop.config.jwtSecret, { subject, expiresIn: '1h' });

describe('REST: revocable sessions', () => {
  it('a password change ends earlier tokens (other devices too) and answers a fresh token for this browser', async () => {
    const u = await register();
    const otherDevice = await signIn(u.email, u.password);
    const res = await shop.http.post('/api/auth/change-password').set(bearer(u.token)).send({ currentPassword: 'secret12', newPassword: 'newpass1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password changed successfully', token: expect.any(String) });
    for (const old of [u.token, otherDevice]) {
      const refused = await me(old);
      expect(refused.status).toBe(401);
      expect(refused.body).toEqual({ message: SESSION_ENDED });
    }
    expect((await me(res.body.token)).body).toMatchObject({ id: u.id, email: u.email });
    expect(await signIn(u.email, 'newpass1')).toEqual(expect.any(String));
  });

  it('a refused change (wrong current password) revokes nothing', async () => {
    const u = await register();
    expect(
      (await shop.http.post('/api/auth/change-password').set(bearer(u.token)).send({ currentPassword: 'wrong-one', newPassword: 'newpass1' })).status,
    ).toBe(400);
    expect((await me(u.token)).status).toBe(200);
  });

  it('POST /api/auth/logout signs out everywhere: 200, then every earlier token is refused; signing in again works', async () => {
    const u = await register();
    const otherDevice = await signIn(u.email, u.password);
    const res = await shop.http.post('/api/auth/logout').set(bearer(u.token));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Signed out on every device' });
    expect((await me(u.token)).body).toEqual({ message: SESSION_ENDED });
    expect((await me(otherDevice)).status).toBe(401);
    // A second sign-out with the ended token is refused like any protected call.
    expect((await shop.http.post('/api/auth/logout').set(bearer(u.token))).status).toBe(401);
    expect((await shop.http.post('/api/auth/logout')).status).toBe(401);
    const fresh = await signIn(u.email, u.password);
    expect((await me(fresh)).status).toBe(200);
  });

  it('an ended token still browses public routes as a guest', async () => {
    const u = await register();
    await shop.http.post('/api/auth/logout').set(bearer(u.token)).expect(200);
    const products = await shop.http.get('/api/products').set(bearer(u.token));
    expect(products.status).toBe(200);
    expect(Array.isArray(products.body)).toBe(true);
  });

  it('a role change, even by an owner in SQL, ends earlier tokens; a profile edit does not', async () => {
    const u = await register();
    await shop.http.put('/api/auth/profile').set(bearer(u.token)).send({ firstName: 'Meeraa', lastName: 'Joshi', email: u.email }).expect(200);
    expect((await me(u.token)).status).toBe(200);
    await shop.db.prisma.$executeRaw`UPDATE "users" SET "role" = 'admin' WHERE "id" = ${u.id}::uuid`;
    expect((await me(u.token)).body).toEqual({ message: SESSION_ENDED });
    const asAdmin = await signIn(u.email, u.password);
    expect((await me(asAdmin)).body.role).toBe('admin');
    // Setting the same role again changes nothing.
    await shop.db.prisma.$executeRaw`UPDATE "users" SET "role" = 'admin' WHERE "id" = ${u.id}::uuid`;
    expect((await me(asAdmin)).status).toBe(200);
  });

  it('a password reset in SQL ends earlier tokens too (the trigger, not the app, bumps the version)', async () => {
    const u = await register();
    const before = await shop.db.prisma.user.findUniqueOrThrow({ where: { id: u.id }, select: { tokenVersion: true } });
    await shop.db.prisma.$executeRaw`UPDATE "users" SET "password" = 'not-a-hash' WHERE "id" = ${u.id}::uuid`;
    const after = await shop.db.prisma.user.findUniqueOrThrow({ where: { id: u.id }, select: { tokenVersion: true } });
    expect(after.tokenVersion).toBe(before.tokenVersion + 1);
    expect((await me(u.token)).status).toBe(401);
  });

  it('tokens from before revocable sessions (no "ver" claim) count as version 0: they survive the upgrade, not a sign-out', async () => {
    const u = await register();
    const legacy = sign({ role: 'customer' }, u.id);
    expect((await me(legacy)).status).toBe(200);
    await shop.http.post('/api/auth/logout').set(bearer(legacy)).expect(200);
    expect((await me(legacy)).body).toEqual({ message: SESSION_ENDED });
  });

  it('never puts the token version in an answer', async () => {
    const u = await register();
    expect(JSON.stringify((await me(u.token)).body)).not.toMatch(/tokenVersion/);
    expect(JSON.stringify((await shop.http.post('/api/auth/login').send({ email: u.email, password: u.password })).body)).not.toMatch(/tokenVersion/);
  });
});

describe('GraphQL: revocable sessions', () => {
  const ME = `{ me { id email } }`;
  const CHANGE = `mutation C($input: ChangePasswordInput!) { changePasswordAndSignIn(input: $input) { token user { id email } } }`;
  const OLD_CHANGE = `mutation C($input: ChangePasswordInput!) { changePassword(input: $input) }`;

  it('changePasswordAndSignIn answers a fresh token and user; the earlier token is UNAUTHENTICATED', async () => {
    const u = await register();
    const res = await gql(shop, CHANGE, { input: { currentPassword: 'secret12', newPassword: 'newpass1' } }, u.token);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.changePasswordAndSignIn).toEqual({ token: expect.any(String), user: { id: u.id, email: u.email } });
    const old = await gql(shop, ME, {}, u.token);
    expect(old.body.errors[0]).toMatchObject({ message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } });
    expect((await gql(shop, ME, {}, res.body.data.changePasswordAndSignIn.token)).body.data.me.id).toBe(u.id);
  });

  it('the deprecated changePassword still answers true, and revokes', async () => {
    const u = await register();
    const res = await gql(shop, OLD_CHANGE, { input: { currentPassword: 'secret12', newPassword: 'newpass1' } }, u.token);
    expect(res.body).toEqual({ data: { changePassword: true }, extensions: { cost: expect.any(Object) } });
    expect((await gql(shop, ME, {}, u.token)).body.errors[0].message).toBe(SESSION_ENDED);
  });

  it('logout signs out everywhere; without a session it is UNAUTHENTICATED', async () => {
    const u = await register();
    const otherDevice = await signIn(u.email, u.password);
    expect((await gql(shop, `mutation { logout }`, {}, u.token)).body).toEqual({ data: { logout: true }, extensions: { cost: expect.any(Object) } });
    for (const token of [u.token, otherDevice])
      expect((await gql(shop, ME, {}, token)).body.errors[0]).toMatchObject({ message: SESSION_ENDED, extensions: { code: 'UNAUTHENTICATED' } });
    expect((await gql(shop, `mutation { logout }`)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Public queries still answer the ended token, as a guest.
    const products = await gql(shop, `{ products(limit: 1) { total } }`, {}, u.token);
    expect(products.body.errors).toBeUndefined();
  });
});

describe('a validly signed token whose subject is not a user id', () => {
  const odd = () => [
    sign({ role: 'customer' }, 'x'),
    sign({ role: 'admin' }, "1' OR '1'='1"),
    sign({ role: 'customer', ver: 'one' }, '00000000-0000-4000-8000-000000000000'),
  ];

  it('REST: protected routes answer 401 JSON, public routes answer as a guest', async () => {
    for (const token of odd()) {
      const refused = await me(token);
      expect(refused.status).toBe(401);
      expect(refused.headers['content-type']).toMatch(/application\/json/);
      expect(refused.body).toEqual({ message: INVALID });
      expect((await shop.http.get('/api/orders').set(bearer(token))).status).toBe(401);
      const products = await shop.http.get('/api/products').set(bearer(token));
      expect(products.status).toBe(200);
      const cart = await shop.http.get('/api/cart').set(bearer(token));
      expect(cart.status).not.toBe(500);
    }
  });

  it('GraphQL: protected fields are UNAUTHENTICATED, public ones answer as a guest', async () => {
    for (const token of odd()) {
      const refused = await gql(shop, `{ me { id } }`, {}, token);
      expect(refused.status).toBe(200);
      expect(refused.body.errors[0]).toMatchObject({ message: INVALID, extensions: { code: 'UNAUTHENTICATED' } });
      const products = await gql(shop, `{ products(limit: 1) { total } }`, {}, token);
      expect(products.body.errors).toBeUndefined();
      expect(products.body.data.products.total).toBeGreaterThan(0);
    }
  });

  it('TokenService.verify refuses it with 401; a missing version reads as 0', () => {
    const tokens = new TokenService(shop.config.jwtSecret, '1h');
    for (const token of odd()) expect(() => tokens.verify(token)).toThrow(expect.objectContaining({ status: 401, message: INVALID }));
    const id = '3f2a1b9c-4d5e-4f60-8a7b-0c1d2e3f4a5b';
    expect(tokens.verify(sign({ role: 'customer' }, id.toUpperCase()))).toEqual({ sub: id, role: 'customer', ver: 0 });
    expect(tokens.verify(tokens.sign({ id, role: 'admin', tokenVersion: 4 }))).toEqual({ sub: id, role: 'admin', ver: 4 });
  });

  it('findAuthUser never throws for odd input', async () => {
    for (const sub of ['x', '', '3f2a1b9c', '00000000-0000-4000-8000-000000000000']) {
      await expect(shop.services.accounts.findAuthUser({ sub, ver: 0 })).resolves.toEqual({ refused: expect.objectContaining({ status: 401 }) });
    }
  });
});
