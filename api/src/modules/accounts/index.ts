// The accounts module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is accounts.module.ts.
// Customers' and admins' accounts: sign-up, sign-in, profile, addresses, password reset and e-mail verification.
export type { AccountsServices } from './accounts.context';

export { AccountService, createUser } from './account.service';
export { EmailVerificationService, isEmailVerified } from './email-verification.service';
export { PasswordResetService, RESET_QUEUE, type ResetJob } from './password-reset.service';
