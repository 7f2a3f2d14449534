// How the Emails tab names an e-mail's kind and status.
import type { EmailKind, EmailStatus } from '@/graphql/graphql';

export const EMAIL_KINDS: Record<EmailKind, string> = {
  ORDER_CONFIRMATION: 'Order confirmation',
  ORDER_STATUS: 'Order status',
  ORDER_REFUND: 'Refund',
  WELCOME: 'Welcome',
  PASSWORD_RESET: 'Password reset',
  SHOP_NEW_ORDER: 'New order (to the shop)',
  SHOP_CONTACT_MESSAGE: 'Contact message (to the shop)',
};

export const EMAIL_STATUSES: Record<EmailStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' | 'info' }> = {
  SENT: { label: 'Sent', color: 'success' },
  QUEUED: { label: 'Waiting', color: 'warning' },
  FAILED: { label: 'Failed', color: 'error' },
  KEPT: { label: 'Kept here', color: 'info' },
};

/** The banner over a list that has kept e-mails. */
export const SENDING_OFF =
  'E-mail sending is off (no SMTP_URL): e-mails are kept here. Customers receive nothing until the shop sets SMTP_URL; open an e-mail here to read it or to pass its link on.';
