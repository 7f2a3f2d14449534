// GraphQL shapes of an order's payment: its summary, its ledger and the admin mutations' payload.
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { registerCasedEnum, type EnumValueOf } from '../../platform/graphql/enums';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';
import { OrderType, StatusActorEnum } from './order.type';
import { PAYMENT_CODES } from './order-payment.service';
import type { PaymentState } from '../payments';

export const PaymentStateEnum: Record<PaymentState, PaymentState> = {
  PAID_ONLINE: 'PAID_ONLINE',
  ONLINE_UNPAID: 'ONLINE_UNPAID',
  PAY_ON_DELIVERY_UNPAID: 'PAY_ON_DELIVERY_UNPAID',
  PAID_ON_DELIVERY: 'PAID_ON_DELIVERY',
  REFUNDED: 'REFUNDED',
};
registerEnumType(PaymentStateEnum, {
  name: 'PaymentState',
  description: 'An order’s payment as people read it (the label in PaymentSummary.label)',
  valuesConfig: {
    PAID_ONLINE: { description: '“Paid online”: paid at checkout with a verified online payment' },
    ONLINE_UNPAID: { description: '“Online payment — unpaid”: an online order without its payment (orders placed before payments were verified)' },
    PAY_ON_DELIVERY_UNPAID: { description: '“Pay on delivery — unpaid”: the courier has not collected yet' },
    PAID_ON_DELIVERY: { description: '“Paid on delivery”: an admin recorded the payment' },
    REFUNDED: { description: '“Refunded ₹…”: at least one refund was recorded; amountRefunded says how much' },
  },
});

export const PaymentRecordKindEnum = registerCasedEnum('PaymentRecordKind', 'What a line of an order’s payment ledger records', {
  PAYMENT: { value: 'payment', description: 'Money that came in (online at checkout, or collected on delivery)' },
  REFUND: { value: 'refund', description: 'Money given back' },
});
export type PaymentRecordKindValue = EnumValueOf<typeof PaymentRecordKindEnum>;

@ObjectType('PaymentSummary', { description: 'An order’s payment at a glance: what lists and details show' })
export class PaymentSummaryType {
  @Field(() => PaymentStateEnum, { description: 'The state to branch on' }) state!: PaymentState;
  @Field({ description: 'The state in the shop’s words: “Paid online”, “Pay on delivery — unpaid”, “Paid on delivery”, “Refunded ₹1,299.00”; “Sandbox — not paid” for a sandbox payment' })
  label!: string;
  @Field({ description: 'Paid through the local payment sandbox: no money was taken, whatever `state` says' }) sandbox!: boolean;
  @Field(() => MoneyScalar, { description: 'Money received (0.00 until paid)' }) amountPaid!: string;
  @Field(() => MoneyScalar, { description: 'Money given back so far' }) amountRefunded!: string;
  @Field(() => MoneyScalar, { description: 'What refunds may still give back: amountPaid − amountRefunded' }) refundable!: string;
  @Field(() => Date, { nullable: true, description: 'When the money came in; null until paid' }) paidAt!: Date | null;
}

@ObjectType('PaymentRecord', { description: 'One line of an order’s payment ledger, oldest first; lines are never changed' })
export class PaymentRecordType {
  @Field(() => ID, { description: 'The line’s id' }) id!: string;
  @Field(() => PaymentRecordKindEnum, { description: 'A payment or a refund' }) kind!: PaymentRecordKindValue;
  @Field(() => MoneyScalar, { description: 'The amount, always positive' }) amount!: string;
  @Field(() => String, { nullable: true, description: 'The admin’s note (a refund’s reason, a UPI reference…); null when none' }) note!: string | null;
  @Field({ description: 'When the money moved' }) recordedAt!: Date;
  @Field(() => StatusActorEnum, { nullable: true, description: 'Who recorded it; null for the checkout’s own online payment' }) actor!: StatusActorEnum | null;
}

export const OrderPaymentErrors = domainErrors('OrderPayment', { ...COMMON_CODES, ...PAYMENT_CODES });

export const OrderPaymentPayload = Payload(
  'OrderPaymentPayload',
  OrderPaymentErrors,
  'The order after recording its payment or refund, or why it was not recorded',
  {
    order: { type: () => OrderType, description: 'The order with its new paymentSummary and payments' },
  },
);
