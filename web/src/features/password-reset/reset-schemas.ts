// Client-side mirrors of the server's rules for the two reset forms (spec §5 messages).
import * as yup from 'yup';
import { confirmationOf, emailRule, passwordRule } from '@/components/form/password-rules';

export const forgotPasswordSchema = yup.object({ email: emailRule });

export const resetPasswordSchema = yup.object({ password: passwordRule, confirmPassword: confirmationOf('password') });

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
