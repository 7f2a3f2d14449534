// The checkout form (spec §5): shipping address, optional guest account, payment method, with
// the spec's exact messages (the server's own validation answers the same texts).
import * as yup from 'yup';
import type { AddressInput, PaymentMethod } from '@/graphql/graphql';

export const DELIVERY_CITY = 'Vadodara';
export const DELIVERY_COUNTRY = 'India';

export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  address: 'Address is required',
  city: 'City is required',
  zipCode: 'ZIP code is required',
  country: 'Country is required',
  password: 'Password must be at least 6 characters',
  confirmPassword: 'Password confirmation is required',
  mismatch: "Passwords don't match",
  paymentMethod: 'Payment method is required',
  invalidShipping: 'Please fill in all shipping information correctly',
  invalidAccount: 'Please fill in all account creation fields correctly',
} as const;

export interface CheckoutValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
  createAccount: boolean;
  password: string;
  confirmPassword: string;
  paymentMethod: PaymentMethod;
}

export const SHIPPING_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode', 'country'] as const;
export const ACCOUNT_FIELDS = ['password', 'confirmPassword'] as const;

export const initialCheckoutValues: CheckoutValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: DELIVERY_CITY,
  zipCode: '',
  country: DELIVERY_COUNTRY,
  createAccount: false,
  password: '',
  confirmPassword: '',
  paymentMethod: 'RAZORPAY',
};

const required = (message: string) => yup.string().trim().required(message);

export const checkoutSchema = yup.object({
  firstName: required(MESSAGES.firstName).max(100, MESSAGES.firstName),
  lastName: required(MESSAGES.lastName).max(100, MESSAGES.lastName),
  email: required(MESSAGES.email).email(MESSAGES.email),
  phone: required(MESSAGES.phone).min(10, MESSAGES.phone).max(20, MESSAGES.phone),
  address: required(MESSAGES.address).max(500, MESSAGES.address),
  city: required(MESSAGES.city),
  zipCode: required(MESSAGES.zipCode).max(20, MESSAGES.zipCode),
  country: required(MESSAGES.country),
  createAccount: yup.boolean().required(),
  password: yup.string().when('createAccount', {
    is: true,
    then: (s) => s.required(MESSAGES.password).min(6, MESSAGES.password),
  }),
  confirmPassword: yup.string().when('createAccount', {
    is: true,
    then: (s) => s.required(MESSAGES.confirmPassword).min(6, MESSAGES.confirmPassword).oneOf([yup.ref('password')], MESSAGES.mismatch),
  }),
  paymentMethod: yup.string().required(MESSAGES.paymentMethod).oneOf(['RAZORPAY', 'PAY_ON_DELIVERY'], MESSAGES.paymentMethod),
});

/** The shipping (and billing) address as the API takes it, trimmed. */
export function toAddress(v: CheckoutValues): AddressInput {
  return {
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    zipCode: v.zipCode.trim(),
    country: v.country.trim(),
  };
}
