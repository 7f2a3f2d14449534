// /api/auth/* in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { timestamp, type RestTag } from '../../platform/rest/openapi';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, profileSchema, registerSchema, resetPasswordSchema, verifyEmailSchema } from './account.schemas';

export const userResponseSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string().nullable(),
    role: z.enum(['customer', 'admin']),
    emailVerifiedAt: timestamp.nullable().describe('When the address was confirmed with the e-mailed link; null until then (and again after an e-mail change).'),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'User' });

export const sessionResponseSchema = z
  .object({ token: z.string().describe('Send it as `Authorization: Bearer <token>`; valid 7 days.'), user: userResponseSchema })
  .meta({ id: 'Session' });

const messageSchema = z.object({ message: z.string() });

export const accountTag: RestTag = {
  name: 'Accounts',
  description: 'Registration, sign-in (the bearer token for every other call), profile, password.',
  operations: [
    {
      method: 'post',
      path: '/auth/register',
      summary: 'Create a customer account',
      access: 'public',
      body: registerSchema,
      ok: { status: 201, schema: sessionResponseSchema },
      errors: [409, 429],
    },
    {
      method: 'post',
      path: '/auth/login',
      summary: 'Sign in',
      description: 'Answers a token. 10 attempts per e-mail and 30 failures per client per 15 minutes, then 429.',
      access: 'public',
      body: loginSchema,
      ok: { schema: sessionResponseSchema },
      errors: [429],
    },
    { method: 'get', path: '/auth/me', summary: 'The signed-in user', access: 'customer', ok: { schema: userResponseSchema } },
    {
      method: 'put',
      path: '/auth/profile',
      summary: 'Update the profile',
      access: 'customer',
      body: profileSchema,
      ok: { schema: userResponseSchema },
      errors: [409],
    },
    {
      method: 'post',
      path: '/auth/change-password',
      summary: 'Change the password',
      description: 'Ends every other session; the answer carries the caller’s new token.',
      access: 'customer',
      body: changePasswordSchema,
      ok: { schema: messageSchema.extend({ token: z.string() }) },
      errors: [429],
    },
    { method: 'post', path: '/auth/logout', summary: 'Sign out on every device', access: 'customer', ok: { schema: messageSchema } },
    {
      method: 'post',
      path: '/auth/forgot-password',
      summary: 'Ask for a password reset link',
      description:
        'E-mails a single-use link, valid for 1 hour, when the address has an account; the answer is the same neutral message either way. 3 requests per address and 20 per client an hour, then 429.',
      access: 'public',
      body: forgotPasswordSchema,
      ok: { schema: messageSchema },
      errors: [429],
    },
    {
      method: 'post',
      path: '/auth/verify-email',
      summary: 'Confirm the account’s e-mail address with a link',
      description:
        'The `token` from the confirmation link’s fragment (#token=…; valid 7 days, used once; no sign-in needed). 400 INVALID_VERIFICATION_TOKEN for an unknown, used or expired token, or when the account’s e-mail has changed since.',
      access: 'public',
      body: verifyEmailSchema,
      ok: { schema: messageSchema.extend({ email: z.string() }) },
    },
    {
      method: 'post',
      path: '/auth/resend-verification',
      summary: 'Send a new e-mail confirmation link',
      description: 'To the signed-in customer’s address; nothing is sent when it is already confirmed. 3 an hour per account, then 429.',
      access: 'customer',
      ok: { schema: messageSchema },
      errors: [429],
    },
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset link',
      description: 'Uses the link’s token once, voids the user’s other links, ends every earlier session and signs the user in. 400 INVALID_RESET_TOKEN for an unknown, used or expired token.',
      access: 'public',
      body: resetPasswordSchema,
      ok: { schema: sessionResponseSchema },
      errors: [429],
    },
  ],
};
