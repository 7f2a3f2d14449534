// The local payment sandbox: used when no Razorpay keys are configured. Same protocol as
// Razorpay (provider order, payment id, HMAC signature), with its own secret and its own
// checkout window served by payment.routes.ts.
import { randomBytes } from 'node:crypto';
import { paymentSignature, signatureMatches, type PaymentProvider } from './payment-provider';

export const SANDBOX_ORDER_PREFIX = 'sandbox_order_';
export const SANDBOX_PAYMENT_PREFIX = 'sandbox_pay_';
export const isSandboxOrderId = (v: unknown): v is string => typeof v === 'string' && /^sandbox_order_[0-9a-f]{24}$/.test(v);

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly keyId = 'sandbox';

  /** `secret` must be shared by every instance behind a load balancer (services.ts derives it from JWT_SECRET). */
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  async createOrder(_amountPaise: number, _receipt: string): Promise<string> {
    return SANDBOX_ORDER_PREFIX + randomBytes(12).toString('hex');
  }

  /** The sandbox's "customer paid": a new payment id and its signature. */
  pay(orderId: string): { paymentId: string; signature: string } {
    const paymentId = SANDBOX_PAYMENT_PREFIX + randomBytes(12).toString('hex');
    return { paymentId, signature: paymentSignature(this.secret, orderId, paymentId) };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return signatureMatches(this.secret, orderId, paymentId, signature);
  }
}
