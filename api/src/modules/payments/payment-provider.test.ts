// The provider seam without a network: Razorpay's request shape and signature check with a mocked
// fetch, and the sandbox playing the same protocol.
import { RazorpayProvider, RAZORPAY_ORDERS_URL } from './razorpay.provider';
import { SandboxProvider } from './sandbox.provider';
import { paymentSignature, signatureMatches } from './payment-provider';
import { createPaymentProvider } from './payment.service';
import { NoPaymentProvider, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } from './none.provider';

// Reference value computed with: printf 'order_IluGWxBm9U8zJ8|pay_IluGjSX8TIlC9Q' | openssl dgst -sha256 -hmac 'test_secret_123'
const VECTOR = {
  secret: 'test_secret_123',
  orderId: 'order_IluGWxBm9U8zJ8',
  paymentId: 'pay_IluGjSX8TIlC9Q',
  signature: '4c500ce71c40a75243f700998e047dfa163fda8772c96af240791881bccc214e',
};

const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('Razorpay signature', () => {
  it('is the hex HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    expect(paymentSignature(VECTOR.secret, VECTOR.orderId, VECTOR.paymentId)).toBe(VECTOR.signature);
    const provider = new RazorpayProvider('rzp_test_abc', VECTOR.secret, jest.fn());
    expect(provider.verifySignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature)).toBe(true);
    expect(provider.verifySignature(VECTOR.orderId, VECTOR.paymentId, VECTOR.signature.toUpperCase())).toBe(true);
  });

  it.each([
    ['another payment id', VECTOR.orderId, 'pay_other', VECTOR.signature],
    ['another order id', 'order_other', VECTOR.paymentId, VECTOR.signature],
    ['a tampered signature', VECTOR.orderId, VECTOR.paymentId, VECTOR.signature.replace(/^4/, '5')],
    ['a short signature', VECTOR.orderId, VECTOR.paymentId, VECTOR.signature.slice(0, 62)],
    ['a non-hex signature', VECTOR.orderId, VECTOR.paymentId, 'z'.repeat(64)],
    ['an empty signature', VECTOR.orderId, VECTOR.paymentId, ''],
  ])('rejects %s', (_label, orderId, paymentId, signature) => {
    expect(signatureMatches(VECTOR.secret, orderId, paymentId, signature)).toBe(false);
  });

  it('rejects a signature made with another secret', () => {
    const other = paymentSignature('another_secret', VECTOR.orderId, VECTOR.paymentId);
    expect(new RazorpayProvider('rzp_test_abc', VECTOR.secret, jest.fn()).verifySignature(VECTOR.orderId, VECTOR.paymentId, other)).toBe(false);
  });
});

describe('RazorpayProvider.createOrder', () => {
  it('POSTs amount (paise), INR and the receipt with basic auth, and answers the order id', async () => {
    const fetchMock = jest
      .fn()
      .mockResolvedValue(jsonResponse(200, { id: 'order_NEW123', entity: 'order', amount: 134730, currency: 'INR', status: 'created' }));
    const provider = new RazorpayProvider('rzp_test_key', 'secret_xyz', fetchMock);
    await expect(provider.createOrder(134730, 'rcpt_1')).resolves.toBe('order_NEW123');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('https://api.razorpay.com/v1/orders');
    expect(url).toBe(RAZORPAY_ORDERS_URL);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      authorization: 'Basic ' + Buffer.from('rzp_test_key:secret_xyz').toString('base64'),
      'content-type': 'application/json',
    });
    expect(JSON.parse(init.body)).toEqual({ amount: 134730, currency: 'INR', receipt: 'rcpt_1' });
    expect(provider).toMatchObject({ name: 'razorpay', keyId: 'rzp_test_key' });
  });

  it.each([
    ['an error status', () => Promise.resolve(jsonResponse(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }))],
    ['a body without an id', () => Promise.resolve(jsonResponse(200, { entity: 'order' }))],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
  ])('answers 502 PAYMENT_PROVIDER_ERROR on %s (never the secret)', async (_label, impl) => {
    const provider = new RazorpayProvider('rzp_test_key', 'secret_xyz', jest.fn(impl));
    const error = await provider.createOrder(100, 'rcpt').catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_ERROR' });
    expect(error.message).not.toContain('secret_xyz');
  });
});

describe('SandboxProvider', () => {
  it('creates sandbox order ids and signs its payments like Razorpay, with its own secret', async () => {
    const secret = Buffer.from('sandbox-secret-for-tests');
    const sandbox = new SandboxProvider(secret);
    const orderId = await sandbox.createOrder(5000, 'rcpt');
    expect(orderId).toMatch(/^sandbox_order_[0-9a-f]{24}$/);
    expect(await sandbox.createOrder(5000, 'rcpt')).not.toBe(orderId);
    const { paymentId, signature } = sandbox.pay(orderId);
    expect(paymentId).toMatch(/^sandbox_pay_[0-9a-f]{24}$/);
    expect(signature).toBe(paymentSignature(secret, orderId, paymentId));
    expect(sandbox.verifySignature(orderId, paymentId, signature)).toBe(true);
    expect(new SandboxProvider().verifySignature(orderId, paymentId, signature)).toBe(false);
    expect(sandbox).toMatchObject({ name: 'sandbox', keyId: 'sandbox' });
  });
});

describe('choosing the provider', () => {
  it('uses Razorpay when keys are configured, the sandbox otherwise (same secret for every instance)', () => {
    expect(createPaymentProvider({ razorpay: { keyId: 'rzp_test_k', keySecret: 's' }, jwtSecret: 'j'.repeat(40), paymentSandbox: true })).toBeInstanceOf(RazorpayProvider);
    const a = createPaymentProvider({ razorpay: undefined, jwtSecret: 'j'.repeat(40), paymentSandbox: true }) as SandboxProvider;
    const b = createPaymentProvider({ razorpay: undefined, jwtSecret: 'j'.repeat(40), paymentSandbox: true }) as SandboxProvider;
    expect(a).toBeInstanceOf(SandboxProvider);
    const paid = a.pay('sandbox_order_000000000000000000000001');
    expect(b.verifySignature('sandbox_order_000000000000000000000001', paid.paymentId, paid.signature)).toBe(true);
  });

  it('uses no provider without keys when PAYMENT_SANDBOX is off: nothing can be started or verified', async () => {
    const none = createPaymentProvider({ razorpay: undefined, jwtSecret: 'j'.repeat(40), paymentSandbox: false });
    expect(none).toBeInstanceOf(NoPaymentProvider);
    expect(none.name).toBe('none');
    await expect(none.createOrder(100, 'rcpt_1')).rejects.toMatchObject({ status: 409, code: 'ONLINE_PAYMENT_UNAVAILABLE', fields: { paymentMethod: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } });
    const paid = new SandboxProvider().pay('sandbox_order_000000000000000000000001');
    expect(none.verifySignature('sandbox_order_000000000000000000000001', paid.paymentId, paid.signature)).toBe(false);
    // Keys win over the setting: the sandbox is never used with Razorpay keys.
    expect(createPaymentProvider({ razorpay: { keyId: 'rzp_live_k', keySecret: 's' }, jwtSecret: 'j'.repeat(40), paymentSandbox: false })).toBeInstanceOf(RazorpayProvider);
  });
});
