import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('PaymentSession', { description: 'What the browser needs to open the provider window for the server-computed amount.' })
export class PaymentSessionType {
  @Field({ description: '"razorpay" | "sandbox"' }) provider!: string;
  @Field() providerOrderId!: string;
  @Field(() => Int) amountPaise!: number;
  @Field({ description: '"INR"' }) currency!: string;
  @Field({ description: 'Razorpay key id, or "sandbox"' }) keyId!: string;
  @Field(() => String, { nullable: true, description: 'Sandbox only: URL of our provider window (/payments/sandbox/checkout?order=…)' })
  checkoutUrl!: string | null;
}

@InputType('PaymentProof', { description: "The provider's answer: razorpay_order_id, razorpay_payment_id, razorpay_signature." })
export class PaymentProofInput {
  @Field() providerOrderId!: string;
  @Field() paymentId!: string;
  @Field() signature!: string;
}
