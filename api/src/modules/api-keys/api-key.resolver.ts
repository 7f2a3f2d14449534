import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiKeysContext } from './api-keys.context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import type { ApiKeyScope } from '../../platform/common/context';
import { ApiKeyErrors, ApiKeyPage, ApiKeyPayload, ApiKeyType, CreateApiKeyPayload } from './api-key.type';
import { ApiKeysArgs, CreateApiKeyInput, RevokeApiKeyInput } from './api-key.input';

@Resolver(() => ApiKeyType)
export class ApiKeyResolver {
  @Authorized<ApiKeyScope>('admin')
  @Query(() => ApiKeyPage, { complexity: listCost, description: '(admin) Every API key, revoked ones too, newest first. Never the secrets.' })
  apiKeys(@Args() args: ApiKeysArgs, @Ctx() { ctx, services }: ApiKeysContext) {
    return services.apiKeys.list(ctx, args);
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => CreateApiKeyPayload, {
    description: '(admin) A new API key; its `secret` is in this answer only (the shop stores a hash). INVALID for a missing name or no scope',
  })
  createApiKey(@Arg('input', { description: 'The key’s name and scopes' }) input: CreateApiKeyInput, @Ctx() { ctx, services }: ApiKeysContext) {
    return payload(ApiKeyErrors, () => services.apiKeys.create(ctx, input));
  }

  @Authorized<ApiKeyScope>('admin')
  @Mutation(() => ApiKeyPayload, {
    description: '(admin) Revokes a key at once: its next request is UNAUTHENTICATED. Revoking a revoked key changes nothing; NOT_FOUND for an unknown id',
  })
  revokeApiKey(@Arg('input', { description: 'The key to revoke' }) { id }: RevokeApiKeyInput, @Ctx() { ctx, services }: ApiKeysContext) {
    return payload(ApiKeyErrors, async () => ({ apiKey: await services.apiKeys.revoke(ctx, id) }));
  }
}
