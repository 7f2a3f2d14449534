// Accounts end to end through REST and GraphQL, on a real database.
import jwt from 'jsonwebtoken';
import { createTestShop, gql, TEST_ADMIN, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const newCustomer = (n: string) => ({ firstName: 'Riya', lastName: 'Shah', email: `riya.${n}@example.in`, phone: '9825012345', password: 'secret12' });

describe('REST /api/auth', () => {
  it('registers, answers token and user without the hash, and /me knows the user', async () => {
    const res = await shop.http.post('/api/auth/register').send(newCustomer('a'));
    expect(res.status).toBe(201);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.user).toMatchObject({ email: 'riya.a@example.in', firstName: 'Riya', role: 'customer' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);
    const me = await shop.http.get('/api/auth/me').set('authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: res.body.user.id, email: 'riya.a@example.in' });
    expect(me.body.password).toBeUndefined();
  });

  it('stores the hash with argon2id, never the password', async () => {
    await shop.http.post('/api/auth/register').send(newCustomer('hash')).expect(201);
    const row = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: 'riya.hash@example.in' } });
    expect(row.password).toMatch(/^\$argon2id\$/);
    expect(row.password).not.toContain('secret12');
  });

  it('refuses a duplicate e-mail with 409, case-insensitively', async () => {
    await shop.http.post('/api/auth/register').send(newCustomer('dup')).expect(201);
    const res = await shop.http.post('/api/auth/register').send({ ...newCustomer('dup'), email: 'RIYA.DUP@example.in' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('An account with this email already exists');
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: '   ' }, 'lastName', 'Last name is required'],
    [{ email: 'not-an-email' }, 'email', 'Valid email is required'],
    [{ phone: '12345' }, 'phone', 'Valid phone number is required'],
    [{ password: '123' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 42 }, 'email', 'Valid email is required'],
    [{ firstName: undefined }, 'firstName', 'First name is required'],
  ])('register with %j → 400 with the spec message', async (patch, field, message) => {
    const res = await shop.http.post('/api/auth/register').send({ ...newCustomer('v'), ...patch });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors[field]).toBe(message);
  });

  // Addresses that would register a look-alike of someone else's account, or carry markup.
  const LOOK_ALIKES = [
    'victim\u200b@test.in', // zero-width space
    'victim@test\u200d.in', // zero-width joiner
    '\ufeffvictim@test.in', // byte-order mark
    'vic\u2060tim@test.in', // word joiner
    'vic\u00adtim@test.in', // soft hyphen
    'victim@gm\u0430il.com', // Cyrillic а among Latin letters
    '<script>@test.in',
    '"victim"@test.in',
    'victim@test.in<img src=x>',
    'vic tim@test.in',
    'victim@@test.in',
    'victim@test@test.in',
    'vic..tim@test.in',
    '.victim@test.in',
    'victim.@test.in',
    'victim@test',
    'victim@test.i',
    'victim@-test.in',
    'victim@[127.0.0.1]',
  ];

  it.each(LOOK_ALIKES)('refuses to register %j (400, the spec text, no account)', async (email) => {
    const before = await shop.db.prisma.user.count();
    const res = await shop.http.post('/api/auth/register').send({ ...newCustomer('look'), email });
    expect([res.status, res.body]).toEqual([400, { message: 'Valid email is required', errors: { email: 'Valid email is required' } }]);
    const graphql = await gql(shop, `mutation R($input: RegisterInput!) { register(input: $input) { token errors { field code message } } }`, { input: { ...newCustomer('look'), email } });
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.register).toEqual({ token: null, errors: [{ field: 'email', code: 'INVALID', message: 'Valid email is required' }] });
    expect(await shop.db.prisma.user.count()).toBe(before);
  });

  it('stores one spelling per mailbox: NFKC, trimmed, lower-case, IDN domains in Unicode', async () => {
    const wide = await shop.http.post('/api/auth/register').send({ ...newCustomer('x'), email: '  ＲＩＹＡ.Wide@Example.IN ' });
    expect([wide.status, wide.body.user?.email]).toEqual([201, 'riya.wide@example.in']);
    const again = await shop.http.post('/api/auth/register').send({ ...newCustomer('x'), email: 'riya.wide@example.in' });
    expect(again.status).toBe(409);
    const idn = await shop.http.post('/api/auth/register').send({ ...newCustomer('x'), email: 'riya@xn--p1b6ci4b4b3a.xn--h2brj9c' });
    expect([idn.status, idn.body.user?.email]).toEqual([201, 'riya@उदाहरण.भारत']);
    const unicode = await shop.http.post('/api/auth/register').send({ ...newCustomer('x'), email: 'Riya@उदाहरण.भारत' });
    expect(unicode.status).toBe(409);
    const login = await shop.http.post('/api/auth/login').send({ email: 'RIYA@xn--p1b6ci4b4b3a.xn--h2brj9c', password: 'secret12' });
    expect(login.status).toBe(200);
  });

  it('refuses a look-alike address on the profile too', async () => {
    const { body } = await shop.http.post('/api/auth/register').send(newCustomer('profile.la')).expect(201);
    const res = await shop.http.put('/api/auth/profile').set('authorization', `Bearer ${body.token}`).send({ firstName: 'R', lastName: 'S', email: 'riya.profile.la\u200b@example.in' });
    expect([res.status, res.body.errors]).toEqual([400, { email: 'Valid email is required' }]);
    expect((await shop.db.prisma.user.findUniqueOrThrow({ where: { id: body.user.id } })).email).toBe('riya.profile.la@example.in');
  });

  it('logs in with the right password and refuses a wrong one with 401', async () => {
    await shop.http.post('/api/auth/register').send(newCustomer('login')).expect(201);
    const ok = await shop.http.post('/api/auth/login').send({ email: 'Riya.Login@example.in', password: 'secret12' });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('riya.login@example.in');
    const bad = await shop.http.post('/api/auth/login').send({ email: 'riya.login@example.in', password: 'wrong-one' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Invalid email or password');
    const unknown = await shop.http.post('/api/auth/login').send({ email: 'nobody@example.in', password: 'whatever' });
    expect(unknown.status).toBe(401);
  });

  it('answers /me with 401 for a missing, expired, tampered or foreign token', async () => {
    const { body } = await shop.http.post('/api/auth/register').send(newCustomer('me')).expect(201);
    expect((await shop.http.get('/api/auth/me')).status).toBe(401);
    const expired = jwt.sign({ role: 'customer' }, shop.config.jwtSecret, { subject: body.user.id, expiresIn: -10 });
    const expiredRes = await shop.http.get('/api/auth/me').set('authorization', `Bearer ${expired}`);
    expect(expiredRes.status).toBe(401);
    expect(expiredRes.body.message).toMatch(/expired/);
    const [h, p] = body.token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: body.user.id, role: 'admin' })).toString('base64url');
    const tampered = `${h}.${forgedPayload}.${body.token.split('.')[2]}`;
    expect((await shop.http.get('/api/auth/me').set('authorization', `Bearer ${tampered}`)).status).toBe(401);
    const foreign = jwt.sign({ role: 'admin' }, 'some-other-secret-of-sufficient-length-000', { subject: body.user.id });
    expect((await shop.http.get('/api/auth/me').set('authorization', `Bearer ${foreign}`)).status).toBe(401);
    expect((await shop.http.get('/api/auth/me').set('authorization', `Bearer ${h}.${p}`)).status).toBe(401);
  });

  it('a customer token that claims admin gets no admin rights (role comes from the database)', async () => {
    const { body } = await shop.http.post('/api/auth/register').send(newCustomer('claim')).expect(201);
    const claimsAdmin = jwt.sign({ role: 'admin' }, shop.config.jwtSecret, { subject: body.user.id, expiresIn: '1h' });
    const me = await shop.http.get('/api/auth/me').set('authorization', `Bearer ${claimsAdmin}`);
    expect(me.body.role).toBe('customer');
  });

  it('changes the password: wrong current → 400, then the new one works', async () => {
    const { body } = await shop.http.post('/api/auth/register').send(newCustomer('pw')).expect(201);
    const auth = { authorization: `Bearer ${body.token}` };
    const wrong = await shop.http.post('/api/auth/change-password').set(auth).send({ currentPassword: 'nope-nope', newPassword: 'newpass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const missing = await shop.http.post('/api/auth/change-password').set(auth).send({ newPassword: 'newpass1' });
    expect(missing.body.message).toBe('Current password is required');
    const short = await shop.http.post('/api/auth/change-password').set(auth).send({ currentPassword: 'secret12', newPassword: '123' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
    expect((await shop.http.post('/api/auth/change-password').set(auth).send({ currentPassword: 'secret12', newPassword: 'newpass1' })).status).toBe(200);
    expect((await shop.http.post('/api/auth/login').send({ email: 'riya.pw@example.in', password: 'newpass1' })).status).toBe(200);
    expect((await shop.http.post('/api/auth/change-password').send({ currentPassword: 'a', newPassword: 'bbbbbb' })).status).toBe(401);
  });

  it('updates the profile and refuses an e-mail that belongs to someone else', async () => {
    const { body } = await shop.http.post('/api/auth/register').send(newCustomer('prof')).expect(201);
    await shop.http.post('/api/auth/register').send(newCustomer('taken')).expect(201);
    const auth = { authorization: `Bearer ${body.token}` };
    const ok = await shop.http.put('/api/auth/profile').set(auth).send({ firstName: 'Riyaa', lastName: 'Shah', email: 'riya.prof@example.in', phone: '' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ firstName: 'Riyaa', phone: null });
    const taken = await shop.http.put('/api/auth/profile').set(auth).send({ firstName: 'R', lastName: 'S', email: 'riya.taken@example.in' });
    expect(taken.status).toBe(409);
  });

  it('the seeded admin signs in with the configured password', async () => {
    const res = await shop.http.post('/api/auth/login').send(TEST_ADMIN);
    expect(res.status).toBe(200);
    expect(res.body.user.role).toBe('admin');
  });
});

describe('GraphQL accounts', () => {
  const REGISTER = `mutation R($input: RegisterInput!) { register(input: $input) { token user { id email role } errors { field code message } } }`;
  const ME = `{ me { id email firstName role } }`;

  it('registers and reads me', async () => {
    const reg = await gql(shop, REGISTER, { input: newCustomer('gql') });
    expect(reg.body.errors).toBeUndefined();
    expect(reg.body.data.register.errors).toEqual([]);
    expect(reg.body.data.register.user).toMatchObject({ email: 'riya.gql@example.in', role: 'CUSTOMER' });
    const token = reg.body.data.register.token;
    const me = await gql(shop, ME, {}, token);
    expect(me.body.data.me).toMatchObject({ email: 'riya.gql@example.in', role: 'CUSTOMER' });
  });

  it('reports validation with the spec message, code and fields', async () => {
    const before = await shop.db.prisma.user.count();
    const res = await gql(shop, REGISTER, { input: { ...newCustomer('gqlv'), phone: '123' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.register).toEqual({ token: null, user: null, errors: [{ field: 'phone', code: 'INVALID', message: 'Valid phone number is required' }] });
    expect(await shop.db.prisma.user.count()).toBe(before);
  });

  it('me is null without a token and UNAUTHENTICATED with a bad one', async () => {
    const none = await gql(shop, ME);
    expect(none.body).toMatchObject({ data: { me: null } });
    expect(none.body.errors).toBeUndefined();
    const bad = await gql(shop, ME, {}, 'not.a.token');
    expect(bad.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a missing required argument is a 400 with a message, not a 500', async () => {
    const res = await gql(shop, `mutation { login(input: { email: "a@b.in" }) { token } }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/password/);
  });

  it('never exposes a password field in the schema', async () => {
    const res = await gql(shop, `{ __type(name: "User") { fields { name } } }`);
    const names = res.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).not.toContain('password');
  });
});
