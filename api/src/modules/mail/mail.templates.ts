// What the shop writes, to whom and why. Each function answers the subject, HTML and
// plain text of one e-mail from the data of its cause: an order as webhooks carry it (REST shape,
// money as "1299.00"), a user, a contact message. Amounts in rupees with Indian digit grouping;
// dates in the shop's time zone.
import { formatRupees, toPaise } from '../../platform/common/money';
import { isSandboxPayment, SANDBOX_PAYMENT_LABEL } from '../payments';
import { render, type Block, type MailContent } from './mail.document';

export interface MailAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
}

export interface MailOrder {
  id: string;
  email: string;
  status: string;
  total: string;
  subtotal: string;
  shipping: string;
  tax: string;
  discount: string;
  couponCode: string | null;
  shippingAddress: MailAddress;
  paymentMethod: string;
  paymentStatus: string;
  /** "sandbox" for a payment through the local sandbox, which is never money */
  paymentProvider?: string | null;
  providerOrderId?: string | null;
  accessToken: string;
  createdAt: string;
  items: Array<{ name: string; size: string | null; color: string | null; quantity: number; price: string; lineTotal: string }>;
}

export interface MailRefund {
  amount: string;
  note?: string | null;
}

export interface MailContactMessage {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string | Date;
}

const rupees = (value: string) => formatRupees(toPaise(value));
const shortId = (id: string) => `#${id.slice(0, 8).toUpperCase()}`;
const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const orderLink = (shopUrl: string, order: MailOrder) => `${shopUrl}/order/${order.accessToken}`;
const paidOnline = (order: MailOrder) => order.paymentMethod === 'razorpay';

function details(item: MailOrder['items'][number]): string {
  return [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(' · ');
}

function lines(order: MailOrder): Block {
  return {
    kind: 'lines',
    lines: order.items.map((i) => ({ name: i.name, details: details(i), quantity: i.quantity, price: rupees(i.price), total: rupees(i.lineTotal) })),
  };
}

function totals(order: MailOrder): Block {
  const rows: Array<{ label: string; value: string; strong?: boolean }> = [{ label: 'Subtotal', value: rupees(order.subtotal) }];
  if (toPaise(order.discount) > 0) rows.push({ label: order.couponCode ? `Discount (${order.couponCode})` : 'Discount', value: `−${rupees(order.discount)}` });
  rows.push({ label: 'Delivery', value: toPaise(order.shipping) > 0 ? rupees(order.shipping) : 'Free in Vadodara' });
  if (toPaise(order.tax) > 0) rows.push({ label: 'Tax', value: rupees(order.tax) });
  rows.push({ label: 'Total', value: rupees(order.total), strong: true });
  return { kind: 'rows', rows };
}

function address(a: MailAddress): Block {
  return { kind: 'quote', lines: [`${a.firstName} ${a.lastName}`, a.address, `${a.city} ${a.zipCode}`, a.country, `Phone ${a.phone}`] };
}

function payment(order: MailOrder): string {
  if (isSandboxPayment(order)) return `${SANDBOX_PAYMENT_LABEL} (a test payment through the payment sandbox: no money was taken)`;
  if (paidOnline(order)) return order.paymentStatus === 'paid' ? 'Paid online' : 'Online payment';
  return order.paymentStatus === 'paid' ? 'Paid on delivery' : `Pay on delivery — please keep ${rupees(order.total)} ready`;
}

/** To the customer, when the order is placed. */
export function orderConfirmation(order: MailOrder, shopUrl: string): MailContent {
  const id = shortId(order.id);
  return render({
    subject: `Order ${id} confirmed — thank you!`,
    preheader: `We have your order of ${rupees(order.total)} and will write again when it ships.`,
    title: `Thank you for your order, ${order.shippingAddress.firstName}!`,
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: `We have received your order ${id}, placed on ${when.format(new Date(order.createdAt))}. We will write again when it leaves our Alkapuri store.` },
      { kind: 'button', label: 'View your order', url: orderLink(shopUrl, order) },
      { kind: 'heading', text: 'Your items' },
      lines(order),
      totals(order),
      { kind: 'heading', text: 'Delivery address' },
      address(order.shippingAddress),
      { kind: 'heading', text: 'Payment' },
      { kind: 'paragraph', text: payment(order) },
      { kind: 'note', text: 'Questions about your order? Reply to this e-mail or call us, quoting the order number.' },
    ],
  });
}

const STATUS_TEXTS: Record<string, { subject: string; title: string; text: string } | undefined> = {
  shipped: {
    subject: 'is on its way',
    title: 'Your order is on its way',
    text: 'Good news: your order has left our store and will reach you soon. Deliveries in Vadodara usually arrive within 1–2 days.',
  },
  delivered: {
    subject: 'has been delivered',
    title: 'Your order has been delivered',
    text: 'Your order has been delivered. We hope everyone loves their new clothes! If a size does not fit, reply to this e-mail and we will help.',
  },
  cancelled: {
    subject: 'has been cancelled',
    title: 'Your order has been cancelled',
    text: 'Your order has been cancelled. If you did not expect this, reply to this e-mail and we will sort it out.',
  },
};

