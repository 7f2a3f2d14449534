// The accounts module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Customers' and admins' accounts: sign-up, sign-in, profile, addresses, password reset and e-mail verification.
import { shopModule } from '../../platform/module';
import type { AccountsServices } from './accounts.context';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.rest';
import { accountTag } from './account.openapi';

export const accountsModule = shopModule<AccountsServices>({
  name: 'accounts',
  resolvers: [AccountResolver],
  routes: (services) => [accountRoutes(services)],
  openapi: [accountTag],
});
export type { AccountsServices } from './accounts.context';

export { AccountService, createUser } from './account.service';
export { EmailVerificationService, isEmailVerified } from './email-verification.service';
export { PasswordResetService, RESET_QUEUE, type ResetJob } from './password-reset.service';
