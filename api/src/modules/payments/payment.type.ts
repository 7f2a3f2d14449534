import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('PaymentSession', { description: 'What the browser needs to open the provider window for the server-computed amount.' })
export class PaymentSessionType {
  @Field({ description: '"razorpay" | "sandbox"' }) provider!: string;
  @Field({ description: 'The provider’s order id (Razorpay order_…); pass it to the payment window and back in PaymentProof' }) providerOrderId!: string;
  @Field(() => Int, { description: 'The amount to pay in paise (₹1 = 100), the server’s total' }) amountPaise!: number;
  @Field({ description: '"INR"' }) currency!: string;
  @Field({ description: 'Razorpay key id, or "sandbox"' }) keyId!: string;
  @Field(() => String, { nullable: true, description: 'Sandbox only: URL of our provider window (/payments/sandbox/checkout?order=…)' })
  checkoutUrl!: string | null;
}

@InputType('PaymentProof', { description: "The provider's answer: razorpay_order_id, razorpay_payment_id, razorpay_signature." })
export class PaymentProofInput {
  @Field({ description: 'razorpay_order_id: PaymentSession.providerOrderId' }) providerOrderId!: string;
  @Field({ description: 'razorpay_payment_id' }) paymentId!: string;
  @Field({ description: 'razorpay_signature: HMAC-SHA256 of `providerOrderId|paymentId`, checked by the server' }) signature!: string;
}