/** Statuses that write to the customer: shipped, delivered, cancelled (processing is the shop's own business). */
export const NOTIFIED_STATUSES = Object.keys(STATUS_TEXTS);

function refundNote(order: MailOrder): string | null {
  if (isSandboxPayment(order)) return 'Nothing was charged for this order (its payment was a sandbox test).';
  if (order.paymentStatus === 'refunded') return 'The money you paid has been refunded; we will send the details separately.';
  if (order.paymentStatus === 'paid') return `You paid ${rupees(order.total)}; we will refund it and write to you when we have.`;
  return 'Nothing was charged for this order.';
}

/** To the customer, when the order moves to one of NOTIFIED_STATUSES; null for any other status. */
export function orderStatus(order: MailOrder, shopUrl: string): MailContent | null {
  const texts = STATUS_TEXTS[order.status];
  if (!texts) return null;
  const id = shortId(order.id);
  const blocks: Block[] = [{ kind: 'paragraph', text: texts.text }];
  if (order.status === 'cancelled') blocks.push({ kind: 'paragraph', text: refundNote(order)! });
  blocks.push({ kind: 'button', label: 'View your order', url: orderLink(shopUrl, order) }, { kind: 'heading', text: 'Your items' }, lines(order), totals(order));
  return render({ subject: `Order ${id} ${texts.subject}`, preheader: `${texts.title} (${id}).`, title: texts.title, shopUrl, blocks });
}

/** To the customer, when the shop records a refund. */
export function orderRefund(order: MailOrder, refund: MailRefund, shopUrl: string): MailContent {
  const id = shortId(order.id);
  const blocks: Block[] = [
    { kind: 'paragraph', text: `We have refunded ${rupees(refund.amount)} for your order ${id}. Depending on your bank it can take 5–7 working days to show in your account.` },
  ];
  if (refund.note) blocks.push({ kind: 'quote', lines: [refund.note] });
  blocks.push({ kind: 'button', label: 'View your order', url: orderLink(shopUrl, order) });
  return render({ subject: `Refund of ${rupees(refund.amount)} for order ${id}`, preheader: `We have refunded ${rupees(refund.amount)}.`, title: 'Your refund is on its way', shopUrl, blocks });
}

/** To a new customer, after registration. */
export function welcome(user: { firstName: string }, shopUrl: string): MailContent {
  return render({
    subject: 'Welcome to Vadodara Family Fashion',
    preheader: 'Your account is ready: orders, addresses and order history in one place.',
    title: `Welcome, ${user.firstName}!`,
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: 'Your account is ready. Sign in to follow your orders, reorder favourites and check out faster.' },
      { kind: 'paragraph', text: 'From school uniforms to wedding wear, we dress the whole family — and delivery is free across Vadodara.' },
      { kind: 'button', label: 'Start shopping', url: `${shopUrl}/shop` },
    ],
  });
}

/** The text that stands in for a reset link in the shop's copy once the e-mail has been sent. */
export const REDACTED_LINK = '[link removed after sending]';
/** Finds reset links in a stored e-mail (to redact them): `#token=` in the fragment, or `?token=` in links written before. Group 1 is the token. */
export const RESET_LINK = /https?:\/\/[^\s"'<>]*\/reset-password[?#]token=([\w-]+)/g;
/** The text that stands in for a reset link that is used or past its hour. */
export const EXPIRED_LINK = '(link expired)';
/** The text that stands in for a reset link an API key reads: only a person may deliver a live link by hand. */
export const HIDDEN_LINK = '[link hidden from API keys]';
/** Finds single-use links whose token rides in the fragment (verification, alert confirmation), to redact them after sending. */
export const TOKEN_LINK = /https?:\/\/[^\s"'<>]*#token=[\w-]+/g;

/** To a user who asked to reset their password; `link` carries the single-use token. */
export function passwordReset(user: { firstName: string }, link: string, shopUrl: string): MailContent {
  return render({
    subject: 'Reset your password',
    preheader: 'The link is valid for one hour and works once.',
    title: `Hello ${user.firstName},`,
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: 'Someone — hopefully you — asked to reset the password of your Vadodara Family Fashion account.' },
      { kind: 'button', label: 'Choose a new password', url: link },
      { kind: 'note', text: 'The link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.' },
    ],
  });
}

