// E-mail verification through both APIs: the link e-mailed at registration, its single use and
// expiry, a new one on request (throttled), and what an unverified account may not do yet.
import { createHash } from 'node:crypto';
import { adminSession, createCustomer, createTestShop, gql, TEST_RATE_LIMITS, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  // The resend limit as shipped; every other limit as in any test shop (out of the way).
  shop = await createTestShop({ env: { RATE_LIMITS: `${TEST_RATE_LIMITS}, verify-email-user=3/1h` } });
});
afterAll(() => shop.close());

const ME = '{ me { email emailVerified } }';
const VERIFY = `mutation V($input: VerifyEmailInput!) { verifyEmail(input: $input) { email message errors { field code message } } }`;
const RESEND = `mutation { resendEmailVerification { message errors { code message } } }`;
const UPDATE_PROFILE = `mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { user { email emailVerified } errors { code } } }`;

const verificationMails = (to: string) => shop.db.prisma.email.findMany({ where: { to, kind: 'email_verification' as never }, orderBy: { createdAt: 'asc' } });
const tokenIn = (text: string) => /\/verify-email#token=([\w-]+)/.exec(text)?.[1];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the link e-mailed at registration', () => {
  it('a new account is unverified and gets a link whose token is kept only as its sha256', async () => {
    const customer = await createCustomer(shop, { verified: false });
    expect((await gql(shop, ME, {}, customer.token)).body.data.me).toEqual({ email: customer.user.email, emailVerified: false });
    const mails = await verificationMails(customer.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Please confirm your e-mail address');
    const token = tokenIn(mails[0].text)!;
    expect(token).toMatch(/^[\w-]{43}$/); // 256 bits
    expect(mails[0].text).toContain(`${shop.config.publicUrl}/verify-email#token=${token}`);
    const [row] = await shop.db.prisma.emailVerificationToken.findMany({ where: { userId: customer.user.id } });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 5000);
  });

  it('the link verifies once, without signing in; the same link again is refused', async () => {
    const customer = await createCustomer(shop, { verified: false });
    const token = tokenIn((await verificationMails(customer.user.email))[0].text);
    const first = await gql(shop, VERIFY, { input: { token } });
    expect(first.body.data.verifyEmail).toEqual({ email: customer.user.email, message: 'Thank you: your e-mail address is confirmed.', errors: [] });
    expect((await gql(shop, ME, {}, customer.token)).body.data.me.emailVerified).toBe(true);
    const again = await gql(shop, VERIFY, { input: { token } });
    expect(again.body.data.verifyEmail).toEqual({
      email: null,
      message: null,
      errors: [
        {
          field: null,
          code: 'INVALID_VERIFICATION_TOKEN',
          message: expect.stringMatching(/^This confirmation link is invalid, has expired or has already been used/),
        },
      ],
    });
    const rest = await shop.http.post('/api/auth/verify-email').send({ token });
    expect(rest.status).toBe(400);
    expect((await shop.http.get('/api/auth/me').set(bearer(customer.token))).body.emailVerifiedAt).toEqual(expect.any(String));
  });

  it('an expired link, an unknown or malformed token are refused (REST 400, never 500)', async () => {
    const customer = await createCustomer(shop, { verified: false });
    const token = tokenIn((await verificationMails(customer.user.email))[0].text);
    await shop.db.prisma.emailVerificationToken.updateMany({ where: { userId: customer.user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const body of [{ token }, { token: 'A'.repeat(43) }, {}, { token: '' }, { token: 'x'.repeat(1000) }, { token: 42 }]) {
      const res = await shop.http.post('/api/auth/verify-email').send(body);
      expect(res.status).toBe(400);
    }
    expect((await gql(shop, ME, {}, customer.token)).body.data.me.emailVerified).toBe(false);
  });

  it('REST verifies too and answers the address', async () => {
    const customer = await createCustomer(shop, { verified: false });
    const token = tokenIn((await verificationMails(customer.user.email))[0].text);
    const res = await shop.http.post('/api/auth/verify-email').send({ token });
    expect([res.status, res.body]).toEqual([200, { email: customer.user.email, message: 'Thank you: your e-mail address is confirmed.' }]);
  });

  it('changing the e-mail makes the account unverified again, and a link sent to the old address no longer works', async () => {
    const customer = await createCustomer(shop, { verified: false });
    const oldLink = tokenIn((await verificationMails(customer.user.email))[0].text);
    const verified = await createCustomer(shop);
    const email = `moved.${Date.now()}@example.in`;
    const input = { firstName: 'Asha', lastName: 'Patel', email, phone: '9876543210' };
    expect((await gql(shop, UPDATE_PROFILE, { input }, verified.token)).body.data.updateProfile.user).toEqual({ email, emailVerified: false });
    const moved = `moved.too.${Date.now()}@example.in`;
    await gql(shop, UPDATE_PROFILE, { input: { ...input, email: moved } }, customer.token);
    expect((await gql(shop, VERIFY, { input: { token: oldLink } })).body.data.verifyEmail.errors[0].code).toBe('INVALID_VERIFICATION_TOKEN');
    // A profile save that keeps the address keeps the verification.
    const same = await createCustomer(shop);
    const keep = { firstName: 'Asha', lastName: 'Patel', email: same.user.email, phone: '9876500000' };
    expect((await gql(shop, UPDATE_PROFILE, { input: keep }, same.token)).body.data.updateProfile.user.emailVerified).toBe(true);
  });

  it('the seeded admin is verified', async () => {
    const admin = await adminSession(shop);
    expect((await gql(shop, ME, {}, admin.token)).body.data.me.emailVerified).toBe(true);
  });
});

describe('a new link on request', () => {
  it('sends a new link to a signed-in unverified customer, at most 3 an hour; a verified one is told so; a guest is refused', async () => {
    const customer = await createCustomer(shop, { verified: false });
    for (let i = 0; i < 3; i++) {
      const res = await gql(shop, RESEND, {}, customer.token);
      expect(res.body.data.resendEmailVerification).toEqual({ message: expect.stringMatching(/^We have sent you a new confirmation link/), errors: [] });
    }
    expect(await verificationMails(customer.user.email)).toHaveLength(4);
    const limited = await gql(shop, RESEND, {}, customer.token);
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(limited.body.errors[0].message).toMatch(/^Too many verification e-mails\. Please try again in \d+ minutes?\.$/);
    expect(await verificationMails(customer.user.email)).toHaveLength(4);
    // each link works (the newest one here)
    const newest = (await verificationMails(customer.user.email)).at(-1)!;
    expect((await gql(shop, VERIFY, { input: { token: tokenIn(newest.text) } })).body.data.verifyEmail.errors).toEqual([]);

    const verified = await createCustomer(shop);
    const rest = await shop.http.post('/api/auth/resend-verification').set(bearer(verified.token));
    expect([rest.status, rest.body]).toEqual([200, { message: 'Your e-mail address is already confirmed.' }]);
    expect(await verificationMails(verified.user.email)).toHaveLength(1);
    expect((await shop.http.post('/api/auth/resend-verification')).status).toBe(401);
    expect((await gql(shop, RESEND)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
