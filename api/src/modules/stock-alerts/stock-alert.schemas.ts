// Input rules and messages of back-in-stock alerts (GraphQL and REST share them).
import { z, email, optionalText } from '../../platform/input/validate';

export const STOCK_ALERT_MESSAGES = {
  variantRequired: 'Choose the size and colour you are waiting for',
  email: 'Valid email is required',
  notFound: 'This size or colour is not sold here (any more)',
  inStock: 'This size is in stock: you can order it now',
  alertNotFound: 'Back-in-stock alert not found',
  live: 'We will e-mail you once when it is back in stock.',
  checkInbox: 'Check your inbox to confirm: we will e-mail you when it is back only after you follow the link we sent.',
  confirmInvalid: 'This confirmation link is invalid, has expired or has already been used. Ask again on the product page.',
  confirmed: 'Your back-in-stock alert is confirmed: we will e-mail you once when it is back.',
  cancelLinkInvalid: 'This link to stop a back-in-stock alert is not valid. Copy the whole link from the e-mail.',
  cancelled: 'Your back-in-stock alert is stopped: we will not e-mail you about it.',
  linkRequired: 'The link is missing part of its address',
} as const;

/** A guest's e-mail is checked by the service (a signed-in shopper's account address is used instead). */
export const subscribeStockAlertSchema = z.object(
  {
    variantId: z.string({ error: STOCK_ALERT_MESSAGES.variantRequired }).trim().min(1, STOCK_ALERT_MESSAGES.variantRequired),
    email: optionalText(1000),
  },
  { error: 'Request body must be a JSON object' },
);

export const guestEmailSchema = z.object({ email: email(STOCK_ALERT_MESSAGES.email) });

export const confirmStockAlertSchema = z.object({
  token: z.string({ error: STOCK_ALERT_MESSAGES.linkRequired }).trim().min(1, STOCK_ALERT_MESSAGES.linkRequired).max(200, STOCK_ALERT_MESSAGES.confirmInvalid),
});

export const cancelByLinkSchema = z.object({
  alertId: z.string({ error: STOCK_ALERT_MESSAGES.linkRequired }).trim().min(1, STOCK_ALERT_MESSAGES.linkRequired).max(100, STOCK_ALERT_MESSAGES.cancelLinkInvalid),
  signature: z.string({ error: STOCK_ALERT_MESSAGES.linkRequired }).trim().min(1, STOCK_ALERT_MESSAGES.linkRequired).max(200, STOCK_ALERT_MESSAGES.cancelLinkInvalid),
});
