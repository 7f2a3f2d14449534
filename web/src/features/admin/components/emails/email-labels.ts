// How the Emails tab names an e-mail's kind and status.
import type { EmailKind, EmailStatus } from '@/graphql/graphql';

export const EMAIL_KINDS: Record<EmailKind, string> = {
  ORDER_CONFIRMATION: 'Order confirmation',
  ORDER_STATUS: 'Order status',
  ORDER_REFUND: 'Refund',
  WELCOME: 'Welcome',
  PASSWORD_RESET: 'Password reset',
  EMAIL_VERIFICATION: 'E-mail confirmation',
  STOCK_ALERT_CONFIRMATION: 'Back-in-stock confirmation',
  SHOP_NEW_ORDER: 'New order (to the shop)',
  SHOP_CONTACT_MESSAGE: 'Contact message (to the shop)',
  BACK_IN_STOCK: 'Back in stock',
};

/** Labels and chip colours (dark text on a light tint: AA contrast, like the order status chip). */
export const EMAIL_STATUSES: Record<EmailStatus, { label: string; bg: string; fg: string }> = {
  SENT: { label: 'Sent', bg: '#e3f4e5', fg: '#1f6a25' },
  QUEUED: { label: 'Waiting', bg: '#fff3c4', fg: '#6d5200' },
  FAILED: { label: 'Failed', bg: '#fde4e4', fg: '#a61b1b' },
  KEPT: { label: 'Kept here', bg: '#e1ecfb', fg: '#1a4f9c' },
};

/** The banner over a list that has kept e-mails. */
export const SENDING_OFF =
  'E-mail sending is off (no SMTP_URL): e-mails are kept here. Customers receive nothing until the shop sets SMTP_URL; open an e-mail here to read it or to pass its link on.';
