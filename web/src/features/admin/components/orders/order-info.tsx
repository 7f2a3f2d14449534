// Order information in the View dialog.
import type { AdminOrderDetailsFragment } from '@/graphql/graphql';
import { OrderStatusChip, capitalise } from '@/components/order-status-chip';
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
        ['Payment', `${METHOD[order.paymentMethod] ?? order.paymentMethod} · ${capitalise(order.paymentStatus)}`],
        ...(order.paymentId ? ([['Payment ID', order.paymentId]] as [string, string][]) : []),
        ...(order.couponCode ? ([['Coupon', order.couponCode]] as [string, string][]) : []),
      ]}
    />
  );
}
