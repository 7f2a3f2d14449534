// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { AccountService } from './account.service';
import type { EmailVerificationService } from './email-verification.service';
import type { PasswordResetService } from './password-reset.service';
import type { OrderService } from '../orders';

export interface AccountsServices {
  accounts: AccountService;
  emailVerifications: EmailVerificationService;
  passwordResets: PasswordResetService;
  orders: OrderService;
}
export type AccountsContext = GraphQLContext<AccountsServices>;
