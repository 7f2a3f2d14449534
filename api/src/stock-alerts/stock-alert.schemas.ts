// Input rules and messages of back-in-stock alerts (GraphQL and REST share them).
import { z, email, optionalText } from '../common/validate';

export const STOCK_ALERT_MESSAGES = {
  variantRequired: 'Choose the size and colour you are waiting for',
  email: 'Valid email is required',
  notFound: 'This size or colour is not sold here (any more)',
  inStock: 'This size is in stock: you can order it now',
  alertNotFound: 'Back-in-stock alert not found',
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
