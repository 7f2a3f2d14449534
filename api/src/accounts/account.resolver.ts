import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { passwordCost } from '../graphql/limits';
import { AuthPayload, UserType } from './user.type';
import { ChangePasswordInput, LoginInput, RegisterInput, UpdateProfileInput } from './account.input';

@Resolver(() => UserType)
export class AccountResolver {
  @Query(() => UserType, { description: 'The signed-in user; UNAUTHENTICATED without a valid token.' })
  me(@Ctx() { ctx, services }: GraphQLContext) {
    return services.accounts.me(ctx);
  }

  @Mutation(() => AuthPayload, { complexity: passwordCost })
  register(@Arg('input') input: RegisterInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.accounts.register(ctx, input);
  }

  @Mutation(() => AuthPayload, { complexity: passwordCost })
  login(@Arg('input') input: LoginInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.accounts.login(ctx, input);
  }

  @Authorized()
  @Mutation(() => UserType)
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.accounts.updateProfile(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    complexity: passwordCost,
    description: 'Changes the password and ends every earlier session, the caller\'s included; changePasswordAndSignIn also answers the token that keeps this browser signed in.',
    deprecationReason: 'Use changePasswordAndSignIn: the token that called this one is revoked.',
  })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() { ctx, services }: GraphQLContext) {
    await services.accounts.changePassword(ctx, input);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    complexity: passwordCost,
    description: 'Changes the password, ends every earlier session (other devices are signed out) and answers a fresh token for this one.',
  })
  changePasswordAndSignIn(@Arg('input') input: ChangePasswordInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.accounts.changePassword(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out everywhere: every token of the signed-in user, on any device, is refused from now on.' })
  async logout(@Ctx() { ctx, services }: GraphQLContext) {
    await services.accounts.logout(ctx);
    return true;
  }
}
