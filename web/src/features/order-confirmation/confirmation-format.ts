// How the confirmation page words an order's payment and status steps. Enum values are compared
// lower-cased, so the page reads the same whatever casing the schema's enums use.
import { capitalise } from '@/components/order-status-chip';

const isOnline = (method: string) => method.toLowerCase() === 'razorpay';

/** "Online payment" or "Pay on delivery". */
export const paymentMethodLabel = (method: string) => (isOnline(method) ? 'Online payment' : 'Pay on delivery');

/** What the shopper still has to do about paying (the payment chip says where it stands); null when nothing. */
export const paymentHint = (state: string): string | null => (state === 'PAY_ON_DELIVERY_UNPAID' ? 'Pay by cash or UPI when your order arrives.' : null);

/** One step of the status history: "Order placed" for the placement, the new status otherwise. */
export const historyStepLabel = (step: { from: string | null; to: string }, index: number) =>
  index === 0 && step.to.toLowerCase() === 'pending' ? 'Order placed' : capitalise(step.to.toLowerCase());

/** The track-order page, filled in with this order's number and e-mail. */
export const trackOrderHref = (id: string, email: string) => `/track-order?${new URLSearchParams({ orderId: id.slice(0, 8).toUpperCase(), email }).toString()}`;
