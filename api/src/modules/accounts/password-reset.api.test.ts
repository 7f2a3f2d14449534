// Asking for a reset link tells nobody whether the address has an account: not by the answer, and
// not by the work the request does (its time). The request only records a job, for any address;
// the worker looks the address up and writes the link. The link carries its token in the URL's
// fragment, which a browser never sends to a server (so no access log or proxy sees it).
// @postgres: runs on both databases — hand-written SQL.
import type { Response } from 'supertest';
import { createCustomer, createTestShop, gql, until, type TestShop } from '../../test/harness';
import { RESET_REQUESTED } from './password-reset.service';

const ENV = { OUTBOX_POLL_INTERVAL: '500ms', PUBLIC_URL: 'https://shop.example.in' };
const REQUEST_RESET = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message errors { field code message } } }`;

/** What the database holds that a reset request could write: jobs per queue, reset tokens, reset e-mails. */
async function work(shop: TestShop) {
  const jobs = await shop.db.prisma.$queryRawUnsafe<Array<{ name: string; n: number }>>('SELECT name, count(*)::int AS n FROM pgboss.job GROUP BY name');
  return {
    jobs: Object.fromEntries(jobs.map((j) => [j.name, Number(j.n)])) as Record<string, number>,
    tokens: await shop.db.prisma.passwordResetToken.count(),
    emails: await shop.db.prisma.email.count({ where: { kind: 'password_reset' } }),
  };
}

/** What changed between two readings of `work`. */
function changed(before: Awaited<ReturnType<typeof work>>, after: Awaited<ReturnType<typeof work>>) {
  const jobs: Record<string, number> = {};
  for (const [name, n] of Object.entries(after.jobs)) if (n !== (before.jobs[name] ?? 0)) jobs[name] = n - (before.jobs[name] ?? 0);
  return { jobs, tokens: after.tokens - before.tokens, emails: after.emails - before.emails };
}

/** An answer as the client receives it, minus what differs on every request (its id, the time). */
const answer = (res: Response) => ({ status: res.status, body: res.text, type: res.headers['content-type'], length: res.headers['content-length'] });

describe('asking for a reset link', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await createTestShop({ env: ENV }); // workers not started: the request's own work stays visible
  });
  afterAll(() => shop.close());

  it('does the same work for a known and an unknown address: one job of the same kind, the same bytes back', async () => {
    const customer = await createCustomer(shop);
    const nobody = `nobody.${Date.now()}@example.in`;

    const start = await work(shop);
    const known = await shop.http.post('/api/auth/forgot-password').send({ email: customer.user.email });
    const afterKnown = await work(shop);
    const unknown = await shop.http.post('/api/auth/forgot-password').send({ email: nobody });
    const afterUnknown = await work(shop);

    expect(answer(known)).toEqual(answer(unknown));
    expect(answer(known)).toMatchObject({ status: 200, body: JSON.stringify({ message: RESET_REQUESTED }) });
    // Each request wrote one job of the same queue and nothing else: no token, no e-mail yet.
    expect(changed(start, afterKnown)).toEqual({ jobs: { 'password-resets': 1 }, tokens: 0, emails: 0 });
    expect(changed(afterKnown, afterUnknown)).toEqual(changed(start, afterKnown));

    // GraphQL answers the same bytes for both as well.
    const a = await gql(shop, REQUEST_RESET, { input: { email: customer.user.email } });
    const b = await gql(shop, REQUEST_RESET, { input: { email: nobody } });
    expect(answer(a)).toEqual(answer(b));
    expect(changed(afterUnknown, await work(shop))).toEqual({ jobs: { 'password-resets': 2 }, tokens: 0, emails: 0 });

    // The worker does the rest: a link for the account, nothing for the unknown address.
    await shop.services.outbox.startWorkers();
    const mails = await until(
      () => shop.db.prisma.email.findMany({ where: { kind: 'password_reset' }, select: { to: true, text: true, html: true } }),
      (rows) => rows.length === 2,
    );
    await new Promise((r) => setTimeout(r, 1200)); // the unknown address's jobs are worked too, and write nothing
    expect(await shop.db.prisma.email.count({ where: { kind: 'password_reset' } })).toBe(2);
    expect(mails.map((m) => m.to)).toEqual([customer.user.email, customer.user.email]);
    expect(await shop.db.prisma.passwordResetToken.count({ where: { userId: customer.user.id } })).toBe(2);
    expect(await shop.db.prisma.email.count({ where: { to: nobody } })).toBe(0);

    // The link carries the token in its fragment, never in the query string a server would log.
    for (const mail of mails) {
      expect(mail.text).toMatch(/https:\/\/shop\.example\.in\/reset-password#token=[\w-]{43}\b/);
      expect(mail.html).toMatch(/href="https:\/\/shop\.example\.in\/reset-password#token=[\w-]{43}"/);
      expect(mail.text + mail.html).not.toContain('reset-password?token=');
    }
    const token = /#token=([\w-]{43})/.exec(mails[0].text)![1];
    await shop.http.post('/api/auth/reset-password').send({ token, password: 'from-the-fragment', confirmPassword: 'from-the-fragment' }).expect(200);
  });

  it('still throttles per address and per client before recording anything', async () => {
    const limited = await createTestShop({ env: { ...ENV, RATE_LIMITS: 'reset-email=1/1h,reset-ip=2/1h' } });
    try {
      const before = await work(limited);
      await limited.http.post('/api/auth/forgot-password').send({ email: 'someone@example.in' }).expect(200);
      const perAddress = await limited.http.post('/api/auth/forgot-password').send({ email: 'someone@example.in' });
      expect(perAddress.status).toBe(429);
      expect(perAddress.body.message).toMatch(/^Too many password reset requests/);
      await limited.http.post('/api/auth/forgot-password').send({ email: 'someone.else@example.in' }).expect(429); // the client's third
      expect(changed(before, await work(limited))).toEqual({ jobs: { 'password-resets': 1 }, tokens: 0, emails: 0 });
    } finally {
      await limited.close();
    }
  });
});
