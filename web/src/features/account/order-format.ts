// How orders read on the account screens.
export const PLACEHOLDER_IMAGE = '/media/placeholder.svg';

/** First 8 characters of the id, as customers quote it (spec §9). */
export { shortOrderId } from '@/lib/order-id';

export const formatOrderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export const paymentLabel = (method: string) => (method === 'razorpay' ? 'Paid online' : 'Pay on delivery');

export const trackOrderHref = (id: string) => `/track-order?orderId=${encodeURIComponent(id)}`;
