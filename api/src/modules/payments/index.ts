// The payments module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Online payment: the provider (Razorpay, the sandbox, or none), its payment sessions and proofs, and how an order's
// payments read.

export { OnlinePaymentUnavailableError } from './none.provider';
export {
  PAYMENT_STATES,
  SANDBOX_PAYMENT_LABEL,
  isSandboxPayment,
  ledgerOrder,
  paymentSummary,
  toPaymentRecord,
  type PaymentRecordView,
  type PaymentState,
  type PaymentSummary,
} from './payment-summary';
export { paymentsRouter } from './payment.routes';
export { PaymentService, createPaymentProvider, type PaymentProofData, type PaymentSessionData } from './payment.service';
export { PaymentProofInput, PaymentSessionType } from './payment.type';
