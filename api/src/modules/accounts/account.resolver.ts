import { Arg, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AccountsContext } from './accounts.context';
import { passwordCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { AccountErrors, AuthPayload, PasswordResetRequestPayload, ResendVerificationPayload, UserPayload, UserType, VerifyEmailPayload } from './user.type';
import { AddressType } from '../orders';
import { ChangePasswordInput, LoginInput, RegisterInput, RequestPasswordResetInput, ResetPasswordInput, UpdateProfileInput, VerifyEmailInput } from './account.input';

@Resolver(() => UserType)
export class AccountResolver {
  @Query(() => UserType, {
    nullable: true,
    description: 'The signed-in user; null without a token. A token that expired or was revoked is still UNAUTHENTICATED, so a client knows to drop it; an API key is FORBIDDEN (a key is not a person).',
  })
  me(@Ctx() { ctx, services }: AccountsContext) {
    if (!ctx.user && !ctx.authError && !ctx.apiKey) return null; // a key is told it is not a person (403)
    return services.accounts.me(ctx);
  }

  @FieldResolver(() => AddressType, {
    nullable: true,
    description: 'The shipping address of the user’s latest order, to prefill the next checkout; null before the first order (and whenever the caller is not this signed-in user)',
  })
  lastShippingAddress(@Root() user: UserType, @Ctx() { ctx, services }: AccountsContext) {
    return services.orders.lastShippingAddress(ctx, user.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      'Whether the person has confirmed the e-mail address with the link the shop sent. Until then they shop as usual, but back-in-stock alerts need confirming by e-mail, alerts a guest made with the address stay apart, and reviews wait. A changed e-mail is unconfirmed again.',
  })
  emailVerified(@Root() user: UserType): boolean {
    return !!user.emailVerifiedAt;
  }

  @Mutation(() => VerifyEmailPayload, {
    description:
      'Public: confirms an account’s e-mail address with the token of the link the shop sent (valid 7 days, used once; the web page reads it from the link’s #token=). INVALID_VERIFICATION_TOKEN for an unknown, used or expired token, or when the account’s e-mail has changed since.',
  })
  verifyEmail(@Arg('input', { description: 'The token from the confirmation link' }) input: VerifyEmailInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, () => services.emailVerifications.verify(ctx, input));
  }

  @Authorized()
  @Mutation(() => ResendVerificationPayload, {
    description: 'Signed-in customers: e-mails a new confirmation link to the account’s address (at most 3 an hour, then a top-level RATE_LIMITED error); nothing is sent when it is already confirmed.',
  })
  resendEmailVerification(@Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, async () => ({ message: await services.emailVerifications.resend(ctx) }));
  }

  @Mutation(() => AuthPayload, {
    complexity: passwordCost,
    description: 'Public: creates a customer account and signs it in (answers token and user). DUPLICATE_EMAIL when the e-mail has an account; at most 20 new accounts an hour from one client.',
  })
  register(@Arg('input', { description: 'The new account’s name, e-mail, phone and password' }) input: RegisterInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, () => services.accounts.register(ctx, input));
  }

  @Mutation(() => AuthPayload, {
    complexity: passwordCost,
    description: 'Public: signs in and answers a bearer token (valid 7 days unless the password changes or the user signs out everywhere). INVALID_CREDENTIALS for an unknown e-mail or a wrong password alike.',
  })
  login(@Arg('input', { description: 'E-mail and password' }) input: LoginInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, () => services.accounts.login(ctx, input));
  }

  @Authorized()
  @Mutation(() => UserPayload, { description: 'Signed-in users: replaces their own name, e-mail and phone. DUPLICATE_EMAIL when the new e-mail has another account.' })
  updateProfile(@Arg('input', { description: 'The whole profile, as it should be after the change' }) input: UpdateProfileInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, async () => ({ user: await services.accounts.updateProfile(ctx, input) }));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    complexity: passwordCost,
    description: 'Changes the password and ends every earlier session, the caller\'s included; changePasswordAndSignIn also answers the token that keeps this browser signed in.',
    deprecationReason: 'Use changePasswordAndSignIn: the token that called this one is revoked.',
  })
  async changePassword(@Arg('input', { description: 'Current and new password' }) input: ChangePasswordInput, @Ctx() { ctx, services }: AccountsContext) {
    await services.accounts.changePassword(ctx, input);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    complexity: passwordCost,
    description: 'Changes the password, ends every earlier session (other devices are signed out) and answers a fresh token for this one.',
  })
  changePasswordAndSignIn(@Arg('input', { description: 'Current and new password' }) input: ChangePasswordInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, () => services.accounts.changePassword(ctx, input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out everywhere: every token of the signed-in user, on any device, is refused from now on.' })
  async logout(@Ctx() { ctx, services }: AccountsContext) {
    await services.accounts.logout(ctx);
    return true;
  }

  @Mutation(() => PasswordResetRequestPayload, {
    description:
      'Public: e-mails a single-use password reset link (valid 1 hour) when the e-mail has an account, and answers the same neutral message either way. 3 requests per address and 20 per client an hour.',
  })
  requestPasswordReset(@Arg('input', { description: 'The forgotten account’s e-mail' }) input: RequestPasswordResetInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, async () => ({ message: await services.passwordResets.request(ctx, input) }));
  }

  @Mutation(() => AuthPayload, {
    complexity: passwordCost,
    description:
      'Public: sets a new password with a reset link’s token and signs the user in; every earlier session and every other open link of the user ends. INVALID_RESET_TOKEN for an unknown, used or expired token.',
  })
  resetPassword(@Arg('input', { description: 'The token and the new password, twice' }) input: ResetPasswordInput, @Ctx() { ctx, services }: AccountsContext) {
    return payload(AccountErrors, () => services.passwordResets.reset(ctx, input));
  }
}