/** To the shop, when an order is placed. */
export function shopNewOrder(order: MailOrder, shopUrl: string): MailContent {
  const id = shortId(order.id);
  const a = order.shippingAddress;
  return render({
    subject: `New order ${id} — ${rupees(order.total)} (${isSandboxPayment(order) ? SANDBOX_PAYMENT_LABEL.toLowerCase() : paidOnline(order) ? 'paid online' : 'pay on delivery'})`,
    preheader: `${a.firstName} ${a.lastName} ordered ${order.items.reduce((n, i) => n + i.quantity, 0)} item(s).`,
    title: `New order ${id}`,
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: `${a.firstName} ${a.lastName} (${order.email}, ${a.phone}) placed an order on ${when.format(new Date(order.createdAt))}.` },
      lines(order),
      totals(order),
      { kind: 'heading', text: 'Deliver to' },
      address(a),
      { kind: 'paragraph', text: `Payment: ${payment(order)}` },
      { kind: 'button', label: 'Open the orders in the admin', url: `${shopUrl}/admin` },
    ],
  });
}

/** To the shop, when a visitor sends the contact form (the e-mail's Reply-To is the visitor). */
export function shopContactMessage(message: MailContactMessage, shopUrl: string): MailContent {
  const name = `${message.firstName} ${message.lastName}`;
  return render({
    subject: `New message from ${name}`,
    preheader: message.message.slice(0, 90),
    title: `Message from ${name}`,
    shopUrl,
    blocks: [
      { kind: 'quote', lines: message.message.split(/\r?\n/) },
      { kind: 'rows', rows: [{ label: 'E-mail', value: message.email }, ...(message.phone ? [{ label: 'Phone', value: message.phone }] : []), { label: 'Sent', value: when.format(new Date(message.createdAt)) }] },
      { kind: 'note', text: 'Reply to this e-mail to answer the customer directly. We promise a reply within 24 hours.' },
    ],
  });
}

export interface MailBackInStock {
  productId: string;
  name: string;
  /** Decimal or "1299.00" */
  price: { toString(): string };
  size: string;
  color: string;
}

/** To a shopper who asked to be told (stock alerts): the size or colour they waited for is back; `cancelLink` stops the alert without signing in. */
export function backInStock(item: MailBackInStock, shopUrl: string, cancelLink?: string): MailContent {
  const options = [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(' · ');
  const what = options ? `${item.name} (${options})` : item.name;
  return render({
    subject: `Back in stock: ${what}`,
    preheader: `${what} is back at ${rupees(item.price.toString())}. Popular sizes go quickly.`,
    title: 'It’s back in stock!',
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: `Good news: ${what} is back in stock at our shop. You asked us to tell you, so you are among the first to know.` },
      { kind: 'rows', rows: [{ label: item.name, value: rupees(item.price.toString()) }, ...(options ? [{ label: 'Your choice', value: options }] : [])] },
      { kind: 'button', label: 'Shop it now', url: `${shopUrl}/product/${item.productId}` },
      { kind: 'note', text: 'Stock is not held for you, so popular sizes can sell out again. This is a one-time e-mail: ask again on the product page if you miss it.' },
      ...(cancelLink ? [{ kind: 'button', label: 'Stop this alert', url: cancelLink } as const] : []),
    ],
  });
}

const describeItem = (item: Pick<MailBackInStock, 'name' | 'size' | 'color'>) => {
  const options = [item.size && `Size ${item.size}`, item.color && `Colour ${item.color}`].filter(Boolean).join(' · ');
  return options ? `${item.name} (${options})` : item.name;
};

/** To a new customer (and on request): `link` proves they read this address; it carries a single-use token. */
export function emailVerification(user: { firstName: string }, link: string, shopUrl: string): MailContent {
  return render({
    subject: 'Please confirm your e-mail address',
    preheader: 'One click confirms that this address is yours. The link is valid for 7 days.',
    title: `Hello ${user.firstName},`,
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: 'Please confirm that this is your e-mail address. Until then you can shop as usual, but back-in-stock alerts and reviews wait for it.' },
      { kind: 'button', label: 'Confirm my e-mail address', url: link },
      { kind: 'note', text: 'The link is valid for 7 days and works once. If you did not create an account with us, ignore this e-mail.' },
    ],
  });
}

/** To the address someone gave for a back-in-stock alert: nothing is sent until `confirmLink` is followed; `cancelLink` stops it. */
export function stockAlertConfirmation(item: Pick<MailBackInStock, 'productId' | 'name' | 'size' | 'color'>, confirmLink: string, cancelLink: string, shopUrl: string): MailContent {
  const what = describeItem(item);
  return render({
    subject: `Confirm your back-in-stock alert: ${what}`,
    preheader: 'One click and we will e-mail you once when it is back. The link is valid for 7 days.',
    title: 'Shall we tell you when it’s back?',
    shopUrl,
    blocks: [
      { kind: 'paragraph', text: `Someone — hopefully you — asked us to e-mail this address when ${what} is back in stock. Confirm and we will write once, as soon as it is.` },
      { kind: 'button', label: 'Yes, tell me when it’s back', url: confirmLink },
      { kind: 'note', text: 'The link is valid for 7 days and works once. If you did not ask, ignore this e-mail (nothing more will come) or stop the request below.' },
      { kind: 'button', label: 'Stop this alert', url: cancelLink },
    ],
  });
}
