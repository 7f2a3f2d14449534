// Client-side mirrors of the server's rules (api/src/modules/accounts/account.schemas.ts), mostly with its
// messages; account-schemas.agree.test.ts runs both on the same inputs and names where they differ.
import * as yup from 'yup';
import { confirmationOf, emailRule as email, passwordRule as password } from '@/components/form/password-rules';

export const signInSchema = yup.object({ email, password });

export const registerSchema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email,
  phone: yup.string().trim().required('Valid phone number is required').min(10, 'Valid phone number is required'),
  password,
  confirmPassword: confirmationOf('password'),
});

export const profileSchema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email,
  phone: yup
    .string()
    .trim()
    .test('phone', 'Valid phone number is required', (v) => !v || v.length >= 10),
});

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().required('Current password is required'),
  newPassword: password,
  confirmPassword: confirmationOf('newPassword'),
});

export type SignInValues = yup.InferType<typeof signInSchema>;
export type RegisterValues = yup.InferType<typeof registerSchema>;
export type ProfileValues = yup.InferType<typeof profileSchema>;
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;
