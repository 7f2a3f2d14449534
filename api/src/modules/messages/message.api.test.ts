import { createTestShop, createCustomer, adminSession, gql, type TestShop } from '../../test/harness';

let shop: TestShop;
let adminToken: string;
let customerToken: string;

const valid = { firstName: 'Ravi', lastName: 'Desai', email: 'ravi@example.in', phone: '9898989898', message: 'Is the store open on Sunday?' };

const SEND = `mutation Send($input: ContactMessageInput!) {
  sendContactMessage(input: $input) { contactMessage { id firstName lastName email phone message createdAt } errors { field code message } }
}`;
const LIST = `query List($limit: Int, $offset: Int) {
  contactMessages(limit: $limit, offset: $offset) { total limit offset items { id firstName email phone message createdAt } }
}`;

beforeAll(async () => {
  shop = await createTestShop();
  adminToken = (await adminSession(shop)).token;
  customerToken = (await createCustomer(shop)).token;
});
afterAll(() => shop.close());

describe('GraphQL', () => {
  it('sendContactMessage is public and returns the stored message', async () => {
    const res = await gql(shop, SEND, { input: { ...valid, email: 'RAVI@Example.in' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendContactMessage.errors).toEqual([]);
    const m = res.body.data.sendContactMessage.contactMessage;
    expect(m).toMatchObject({ firstName: 'Ravi', lastName: 'Desai', email: 'ravi@example.in', phone: '9898989898' });
    expect(new Date(m.createdAt).toString()).not.toBe('Invalid Date');
    expect(await shop.db.prisma.contactMessage.count({ where: { id: m.id } })).toBe(1);
  });

  it('answers the spec texts as INVALID payload errors, one per field, and stores nothing', async () => {
    const before = await shop.db.prisma.contactMessage.count();
    const res = await gql(shop, SEND, { input: { ...valid, firstName: ' ', phone: '123' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.sendContactMessage).toEqual({
      contactMessage: null,
      errors: [
        { field: 'firstName', code: 'INVALID', message: 'First name is required' },
        { field: 'phone', code: 'INVALID', message: 'Valid phone number is required' },
      ],
    });
    expect(await shop.db.prisma.contactMessage.count()).toBe(before);
  });

  it('refuses a wrongly typed field before it reaches the service', async () => {
    const res = await gql(shop, SEND, { input: { ...valid, email: 123 } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('contactMessages: 401 without a token, 403 for a customer', async () => {
    const anon = await gql(shop, LIST);
    expect(anon.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    const cust = await gql(shop, LIST, {}, customerToken);
    expect(cust.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('contactMessages: newest first with total, limit and offset', async () => {
    await shop.db.prisma.contactMessage.deleteMany();
    const base = Date.UTC(2025, 5, 1);
    await shop.db.prisma.contactMessage.createMany({
      data: ['Oldest', 'Middle', 'Newest'].map((firstName, i) => ({ ...valid, firstName, createdAt: new Date(base + i * 1000) })),
    });
    const res = await gql(shop, LIST, {}, adminToken);
    expect(res.body.data.contactMessages).toMatchObject({ total: 3, limit: 25, offset: 0 });
    expect(res.body.data.contactMessages.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Newest', 'Middle', 'Oldest']);
    const page = await gql(shop, LIST, { limit: 1, offset: 1 }, adminToken);
    expect(page.body.data.contactMessages.items.map((m: { firstName: string }) => m.firstName)).toEqual(['Middle']);
    const nulls = await gql(shop, LIST, { limit: null, offset: null }, adminToken);
    expect(nulls.body.data.contactMessages).toMatchObject({ total: 3, limit: 25, offset: 0 });
    const huge = await gql(shop, LIST, { limit: 5000 }, adminToken);
    expect(huge.body.data.contactMessages.limit).toBe(100);
  });
});

describe('REST', () => {
  it('POST /api/contact answers 201 with the message', async () => {
    const { phone: _p, ...noPhone } = valid;
    const res = await shop.http.post('/api/contact').send(noPhone);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ firstName: 'Ravi', email: 'ravi@example.in', phone: null, message: valid.message });
    expect(typeof res.body.id).toBe('string');
  });

  it('POST /api/contact answers 400 { message, errors } with the spec texts', async () => {
    const res = await shop.http.post('/api/contact').send({ ...valid, email: 'not-an-email', message: '' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Valid email is required',
      errors: { email: 'Valid email is required', message: 'Message is required' },
    });
    const typed = await shop.http.post('/api/contact').send({ ...valid, email: 123, lastName: ['x'] });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ lastName: 'Last name is required', email: 'Valid email is required' });
  });

  it('GET /api/contact-messages: 401 without a token, 403 for a customer', async () => {
    expect((await shop.http.get('/api/contact-messages')).status).toBe(401);
    const res = await shop.http.get('/api/contact-messages').set('authorization', `Bearer ${customerToken}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Admin access required' });
  });

  it('GET /api/contact-messages: an array, newest first, total in X-Total-Count', async () => {
    await shop.db.prisma.contactMessage.deleteMany();
    const base = Date.UTC(2025, 6, 1);
    await shop.db.prisma.contactMessage.createMany({
      data: ['First', 'Second', 'Third'].map((firstName, i) => ({ ...valid, firstName, createdAt: new Date(base + i * 1000) })),
    });
    const res = await shop.http.get('/api/contact-messages').set('authorization', `Bearer ${adminToken}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.map((m: { firstName: string }) => m.firstName)).toEqual(['Third', 'Second', 'First']);
    expect(res.headers['x-total-count']).toBe('3');
    const page = await shop.http.get('/api/contact-messages?limit=1&offset=2').set('authorization', `Bearer ${adminToken}`);
    expect(page.body.map((m: { firstName: string }) => m.firstName)).toEqual(['First']);
    expect(page.headers['x-total-count']).toBe('3');
  });
});
