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
  @Mutation(() => Boolean, { complexity: passwordCost })
  async changePassword(@Arg('input') input: ChangePasswordInput, @Ctx() { ctx, services }: GraphQLContext) {
    await services.accounts.changePassword(ctx, input);
    return true;
  }
}
