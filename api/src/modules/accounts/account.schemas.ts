import { z, email, lookupEmail, requiredText } from '../../platform/input/validate';

const password = z.string({ error: 'Password must be at least 6 characters' }).min(6, 'Password must be at least 6 characters').max(200, 'Password is too long');
const phone = z.string({ error: 'Valid phone number is required' }).trim().min(10, 'Valid phone number is required').max(20, 'Valid phone number is required');

export const registerSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Valid email is required'),
  phone,
  password,
});

export const loginSchema = z.object({
  email: lookupEmail('Valid email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200, 'Password is too long'),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});

export const profileSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: email('Valid email is required'),
  phone: z.preprocess((v) => (v === '' ? null : v), phone.nullish()),
});

export type RegisterData = z.output<typeof registerSchema>;
export type ProfileData = z.output<typeof profileSchema>;

export const forgotPasswordSchema = z.object({
  email: lookupEmail('Valid email is required'),
});

export const verifyEmailSchema = z.object({
  token: z.string({ error: 'The confirmation link is missing its token' }).trim().min(1, 'The confirmation link is missing its token').max(200, 'The confirmation link is not valid'),
});

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'The reset link is missing its token' }).trim().min(1, 'The reset link is missing its token').max(200, 'The reset link is not valid'),
    password,
    confirmPassword: z.string({ error: 'Password confirmation is required' }).min(6, 'Password confirmation is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] });
