// Client-side mirrors of the server's rules for the two reset forms (forgotPasswordSchema and
// resetPasswordSchema in api/src/modules/accounts/account.schemas.ts), mostly with its messages;
// reset-schemas.agree.test.ts runs both on the same inputs and names where they differ.
import * as yup from 'yup';
import { confirmationOf, emailRule, passwordRule } from '@/components/form/password-rules';

export const forgotPasswordSchema = yup.object({ email: emailRule });

export const resetPasswordSchema = yup.object({ password: passwordRule, confirmPassword: confirmationOf('password') });

export type ForgotPasswordValues = yup.InferType<typeof forgotPasswordSchema>;
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
