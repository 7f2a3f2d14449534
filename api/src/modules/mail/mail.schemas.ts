// Input rules and messages of the admin Emails page (GraphQL).
import { z } from '../../platform/input/validate';

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export const EMAIL_KINDS = [
  'order_confirmation',
  'order_status',
  'order_refund',
  'welcome',
  'password_reset',
  'email_verification',
  'stock_alert_confirmation',
  'shop_new_order',
  'shop_contact_message',
  'back_in_stock',
] as const;

export const MAIL_MESSAGES = {
  notFound: 'E-mail not found',
  sendingOff: 'E-mail sending is off (no SMTP_URL is set): this e-mail is kept here; set SMTP_URL and restart to send e-mails',
  alreadyQueued: 'This e-mail is already waiting to be sent',
  status: `Unknown status; choose from ${EMAIL_STATUSES.join(', ')}`,
  kind: `Unknown kind; choose from ${EMAIL_KINDS.join(', ')}`,
} as const;

export const emailListSchema = z.object({
  status: z.enum(EMAIL_STATUSES, { error: MAIL_MESSAGES.status }).nullish(),
  kind: z.enum(EMAIL_KINDS, { error: MAIL_MESSAGES.kind }).nullish(),
});
