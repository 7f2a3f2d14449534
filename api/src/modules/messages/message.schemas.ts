import { z, email, requiredText } from '../../platform/input/validate';

export const MESSAGE_MAX = 5000;

/** Phone is optional; when given (not blank) it needs at least 10 characters, like the checkout form. */
const optionalPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string({ error: 'Valid phone number is required' })
    .trim()
    .min(10, 'Valid phone number is required')
    .max(20, 'Valid phone number is required')
    .nullish()
    .transform((v) => v ?? null),
);

export const contactMessageSchema = z.object(
  {
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email: email('Valid email is required'),
    phone: optionalPhone,
    message: z
      .string({ error: 'Message is required' })
      .trim()
      .min(1, 'Message is required')
      .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  },
  { error: 'Request body must be a JSON object' },
);

export type ContactMessageData = z.output<typeof contactMessageSchema>;
