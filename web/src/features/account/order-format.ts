// How orders read on the account screens (money, dates and short ids: @/lib/format).
export const paymentLabel = (method: string) => (method === 'RAZORPAY' ? 'Paid online' : 'Pay on delivery');

export const trackOrderHref = (id: string) => `/track-order?orderId=${encodeURIComponent(id)}`;
