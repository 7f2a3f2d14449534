// No online payment: a production shop without Razorpay keys and without PAYMENT_SANDBOX takes
// pay on delivery only. Starting a payment or placing an online order is refused with one message.
import { ConflictError } from '../../platform/common/errors';
import type { PaymentProvider } from './payment-provider';

export const ONLINE_PAYMENT_UNAVAILABLE = 'ONLINE_PAYMENT_UNAVAILABLE';
export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available at this shop; please choose pay on delivery';

/** 409 on `paymentMethod`: the shop's settings, not the shopper's input, rule online payment out. */
export class OnlinePaymentUnavailableError extends ConflictError {
  constructor() {
    super(ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, ONLINE_PAYMENT_UNAVAILABLE, { paymentMethod: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE });
  }
}

export class NoPaymentProvider implements PaymentProvider {
  readonly name = 'none';
  readonly keyId = '';

  async createOrder(): Promise<string> {
    throw new OnlinePaymentUnavailableError();
  }

  /** Nothing is ever paid, so no signature is ever right. */
  verifySignature(): boolean {
    return false;
  }
}
