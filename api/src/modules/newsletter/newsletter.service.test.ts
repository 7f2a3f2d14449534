// @postgres: runs on both databases — concurrent transactions and locks (PGlite has one connection).
import { createTestServices, contextFor, type TestServices, failure } from '../../test/harness';

let shop: TestServices;
const guest = contextFor(null);

const subscribers = (email: string) => shop.db.prisma.newsletterSubscriber.count({ where: { email } });

beforeAll(async () => {
  shop = await createTestServices();
});
afterAll(() => shop.close());

describe('subscribing to the newsletter', () => {
  it('stores a new address lower-cased and trimmed', async () => {
    expect(await shop.services.newsletter.subscribe(guest, { email: '  Priya.Joshi@Example.IN ' })).toEqual({
      email: 'priya.joshi@example.in',
      alreadySubscribed: false,
    });
    expect(await subscribers('priya.joshi@example.in')).toBe(1);
  });

  it('is idempotent: the same address again (any case) answers alreadySubscribed and adds no row', async () => {
    await shop.services.newsletter.subscribe(guest, { email: 'kiran@example.in' });
    expect(await shop.services.newsletter.subscribe(guest, { email: 'KIRAN@example.in' })).toEqual({ email: 'kiran@example.in', alreadySubscribed: true });
    expect(await shop.services.newsletter.subscribe(guest, { email: 'kiran@example.in' })).toEqual({ email: 'kiran@example.in', alreadySubscribed: true });
    expect(await subscribers('kiran@example.in')).toBe(1);
  });

  it('handles simultaneous sign-ups of one address: exactly one is new', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => shop.services.newsletter.subscribe(guest, { email: 'race@example.in' })));
    expect(results.filter((r) => !r.alreadySubscribed)).toHaveLength(1);
    expect(await subscribers('race@example.in')).toBe(1);
  });

  it.each([undefined, '', 'not-an-email', 'a@b', '@example.in', 123, null])('refuses %p with "Valid email is required"', async (email) => {
    const e = await failure(shop.services.newsletter.subscribe(guest, { email }));
    expect([e.status, e.message, e.fields]).toEqual([400, 'Valid email is required', { email: 'Valid email is required' }]);
  });
});
