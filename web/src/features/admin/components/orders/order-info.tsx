// Order information in the View dialog.
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { OrderStatusChip } from '@/components/order-status-chip';
import { PaymentStatusChip } from '@/components/payment-status-chip';
import { formatDateTime } from '@/lib/format';
import { DetailList } from './detail-list';

const METHOD: Record<string, string> = { RAZORPAY: 'Online payment (Razorpay)', PAY_ON_DELIVERY: 'Pay on delivery' };

export function OrderInfo({ order }: { order: AdminOrderDetailsFragment }) {
  return (
    <DetailList
      title="Order Information"
      rows={[
        ['Order ID', order.id],
        ['Placed on', formatDateTime(order.createdAt)],
        ['Status', <OrderStatusChip key="s" status={order.status} />],
        ['Payment method', METHOD[order.paymentMethod] ?? order.paymentMethod],
        ['Payment', <PaymentStatusChip key="p" summary={order.paymentSummary} />],
        ...(order.paymentSummary.paidAt ? ([['Paid on', formatDateTime(order.paymentSummary.paidAt)]] as [string, string][]) : []),
        ...(order.paymentId ? ([['Payment ID', order.paymentId]] as [string, string][]) : []),
        ...(order.couponCode ? ([['Coupon', order.couponCode]] as [string, string][]) : []),
      ]}
    />
  );
}
