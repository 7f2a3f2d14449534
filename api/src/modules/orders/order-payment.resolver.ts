import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { OrdersContext } from './orders.context';
import type { ApiKeyScope } from '../../platform/common/context';
import { payload } from '../../platform/graphql/payload';
import type { OrderRow } from './order.service';
import { OrderType } from './order.type';
import { OrderPaymentErrors, OrderPaymentPayload, PaymentRecordType, PaymentSummaryType } from './order-payment.type';
import { MarkOrderPaidInput, RecordRefundInput } from './order-payment.input';
import { paymentSummary, toPaymentRecord, type PaymentRecordView, type PaymentSummary } from '../payments';

@Resolver()
export class OrderPaymentAdminResolver {
  @Authorized<ApiKeyScope>('orders_write')
  @Mutation(() => OrderPaymentPayload, { description: '(admin) Records that a shipped or delivered pay-on-delivery order was paid in full; emits order.paid' })
  markOrderPaid(
    @Arg('input', () => MarkOrderPaidInput, { description: 'The order, the amount and the day' }) { orderId, ...input }: MarkOrderPaidInput,
    @Ctx() { ctx, services }: OrdersContext,
  ) {
    return payload(OrderPaymentErrors, async () => ({ order: await services.orderPayments.markPaid(ctx, orderId, input) }));
  }

  @Authorized<ApiKeyScope>('orders_write')
  @Mutation(() => OrderPaymentPayload, { description: '(admin) Records a refund (full or partial) for a cancelled order that was paid; emits order.refunded' })
  recordRefund(
    @Arg('input', () => RecordRefundInput, { description: 'The order, the amount and a note' }) { orderId, ...input }: RecordRefundInput,
    @Ctx() { ctx, services }: OrdersContext,
  ) {
    return payload(OrderPaymentErrors, async () => ({ order: await services.orderPayments.refund(ctx, orderId, input) }));
  }
}

@Resolver(() => OrderType)
export class OrderPaymentFieldsResolver {
  @FieldResolver(() => PaymentSummaryType, { description: 'The payment at a glance: state, label (“Paid on delivery”, “Refunded ₹…”), amounts' })
  paymentSummary(@Root() order: OrderRow): PaymentSummary {
    return paymentSummary(order);
  }

  @FieldResolver(() => [PaymentRecordType], { description: 'The payment ledger, oldest first: the payment and any refunds' })
  async payments(@Root() order: OrderRow, @Ctx() { loaders }: OrdersContext): Promise<PaymentRecordView[]> {
    const rows = 'payments' in order ? order.payments : await loaders.orderPayments.load(order.id);
    return rows.map(toPaymentRecord);
  }
}
