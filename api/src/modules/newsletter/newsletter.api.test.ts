import { createTestShop, gql, type TestShop } from '../../test/harness';

let shop: TestShop;
const SUBSCRIBE = `mutation S($email: String!) { subscribeNewsletter(input: { email: $email }) { subscription { email alreadySubscribed } errors { field code message } } }`;
const INVALID_EMAIL = { subscription: null, errors: [{ field: 'email', code: 'INVALID', message: 'Valid email is required' }] };

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

describe('GraphQL subscribeNewsletter', () => {
  it('is public and idempotent', async () => {
    const first = await gql(shop, SUBSCRIBE, { email: 'Neha@Example.in' });
    expect(first.body).toEqual({ data: { subscribeNewsletter: { subscription: { email: 'neha@example.in', alreadySubscribed: false }, errors: [] } }, extensions: { cost: expect.any(Object) } });
    const second = await gql(shop, SUBSCRIBE, { email: 'neha@example.in' });
    expect(second.body).toEqual({ data: { subscribeNewsletter: { subscription: { email: 'neha@example.in', alreadySubscribed: true }, errors: [] } }, extensions: { cost: expect.any(Object) } });
    expect(await shop.db.prisma.newsletterSubscriber.count({ where: { email: 'neha@example.in' } })).toBe(1);
  });

  it('refuses a bad address with the spec text', async () => {
    const res = await gql(shop, SUBSCRIBE, { email: 'neha' });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.subscribeNewsletter).toEqual(INVALID_EMAIL);
    expect(await shop.db.prisma.newsletterSubscriber.count({ where: { email: 'neha' } })).toBe(0);
  });
});

describe('REST POST /api/newsletter', () => {
  it('answers 201 for a new subscriber and 200 with alreadySubscribed for a repeat', async () => {
    const first = await shop.http.post('/api/newsletter').send({ email: 'vikram@example.in' });
    expect([first.status, first.body]).toEqual([201, { email: 'vikram@example.in', alreadySubscribed: false }]);
    const again = await shop.http.post('/api/newsletter').send({ email: 'VIKRAM@example.in' });
    expect([again.status, again.body]).toEqual([200, { email: 'vikram@example.in', alreadySubscribed: true }]);
  });

  it('answers 400 { message, errors } for a missing, malformed or wrongly typed address', async () => {
    for (const body of [{}, { email: 'vikram@' }, { email: 123 }, { email: ['a@b.in'] }]) {
      const res = await shop.http.post('/api/newsletter').send(body);
      expect([res.status, res.body]).toEqual([400, { message: 'Valid email is required', errors: { email: 'Valid email is required' } }]);
    }
    const text = await shop.http.post('/api/newsletter').set('content-type', 'text/plain').send('vikram@example.in');
    expect([text.status, text.body.message]).toEqual([400, 'Valid email is required']);
  });
});

describe('look-alike addresses', () => {
  it.each(['neha\u200b@example.in', 'neha@example\u200c.in', '\u202eneha@example.in', 'neha<b>@example.in', 'neha@example.in"', 'neha(x)@example.in', 'neha@exa;mple.in', 'neha@@example.in', 'neha..k@example.in'])(
    'refuses %j on REST and GraphQL and stores nothing',
    async (email) => {
      const before = await shop.db.prisma.newsletterSubscriber.count();
      const rest = await shop.http.post('/api/newsletter').send({ email });
      expect([rest.status, rest.body]).toEqual([400, { message: 'Valid email is required', errors: { email: 'Valid email is required' } }]);
      const graphql = await gql(shop, SUBSCRIBE, { email });
      expect(graphql.body.errors).toBeUndefined();
      expect(graphql.body.data.subscribeNewsletter).toEqual(INVALID_EMAIL);
      expect(await shop.db.prisma.newsletterSubscriber.count()).toBe(before);
    },
  );

  it('stores the normalised address once, whatever width or case it was typed in', async () => {
    const first = await shop.http.post('/api/newsletter').send({ email: 'ＮＥＨＡ.wide@example.in' });
    expect([first.status, first.body]).toEqual([201, { email: 'neha.wide@example.in', alreadySubscribed: false }]);
    const again = await gql(shop, SUBSCRIBE, { email: ' neha.wide@EXAMPLE.in ' });
    expect(again.body.data.subscribeNewsletter).toEqual({ subscription: { email: 'neha.wide@example.in', alreadySubscribed: true }, errors: [] });
  });
});
