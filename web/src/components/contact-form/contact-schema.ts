// Mirrors the server's contact rules (api/src/modules/messages/message.schemas.ts): names, e-mail and
// message required; phone optional but 10–20 characters when given. contact-schema.agree.test.ts runs
// both on the same inputs, so a rule changed on one side alone fails there.
import * as yup from 'yup';

export const MESSAGE_MAX = 5000;

export const contactSchema = yup.object({
  firstName: yup.string().trim().required('First name is required').max(100, 'First name is too long'),
  lastName: yup.string().trim().required('Last name is required').max(100, 'Last name is too long'),
  email: yup.string().trim().required('Valid email is required').email('Valid email is required'),
  phone: yup
    .string()
    .trim()
    .test('phone', 'Valid phone number is required', (v) => !v || (v.length >= 10 && v.length <= 20)),
  message: yup.string().trim().required('Message is required').max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export type ContactValues = yup.InferType<typeof contactSchema>;
