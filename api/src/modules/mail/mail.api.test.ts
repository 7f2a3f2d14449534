// Transactional e-mail end to end, through a real local SMTP server: what each action sends, to
// whom, with what in it; password reset through GraphQL and REST; an SMTP server that is down or
// refuses; and the shop without SMTP, where the admin Emails page is the mailbox.
import { adminSession, contextFor, createCustomer, createTestShop, gql, until, type TestShop } from '../../test/harness';
import { createCatalogue } from '../../test/fixtures';
import { address, KURTA, placeCard, productNamed } from '../orders/order.test-helpers';
import { freePort, startSmtpReceiver, type Received, type SmtpReceiver } from './mail.test-helpers';
import { RESET_REQUESTED } from '../accounts/password-reset.service';

const FAST = { OUTBOX_POLL_INTERVAL: '500ms', MAIL_RETRY_DELAY: '200ms', PUBLIC_URL: 'https://shop.example.in', SHOP_EMAIL: 'orders@shop.example.in' };

const EMAILS = `query ($status: EmailStatus, $kind: EmailKind) { emails(status: $status, kind: $kind, limit: 100) { total items { id kind to replyTo subject status attempts lastError nextAttemptAt sentAt orderId } } }`;
const EMAIL = `query ($id: ID!) { email(id: $id) { id kind subject status html text } }`;
const RESEND = `mutation ($input: ResendEmailInput!) { resendEmail(input: $input) { email { id status attempts } errors { code message } } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message errors { field code message } } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { token user { email } errors { field code message } } }`;

const to = (address: string) => (r: Received[]) => r.filter((m) => m.to.includes(address));
const tokenIn = (text: string) => /reset-password#token=([\w-]+)/.exec(text)?.[1];

