// The shop's copy of a password-reset e-mail never hands an API key a live link: a key with the
// admin scope that asks a reset for the owner and reads the copy finds nothing it can use. A
// signed-in admin may read a live link while it is valid and unused (without SMTP the admin page
// is the only way to deliver it); once it is used or past its hour, everybody reads "(link expired)".
import { adminSession, createTestShop, gql, TEST_ADMIN, until, type TestShop } from '../../test/harness';
import { bearer, createKey } from '../api-keys/api-key.test-helpers';
import { startSmtpReceiver, type SmtpReceiver } from './mail.test-helpers';

const FAST = { OUTBOX_POLL_INTERVAL: '500ms', MAIL_RETRY_DELAY: '200ms', PUBLIC_URL: 'https://shop.example.in' };
const EMAILS = `query { emails(kind: PASSWORD_RESET, limit: 100) { items { id to status } } }`;
const EMAIL = `query ($id: ID!) { email(id: $id) { id status html text } }`;
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message errors { code } } }`;

const tokenIn = (text: string) => /reset-password[?#]token=([\w-]+)/.exec(text)?.[1];
/** Anything in a text shaped like a token (43 base64url characters), to try as one. */
const tokenShaped = (text: string) => [...new Set(text.match(/[\w-]{43}/g) ?? [])];

/** As a caller with a token (a person's session or an API key's secret) reads an e-mail. */
async function read(shop: TestShop, id: string, token: string): Promise<{ status: string; html: string; text: string }> {
  const res = await gql(shop, EMAIL, { id }, token);
  if (!res.body.data?.email) throw new Error(`email(${id}) failed: ${JSON.stringify(res.body)}`);
  return res.body.data.email;
}

/** Resets a password with `token`: the new session's token, or null when the token opens nothing. */
async function resets(shop: TestShop, token: string): Promise<string | null> {
  const res = await shop.http.post('/api/auth/reset-password').send({ token, password: 'taken-over-1', confirmPassword: 'taken-over-1' });
  return res.status === 200 ? (res.body.token as string) : null;
}

/** The newest reset e-mail to the admin, once there are `count` of them. */
async function newestToAdmin(shop: TestShop, adminToken: string, count: number, ready: (status: string) => boolean = () => true) {
  const items = await until(
    async () =>
      ((await gql(shop, EMAILS, {}, adminToken)).body.data.emails.items as Array<{ id: string; to: string; status: string }>).filter(
        (e) => e.to === TEST_ADMIN.email,
      ),
    (list) => list.length >= count && ready(list[0].status),
  );
  return items[0];
}

describe('without SMTP: the kept copy', () => {
  let shop: TestShop;
  let adminToken: string;
  let key: string;

  beforeAll(async () => {
    shop = await createTestShop({ env: FAST });
    adminToken = (await adminSession(shop)).token;
    key = (await createKey(shop, adminToken, ['ADMIN'])).secret;
    await shop.services.outbox.startWorkers();
  });
  afterAll(() => shop.close());

  it('an admin-scope API key asks a reset for the owner and finds no usable link; the signed-in admin does', async () => {
    const asked = await gql(shop, REQUEST_RESET, { input: { email: TEST_ADMIN.email } }, key);
    expect(asked.body.data.requestPasswordReset.errors).toEqual([]);
    const { id } = await newestToAdmin(shop, adminToken, 1);

    const byKey = await read(shop, id, key);
    expect(byKey.status).toBe('KEPT');
    expect(tokenIn(byKey.text + byKey.html)).toBeUndefined();
    expect(byKey.text).toContain('[link hidden from API keys]');
    const byAdmin = await read(shop, id, adminToken);
    const live = tokenIn(byAdmin.text)!;
    expect(live).toMatch(/^[\w-]{43}$/);
    expect(byAdmin.html).toContain(`https://shop.example.in/reset-password#token=${live}`);
    expect(byKey.text + byKey.html).not.toContain(live);
    // Nothing the key read opens the account (tried while the link is still open).
    for (const guess of tokenShaped(byKey.text + byKey.html)) expect(await resets(shop, guess)).toBeNull();

    // Used: everybody reads it as expired, the admin too (signed in again by the reset: older sessions ended).
    adminToken = (await resets(shop, live))!;
    expect(adminToken).toBeTruthy();
    for (const reader of [adminToken, key]) {
      const after = await read(shop, id, reader);
      expect(after.text).toContain('(link expired)');
      expect(after.text + after.html).not.toContain(live);
    }
  });

  it('a link past its hour reads as expired for the admin', async () => {
    const admin = adminToken;
    await shop.http.post('/api/auth/forgot-password').send({ email: TEST_ADMIN.email }).expect(200);
    const { id } = await newestToAdmin(shop, admin, 2);
    const live = tokenIn((await read(shop, id, admin)).text)!;
    expect(live).toBeTruthy();
    await shop.db.prisma.passwordResetToken.updateMany({ where: { usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await read(shop, id, admin);
    expect(expired.text).toContain('(link expired)');
    expect(expired.text + expired.html).not.toContain(live);
  });
});

describe('with SMTP: the queued copy', () => {
  let shop: TestShop;
  let smtp: SmtpReceiver;
  let adminToken: string;
  let key: string;
  let refusing = true;

  beforeAll(async () => {
    smtp = await startSmtpReceiver({ refuse: () => refusing });
    shop = await createTestShop({ env: { ...FAST, SMTP_URL: smtp.url } });
    adminToken = (await adminSession(shop)).token;
    key = (await createKey(shop, adminToken, ['ADMIN'])).secret;
    await shop.services.outbox.startWorkers();
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });

  it('while it waits to be sent, a key reads no usable link; the e-mail as sent carries one the key never saw', async () => {
    const asked = await shop.http.post('/api/auth/forgot-password').set(bearer(key)).send({ email: TEST_ADMIN.email });
    expect(asked.status).toBe(200);
    // The SMTP server refuses for now: the copy stays queued, its link live.
    const { id } = await newestToAdmin(shop, adminToken, 1);
    const byKey = await until(
      () => read(shop, id, key),
      (e) => e.status === 'QUEUED',
    );
    expect(tokenIn(byKey.text + byKey.html)).toBeUndefined();
    expect(byKey.text).toContain('[link hidden from API keys]');

    refusing = false;
    const [sent] = (await smtp.until((r) => r.some((m) => m.to.includes(TEST_ADMIN.email)))).filter((m) => m.to.includes(TEST_ADMIN.email));
    const live = tokenIn(sent.mail.text!)!;
    expect(sent.mail.text).toContain(`https://shop.example.in/reset-password#token=${live}`);
    expect(byKey.text + byKey.html).not.toContain(live);
    for (const guess of tokenShaped(byKey.text + byKey.html)) expect(await resets(shop, guess)).toBeNull();

    // Sent: the copy lost the link for everybody.
    const copy = await until(
      () => read(shop, id, adminToken),
      (e) => e.status === 'SENT',
    );
    expect(copy.text + copy.html).not.toContain(live);
    expect(await resets(shop, live)).toBeTruthy(); // and the link itself still works, once
  });
});
