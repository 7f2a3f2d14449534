import { Field, ID, ObjectType } from 'type-graphql';
import { registerCasedEnum } from '../../platform/graphql/enums';
import type { Role } from '../../platform/common/context';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

export const RoleEnum = registerCasedEnum('Role', 'What an account may do. Every account made by `register` is a customer; admins are created by the shop (seeding, ADMIN_EMAIL).', {
  CUSTOMER: { value: 'customer', description: 'A shopper: own cart, own orders, own profile' },
  ADMIN: { value: 'admin', description: 'Shop staff: may also run every operation marked (admin) — products, categories, coupons, orders, content, SEO, messages, figures' },
});

@ObjectType('User', {
  description: 'A person’s account. Only the person themself sees it (`me`, and the payloads of their own sign-in and profile changes); the password hash is never in the API.',
})
export class UserType {
  @Field(() => ID, { description: 'The account’s id (a UUID), stable for life' }) id!: string;
  @Field({ description: 'The sign-in e-mail as stored: trimmed and lower-case, unique across accounts' }) email!: string;
  @Field({ description: 'Given name, as the person typed it (1–100 characters)' }) firstName!: string;
  @Field({ description: 'Family name, as the person typed it (1–100 characters)' }) lastName!: string;
  @Field(() => String, { nullable: true, description: 'Contact number as typed (10–20 characters, e.g. "+91 98765 43210"); null when the profile has none' })
  phone!: string | null;
  @Field(() => RoleEnum, { description: 'CUSTOMER or ADMIN; an admin client shows its admin screens only when this says ADMIN (the server checks every call anyway)' })
  role!: Role;
  /** Read by the emailVerified field (AccountResolver); not in the API itself. */
  emailVerifiedAt?: Date | null;
  @Field({ description: 'When the account was created (DateTimeISO)' }) createdAt!: Date;
  @Field({ description: 'When the account last changed: profile, password or a sign-out everywhere (DateTimeISO)' }) updatedAt!: Date;
}

export const AccountErrors = domainErrors('Account', {
  ...COMMON_CODES,
  DUPLICATE_EMAIL: 'Another account already uses this e-mail',
  INVALID_CREDENTIALS: 'The e-mail and password do not match an account',
  INVALID_RESET_TOKEN: 'The password reset link is unknown, expired or already used; ask for a new one',
  INVALID_VERIFICATION_TOKEN: 'The e-mail confirmation link is unknown, expired, already used, or the account’s e-mail has changed since; ask for a new one',
});

export const VerifyEmailPayload = Payload('VerifyEmailPayload', AccountErrors, 'The confirmed address, or why the link could not confirm it', {
  email: { type: () => String, description: 'The address now confirmed' },
  message: { type: () => String, description: 'A sentence to show as is' },
});

export const ResendVerificationPayload = Payload('ResendVerificationPayload', AccountErrors, 'Whether a new confirmation link was sent, or why not', {
  message: { type: () => String, description: 'A sentence to show as is: a new link was sent, or the address is already confirmed' },
});

export const PasswordResetRequestPayload = Payload('PasswordResetRequestPayload', AccountErrors, 'The neutral answer to a reset request, or why the request was refused', {
  message: { type: () => String, description: 'The same sentence whether or not the e-mail has an account: show it as is' },
});

export const AuthPayload = Payload('AuthPayload', AccountErrors, 'A signed-in session, or why it could not be opened', {
  token: { type: () => String, description: 'The bearer token for `Authorization: Bearer …` (a JWT; docs/security.md says how long it lives)' },
  user: { type: () => UserType, description: 'The signed-in user' },
});

export const UserPayload = Payload('UserPayload', AccountErrors, 'The user after the change, or why it could not be made', {
  user: { type: () => UserType, description: 'The user after the change' },
});
