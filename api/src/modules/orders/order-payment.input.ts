// GraphQL shapes only; the rules and messages live in order-payment.schemas.ts, applied by the service.
import { Field, ID, InputType } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';

@InputType({ description: '(admin) The courier collected a pay-on-delivery order’s total' })
export class MarkOrderPaidInput {
  @Field(() => ID, { description: 'The order (pay on delivery, unpaid, not cancelled)' }) orderId!: string;
  @Field(() => MoneyScalar, { description: 'The amount collected: must be the order total (no part payments)' }) amount!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The day it was paid, YYYY-MM-DD in the shop’s time zone; between the order’s day and today (default today)',
  })
  paidOn?: string | null;
  @Field(() => String, { nullable: true, description: 'A note (cash, a UPI reference…), at most 500 characters' }) note?: string | null;
}

@InputType({ description: '(admin) Money given back for a cancelled order that was paid' })
export class RecordRefundInput {
  @Field(() => ID, { description: 'The order (cancelled and paid)' }) orderId!: string;
  @Field(() => MoneyScalar, { description: 'The amount given back; with earlier refunds at most what was paid (PaymentSummary.refundable)' }) amount!: number;
  @Field({ description: 'Why, or how it was paid back (required, at most 500 characters)' }) note!: string;
}
