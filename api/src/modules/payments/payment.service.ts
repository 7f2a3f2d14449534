// Payments: the provider seam and the payment intents (the amount a provider order was created
// for). The only code that touches payment_intents. Pricing is the checkout's job: it calls
// startSession with the server total and verifies/claims the intent when the order is placed.
import { createHmac, randomBytes } from 'node:crypto';
import type { PrismaClient, Prisma } from '../../generated/prisma/client';
import type { Config } from '../../platform/config';
import type { PaymentProvider } from './payment-provider';
import { RazorpayProvider } from './razorpay.provider';
import { SandboxProvider, isSandboxOrderId } from './sandbox.provider';
import { NoPaymentProvider } from './none.provider';

export const CURRENCY = 'INR';
export const SANDBOX_CHECKOUT_PATH = '/payments/sandbox/checkout';

export interface PaymentSessionData {
  provider: string;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  keyId: string;
  checkoutUrl: string | null;
}

export interface PaymentProofData {
  providerOrderId: string;
  paymentId: string;
  signature: string;
}

export type IntentClaim = { status: 'claimed'; amountPaise: number; checkoutHash: string } | { status: 'missing' } | { status: 'taken' };

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * Razorpay with keys; otherwise the sandbox when PAYMENT_SANDBOX allows it (its secret derived from
 * JWT_SECRET so every instance shares it); otherwise none: the shop takes pay on delivery only.
 */
export function createPaymentProvider(config: Pick<Config, 'razorpay' | 'jwtSecret' | 'paymentSandbox'>): PaymentProvider {
  if (config.razorpay) return new RazorpayProvider(config.razorpay.keyId, config.razorpay.keySecret);
  if (!config.paymentSandbox) return new NoPaymentProvider();
  return new SandboxProvider(createHmac('sha256', config.jwtSecret).update('payment-sandbox-secret').digest());
}

export class PaymentService {
  constructor(
    private readonly prisma: PrismaClient,
    readonly provider: PaymentProvider,
  ) {}

  get isSandbox(): boolean {
    return this.provider instanceof SandboxProvider;
  }

  /** Whether the shop takes online payment at all (Razorpay or the sandbox). */
  get online(): boolean {
    return !(this.provider instanceof NoPaymentProvider);
  }

  /** What the checkout offers: "razorpay", "sandbox" (no money is taken), or null for pay on delivery only. */
  get providerName(): string | null {
    return this.online ? this.provider.name : null;
  }

  /** Creates the provider order for a server-computed amount and remembers what it was for. */
  async startSession(amountPaise: number, checkoutHash: string): Promise<PaymentSessionData> {
    const providerOrderId = await this.provider.createOrder(amountPaise, `rcpt_${randomBytes(12).toString('hex')}`);
    await this.prisma.paymentIntent.create({
      data: { provider: this.provider.name, providerOrderId, amountPaise, currency: CURRENCY, checkoutHash },
    });
    return {
      provider: this.provider.name,
      providerOrderId,
      amountPaise,
      currency: CURRENCY,
      keyId: this.provider.keyId,
      checkoutUrl: this.isSandbox ? `${SANDBOX_CHECKOUT_PATH}?order=${encodeURIComponent(providerOrderId)}` : null,
    };
  }

  verify(proof: PaymentProofData): boolean {
    return this.provider.verifySignature(proof.providerOrderId, proof.paymentId, proof.signature);
  }

  /**
   * Inside the order transaction: marks the intent as used by `orderId`. A concurrent claim of the
   * same intent waits on the row lock and then finds it taken, so one provider order places one order.
   */
  async claimIntent(tx: Db, providerOrderId: string, orderId: string): Promise<IntentClaim> {
    const { count } = await tx.paymentIntent.updateMany({
      where: { providerOrderId, provider: this.provider.name, orderId: null },
      data: { orderId },
    });
    const intent = await tx.paymentIntent.findFirst({ where: { providerOrderId, provider: this.provider.name } });
    if (!intent) return { status: 'missing' };
    if (count === 0) return { status: 'taken' };
    return { status: 'claimed', amountPaise: intent.amountPaise, checkoutHash: intent.checkoutHash };
  }

  /** The sandbox window's view of an intent; null when unknown or when Razorpay is configured. */
  async sandboxIntent(providerOrderId: unknown): Promise<{ providerOrderId: string; amountPaise: number; currency: string } | null> {
    if (!this.isSandbox || !isSandboxOrderId(providerOrderId)) return null;
    const intent = await this.prisma.paymentIntent.findUnique({ where: { providerOrderId } });
    if (!intent || intent.provider !== this.provider.name) return null;
    return { providerOrderId, amountPaise: intent.amountPaise, currency: intent.currency };
  }

  /** The sandbox's Pay button: a signed payment for a known sandbox order, in Razorpay's field names. */
  async sandboxPay(providerOrderId: unknown) {
    const intent = await this.sandboxIntent(providerOrderId);
    if (!intent) return null;
    const { paymentId, signature } = (this.provider as SandboxProvider).pay(intent.providerOrderId);
    return { razorpay_order_id: intent.providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature };
  }
}
