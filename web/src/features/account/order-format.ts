// How orders read on the account screens (money, dates and short ids: @/lib/format).
/** How the order is paid; where the payment stands is the payment chip's. */
export const paymentMethodLabel = (method: string) => (method === 'RAZORPAY' ? 'Online payment' : 'Pay on delivery');

export const trackOrderHref = (id: string) => `/track-order?orderId=${encodeURIComponent(id)}`;
