import { createTestServices, createCustomer, adminSession, contextFor, type TestServices, failure } from '../../test/harness';
import type { RequestContext } from '../../platform/common/context';

let shop: TestServices;
let admin: RequestContext;
let customer: RequestContext;
const guest = contextFor(null);

const valid = { firstName: 'Meera', lastName: 'Shah', email: 'Meera.Shah@Example.in', phone: '9876543210', message: 'Do you stock kurtas in XXL?' };

beforeAll(async () => {
  shop = await createTestServices();
  admin = (await adminSession(shop)).ctx;
  customer = (await createCustomer(shop)).ctx;
});
afterAll(() => shop.close());

describe('sending a contact message', () => {
  it('stores a valid message, trimmed, with the e-mail lower-cased', async () => {
    const row = await shop.services.messages.send(guest, { ...valid, firstName: '  Meera ', message: '  Hello  ' });
    expect(row).toMatchObject({ firstName: 'Meera', lastName: 'Shah', email: 'meera.shah@example.in', phone: '9876543210', message: 'Hello' });
    const stored = await shop.db.prisma.contactMessage.findUnique({ where: { id: row.id } });
    expect(stored?.email).toBe('meera.shah@example.in');
  });

  it('treats the phone as optional: omitted, null or blank is stored as null', async () => {
    const { phone: _p, ...noPhone } = valid;
    expect((await shop.services.messages.send(guest, noPhone)).phone).toBeNull();
    expect((await shop.services.messages.send(guest, { ...valid, phone: null })).phone).toBeNull();
    expect((await shop.services.messages.send(guest, { ...valid, phone: '   ' })).phone).toBeNull();
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Valid email is required'],
    ['message', 'Message is required'],
  ])('requires %s: "%s"', async (field, message) => {
    for (const value of [undefined, '', '   ', 42]) {
      const e = await failure(shop.services.messages.send(guest, { ...valid, [field]: value }));
      expect(e.status).toBe(400);
      expect(e.message).toBe(message);
      expect(e.fields).toEqual({ [field]: message });
    }
  });

  it('rejects a malformed e-mail', async () => {
    for (const email of ['meera', 'meera@', 'meera@example', 'a b@example.in']) {
      const e = await failure(shop.services.messages.send(guest, { ...valid, email }));
      expect(e.fields).toEqual({ email: 'Valid email is required' });
    }
  });

  it('requires a given phone number to have at least 10 characters', async () => {
    const e = await failure(shop.services.messages.send(guest, { ...valid, phone: '98765' }));
    expect(e.status).toBe(400);
    expect(e.message).toBe('Valid phone number is required');
    expect((await shop.services.messages.send(guest, { ...valid, phone: '+91 98765 43210' })).phone).toBe('+91 98765 43210');
  });

  it('accepts a message of 5000 characters and refuses 5001', async () => {
    expect((await shop.services.messages.send(guest, { ...valid, message: 'a'.repeat(5000) })).message).toHaveLength(5000);
    const e = await failure(shop.services.messages.send(guest, { ...valid, message: 'a'.repeat(5001) }));
    expect(e.fields).toEqual({ message: 'Message must be at most 5000 characters' });
  });

  it('names the first failing field in the message and lists every failing field', async () => {
    const e = await failure(shop.services.messages.send(guest, {}));
    expect(e.message).toBe('First name is required');
    expect(e.fields).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      message: 'Message is required',
    });
  });

  it('refuses a body that is not an object', async () => {
    const e = await failure(shop.services.messages.send(guest, ['not', 'an', 'object']));
    expect(e.status).toBe(400);
  });
});

describe('listing contact messages', () => {
  beforeAll(async () => {
    await shop.db.prisma.contactMessage.deleteMany();
    const base = Date.UTC(2025, 0, 1);
    await shop.db.prisma.contactMessage.createMany({
      data: [0, 1, 2, 3, 4].map((i) => ({ ...valid, firstName: `Sender ${i}`, createdAt: new Date(base + i * 60_000) })),
    });
  });

  it('is for admins only', async () => {
    expect((await failure(shop.services.messages.list(guest))).status).toBe(401);
    expect((await failure(shop.services.messages.list(customer))).status).toBe(403);
  });

  it('lists newest first, with the total of all messages', async () => {
    const page = await shop.services.messages.list(admin);
    expect(page.items.map((m) => m.firstName)).toEqual(['Sender 4', 'Sender 3', 'Sender 2', 'Sender 1', 'Sender 0']);
    expect(page).toMatchObject({ total: 5, limit: 25, offset: 0 });
  });

  it('pages with limit and offset, clamping the limit to 1…100', async () => {
    const page = await shop.services.messages.list(admin, { limit: 2, offset: 1 });
    expect(page.items.map((m) => m.firstName)).toEqual(['Sender 3', 'Sender 2']);
    expect(page.total).toBe(5);
    expect((await shop.services.messages.list(admin, { limit: 1000 })).limit).toBe(100);
    expect((await shop.services.messages.list(admin, { limit: 0 })).items).toHaveLength(1);
    expect((await shop.services.messages.list(admin, { offset: -5 })).offset).toBe(0);
  });
});
