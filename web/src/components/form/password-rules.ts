// The spec's e-mail and password rules (§5) as yup fields, with the server's messages; shared by the
// account forms and the password reset pages.
import * as yup from 'yup';

export const PASSWORD_MIN = 'Password must be at least 6 characters';
export const PASSWORDS_DIFFER = "Passwords don't match";

export const emailRule = yup.string().trim().required('Valid email is required').email('Valid email is required');
export const passwordRule = yup.string().required(PASSWORD_MIN).min(6, PASSWORD_MIN);

/** The confirmation of the password in `field`: required, and equal to it. */
export const confirmationOf = (field: string) =>
  yup
    .string()
    .required('Password confirmation is required')
    .min(6, PASSWORD_MIN)
    .oneOf([yup.ref(field)], PASSWORDS_DIFFER);