describe('with an SMTP server', () => {
  let shop: TestShop;
  let smtp: SmtpReceiver;
  let adminToken: string;

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    shop = await createTestShop({ env: { ...FAST, SMTP_URL: smtp.url, MAIL_FROM: 'Vadodara Family Fashion <hello@shop.example.in>' } });
    await createCatalogue(shop);
    adminToken = (await adminSession(shop)).token;
    await shop.services.outbox.startWorkers();
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('welcomes a new customer', async () => {
    const { user } = await createCustomer(shop, { firstName: 'Meera' });
    // (the e-mail confirmation link goes to the same address in the same transaction)
    const isWelcome = (m: Received) => m.mail.subject === 'Welcome to Vadodara Family Fashion';
    const welcome = to(user.email)(await smtp.until((r) => to(user.email)(r).some(isWelcome))).find(isWelcome)!;
    expect(welcome.mail.subject).toBe('Welcome to Vadodara Family Fashion');
    expect(welcome.mail.from?.text).toBe('"Vadodara Family Fashion" <hello@shop.example.in>');
    expect(welcome.mail.text).toContain('Welcome, Meera!');
    expect(welcome.mail.html).toContain('https://shop.example.in/shop');
  });

  it('confirms an order to the customer and tells the shop, then writes on shipping and cancellation', async () => {
    const customer = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const email = `buyer.${Date.now()}@example.in`;
    const order = await placeCard(shop, customer.ctx, [{ productId: kurta.id, quantity: 2, size: 'M', color: 'White' }], {
      shippingAddress: address({ email, firstName: 'Ravi' }),
    });
    const received = await smtp.until((r) => to(email)(r).length > 0 && to('orders@shop.example.in')(r).some((m) => m.mail.subject?.includes(order.id.slice(0, 8).toUpperCase())));
    const [confirmation] = to(email)(received);
    const short = order.id.slice(0, 8).toUpperCase();
    expect(confirmation.mail.subject).toBe(`Order #${short} confirmed — thank you!`);
    for (const part of [confirmation.mail.text!, confirmation.mail.html as string]) {
      expect(part).toContain(KURTA);
      expect(part).toContain('Size M · Colour White');
      expect(part).toContain('₹2,598.00'); // 2 × ₹1,299.00
      expect(part).toContain('Free in Vadodara');
      expect(part).toContain('12 Alkapuri Society, RC Dutt Road');
      expect(part).toContain('Pay on delivery — please keep ₹2,598.00 ready');
      expect(part).toContain(`https://shop.example.in/order/${order.accessToken}`);
    }
    const notice = to('orders@shop.example.in')(received).find((m) => m.mail.subject?.includes(short))!;
    expect(notice.mail.subject).toBe(`New order #${short} — ₹2,598.00 (pay on delivery)`);
    expect(notice.mail.text).toContain(`Ravi Patel (${email}, 9876543210)`);

    const admin = contextFor({ id: '00000000-0000-0000-0000-000000000000', email: 'admin@test.shop', role: 'admin' });
    await shop.services.orders.updateStatus(admin, order.id, 'processing'); // no e-mail for this one
    await shop.services.orders.updateStatus(admin, order.id, 'shipped');
    const shipped = await smtp.until((r) => to(email)(r).length >= 2);
    expect(to(email)(shipped)[1].mail.subject).toBe(`Order #${short} is on its way`);
    await shop.services.orders.updateStatus(admin, order.id, 'delivered');
    const delivered = to(email)(await smtp.until((r) => to(email)(r).length >= 3))[2];
    expect(delivered.mail.subject).toBe(`Order #${short} has been delivered`);

    // A cancelled pay-on-delivery order says nothing was charged.
    const other = await placeCard(shop, customer.ctx, [{ productId: kurta.id, quantity: 1, size: 'S', color: 'White' }], { shippingAddress: address({ email }) });
    await shop.services.orders.updateStatus(admin, other.id, 'cancelled');
    const cancelled = to(email)(await smtp.until((r) => to(email)(r).some((m) => m.mail.subject?.includes('has been cancelled')))).find((m) =>
      m.mail.subject?.includes('has been cancelled'),
    )!;
    expect(cancelled.mail.subject).toBe(`Order #${other.id.slice(0, 8).toUpperCase()} has been cancelled`);
    expect(cancelled.mail.text).toContain('Nothing was charged for this order.');
    // processing wrote nothing: exactly confirmation, shipped, delivered; then the second order's confirmation and cancellation
    await new Promise((r) => setTimeout(r, 700));
    expect(to(email)(smtp.received).map((m) => m.mail.subject!.replace(/#\w+/, '#…')).sort()).toEqual([
      'Order #… confirmed — thank you!',
      'Order #… confirmed — thank you!',
      'Order #… has been cancelled',
      'Order #… has been delivered',
      'Order #… is on its way',
    ]);

    // The admin sees each of them as sent, linked to the order.
    const list = await gql(shop, EMAILS, { kind: 'ORDER_STATUS' }, adminToken);
    const mine = (list.body.data.emails.items as Array<Record<string, unknown>>).filter((e) => e.orderId === order.id);
    expect(mine.map((e) => [e.status, e.attempts])).toEqual([
      ['SENT', 1],
      ['SENT', 1],
    ]);
  });

  it('sends contact messages to the shop, replying to the sender', async () => {
    await shop.http
      .post('/api/contact')
      .send({ firstName: 'Kavya', lastName: 'Shah', email: 'kavya@example.in', phone: '9898989898', message: 'Do you have the <b>blue</b> kurta in XXL?' })
      .expect(201);
    const [m] = (await smtp.until((r) => r.some((x) => x.mail.subject === 'New message from Kavya Shah'))).filter((x) => x.mail.subject === 'New message from Kavya Shah');
    expect(m.to).toEqual(['orders@shop.example.in']);
    expect(m.mail.replyTo?.text).toBe('kavya@example.in');
    expect(m.mail.text).toContain('Do you have the <b>blue</b> kurta in XXL?');
    expect(m.mail.html).toContain('Do you have the &lt;b&gt;blue&lt;/b&gt; kurta in XXL?'); // escaped, never markup
  });

  it('resets a forgotten password: neutral answer, single-use link, signs in, ends old sessions', async () => {
    const customer = await createCustomer(shop, { password: 'old-secret' });
    const ask = await gql(shop, REQUEST_RESET, { input: { email: customer.user.email.toUpperCase() } });
    expect(ask.body.data.requestPasswordReset).toEqual({ message: RESET_REQUESTED, errors: [] });
    const nobody = await gql(shop, REQUEST_RESET, { input: { email: 'nobody.here@example.in' } });
    expect(nobody.body.data.requestPasswordReset).toEqual({ message: RESET_REQUESTED, errors: [] }); // the same words

    const [mail] = to(customer.user.email)(await smtp.until((r) => to(customer.user.email)(r).some((m) => m.mail.subject === 'Reset your password'))).filter(
      (m) => m.mail.subject === 'Reset your password',
    );
    const token = tokenIn(mail.mail.text!)!;
    expect(mail.mail.text).toContain(`https://shop.example.in/reset-password#token=${token}`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const mismatch = await gql(shop, RESET, { input: { token, password: 'new-secret', confirmPassword: 'new-secreT' } });
    expect(mismatch.body.data.resetPassword.errors).toEqual([{ field: 'confirmPassword', code: 'INVALID', message: "Passwords don't match" }]);
    const short = await gql(shop, RESET, { input: { token, password: 'abc', confirmPassword: 'abc' } });
    expect(short.body.data.resetPassword.errors[0]).toMatchObject({ field: 'password', message: 'Password must be at least 6 characters' });

    const done = await gql(shop, RESET, { input: { token, password: 'new-secret', confirmPassword: 'new-secret' } });
    expect(done.body.data.resetPassword).toMatchObject({ user: { email: customer.user.email }, errors: [] });
    // signed in with the answered token; the session from before the reset is over
    expect((await gql(shop, '{ me { email } }', {}, done.body.data.resetPassword.token)).body.data.me.email).toBe(customer.user.email);
    expect((await gql(shop, '{ me { email } }', {}, customer.token)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // the new password works, the old one no longer does
    await shop.http.post('/api/auth/login').send({ email: customer.user.email, password: 'new-secret' }).expect(200);
    await shop.http.post('/api/auth/login').send({ email: customer.user.email, password: 'old-secret' }).expect(401);

    // used once: a second use is refused, over GraphQL and REST alike
    const again = await gql(shop, RESET, { input: { token, password: 'other-secret', confirmPassword: 'other-secret' } });
    expect(again.body.data.resetPassword.errors).toEqual([
      { field: null, code: 'INVALID_RESET_TOKEN', message: 'This password reset link is invalid, has expired or has already been used. Ask for a new one.' },
    ]);
    const rest = await shop.http.post('/api/auth/reset-password').send({ token, password: 'other-secret', confirmPassword: 'other-secret' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/invalid, has expired or has already been used/);

    // the shop's copy of the sent e-mail no longer holds the link
    const kept = await gql(shop, EMAILS, { kind: 'PASSWORD_RESET' }, adminToken);
    const row = (kept.body.data.emails.items as Array<{ id: string; to: string }>).find((e) => e.to === customer.user.email)!;
    const full = await gql(shop, EMAIL, { id: row.id }, adminToken);
    expect(full.body.data.email.status).toBe('SENT');
    expect(full.body.data.email.text).not.toContain(token);
    expect(full.body.data.email.html).not.toContain(token);
    expect(full.body.data.email.text).toContain('[link removed after sending]');
  });

  it('voids the other open links when one is used, and refuses an expired one', async () => {
    const customer = await createCustomer(shop);
    await shop.http.post('/api/auth/forgot-password').send({ email: customer.user.email }).expect(200, { message: RESET_REQUESTED });
    await shop.http.post('/api/auth/forgot-password').send({ email: customer.user.email }).expect(200);
    const mails = to(customer.user.email)(await smtp.until((r) => to(customer.user.email)(r).filter((m) => m.mail.subject === 'Reset your password').length === 2)).filter(
      (m) => m.mail.subject === 'Reset your password',
    );
    const [first, second] = mails.map((m) => tokenIn(m.mail.text!)!);
    const used = await shop.http.post('/api/auth/reset-password').send({ token: second, password: 'brand-new', confirmPassword: 'brand-new' });
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ token: expect.any(String), user: { email: customer.user.email } });
    await shop.http.post('/api/auth/reset-password').send({ token: first, password: 'brand-new2', confirmPassword: 'brand-new2' }).expect(400);

    // An hour later a link no longer works.
    await shop.http.post('/api/auth/forgot-password').send({ email: customer.user.email }).expect(200);
    const third = tokenIn(
      to(customer.user.email)(await smtp.until((r) => to(customer.user.email)(r).filter((m) => m.mail.subject === 'Reset your password').length === 3))
        .filter((m) => m.mail.subject === 'Reset your password')[2].mail.text!,
    )!;
    await shop.db.prisma.passwordResetToken.updateMany({ where: { userId: customer.user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await shop.http.post('/api/auth/reset-password').send({ token: third, password: 'brand-new3', confirmPassword: 'brand-new3' }).expect(400);
  });

  it('refuses bad reset input with clear messages', async () => {
    const bad = await shop.http.post('/api/auth/forgot-password').send({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ email: 'Valid email is required' });
    const unknown = await gql(shop, RESET, { input: { token: 'x'.repeat(43), password: 'secret1', confirmPassword: 'secret1' } });
    expect(unknown.body.data.resetPassword.errors[0].code).toBe('INVALID_RESET_TOKEN');
    const none = await shop.http.post('/api/auth/reset-password').send({ password: 'secret1', confirmPassword: 'secret1' });
    expect(none.status).toBe(400);
    expect(none.body.errors.token).toBe('The reset link is missing its token');
  });

  it('keeps the e-mail list for admins only', async () => {
    const customer = await createCustomer(shop);
    const res = await gql(shop, EMAILS, {}, customer.token);
    expect(res.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(shop, EMAIL, { id: '00000000-0000-4000-8000-000000000000' }, adminToken)).body.data.email).toBeNull();
    const bad = await gql(shop, EMAIL, { id: 'nope' }, adminToken);
    expect(bad.body.data.email).toBeNull();
  });
});

describe('when the SMTP server is down or refuses', () => {
  let shop: TestShop;
  let adminToken: string;
  let port: number;
  let smtp: SmtpReceiver | undefined;

  beforeAll(async () => {
    port = await freePort();
    shop = await createTestShop({ env: { ...FAST, MAIL_RETRY_DELAY: '1s', SMTP_URL: `smtp://127.0.0.1:${port}` } });
    adminToken = (await adminSession(shop)).token;
    await shop.services.outbox.startWorkers();
  });
  afterAll(async () => {
    await shop.close();
    await smtp?.close();
  });

  /** The welcome e-mails to `address` (registration also writes the e-mail confirmation link). */
  async function emailsTo(address: string) {
    const res = await gql(shop, EMAILS, { kind: 'WELCOME' }, adminToken);
    return (res.body.data.emails.items as Array<Record<string, unknown>>).filter((e) => e.to === address);
  }

  it('registers anyway, records the failure, retries, and delivers once the server is back', async () => {
    const customer = await createCustomer(shop); // the action itself never waits for SMTP
    const [failing] = await until(
      () => emailsTo(customer.user.email),
      (l) => l.length === 1 && (l[0].attempts as number) >= 1,
    );
    expect(failing).toMatchObject({ kind: 'WELCOME', status: 'QUEUED', sentAt: null });
    expect(failing.lastError).toMatch(/ECONNREFUSED/);
    expect(failing.nextAttemptAt).not.toBeNull();

    smtp = await startSmtpReceiver({ port, refuse: (rcpt) => rcpt.startsWith('refused') });
    await smtp.until((r) => r.some((m) => m.to.includes(customer.user.email)));
    const [sent] = await until(
      () => emailsTo(customer.user.email),
      (l) => l[0].status === 'SENT',
    );
    expect(sent.attempts as number).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toBeNull();
  });

  it('records a refusal (550) and lets the admin send it again', async () => {
    await until(
      async () => smtp,
      (s) => !!s,
    );
    const customer = await createCustomer(shop, { email: `refused.${Date.now()}@example.in` });
    const [refused] = await until(
      () => emailsTo(customer.user.email),
      (l) => l.length === 1 && (l[0].attempts as number) >= 1,
    );
    expect(refused.lastError).toMatch(/550/);
    // already waiting for its next attempt: resending now is refused
    const early = await gql(shop, RESEND, { input: { id: refused.id } }, adminToken);
    expect(early.body.data.resendEmail.errors[0].code).toBe('EMAIL_ALREADY_QUEUED');
    // give up quickly: mark it failed as the last attempt would, then resend
    await shop.db.prisma.email.update({ where: { id: refused.id as string }, data: { status: 'failed', nextAttemptAt: null, attempts: 10 } });
    const resent = await gql(shop, RESEND, { input: { id: refused.id } }, adminToken);
    expect(resent.body.data.resendEmail).toMatchObject({ email: { status: 'QUEUED', attempts: 0 }, errors: [] });
    await until(
      () => emailsTo(customer.user.email),
      (l) => (l[0].attempts as number) >= 1,
    );
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  let shop: TestShop;
  let adminToken: string;

  beforeAll(async () => {
    shop = await createTestShop({ env: FAST });
    await createCatalogue(shop);
    adminToken = (await adminSession(shop)).token;
    await shop.services.outbox.startWorkers();
  });
  afterAll(() => shop.close());

  it('keeps every e-mail in the shop, readable by the admin, reset link included', async () => {
    const customer = await createCustomer(shop);
    const kurta = await productNamed(shop, KURTA);
    const order = await placeCard(shop, customer.ctx, [{ productId: kurta.id, quantity: 1, size: 'L', color: 'Cream' }]);
    await shop.http.post('/api/auth/forgot-password').send({ email: customer.user.email }).expect(200);
    const list = await until(
      async () => (await gql(shop, EMAILS, { status: 'KEPT' }, adminToken)).body.data.emails.items as Array<Record<string, unknown>>,
      (items) => items.some((e) => e.kind === 'ORDER_CONFIRMATION' && e.orderId === order.id) && items.some((e) => e.kind === 'PASSWORD_RESET'),
    );
    const kinds = list.filter((e) => e.to === customer.user.email || e.orderId === order.id).map((e) => e.kind);
    expect(kinds.sort()).toEqual(['EMAIL_VERIFICATION', 'ORDER_CONFIRMATION', 'PASSWORD_RESET', 'SHOP_NEW_ORDER', 'WELCOME']);
    expect(list.every((e) => e.status === 'KEPT' && e.attempts === 0)).toBe(true);

    const reset = list.find((e) => e.kind === 'PASSWORD_RESET' && e.to === customer.user.email)!;
    const full = await gql(shop, EMAIL, { id: reset.id }, adminToken);
    const token = tokenIn(full.body.data.email.text)!;
    expect(token).toBeTruthy(); // the admin page is the mailbox: the link stays
    await shop.http.post('/api/auth/reset-password').send({ token, password: 'from-admin-page', confirmPassword: 'from-admin-page' }).expect(200);

    const resend = await gql(shop, RESEND, { input: { id: reset.id } }, adminToken);
    expect(resend.body.data.resendEmail.errors[0]).toMatchObject({ code: 'EMAIL_SENDING_OFF' });
  });

  it('throttles reset requests per address with the same answer for every address', async () => {
    const limited = await createTestShop({ env: { ...FAST, RATE_LIMITS: 'reset-email=2/1h' } });
    try {
      for (let i = 0; i < 2; i++) await limited.http.post('/api/auth/forgot-password').send({ email: 'someone@example.in' }).expect(200);
      const third = await limited.http.post('/api/auth/forgot-password').send({ email: 'someone@example.in' });
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^Too many password reset requests/);
    } finally {
      await limited.close();
    }
  });
});
