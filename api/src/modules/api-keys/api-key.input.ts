// GraphQL shapes only; the rules and messages live in api-key.schemas.ts, applied by the service.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { ApiKeyScopeEnum } from './api-key.type';

@InputType({ description: '(admin) A new API key' })
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, 1–100 characters (e.g. "Warehouse sync")' }) name!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'What it may do: at least one scope' }) scopes!: ApiKeyScopeEnum[];
}

@InputType({ description: '(admin) The key to revoke' })
export class RevokeApiKeyInput {
  @Field(() => ID, { description: 'The key’s id (ApiKey.id)' }) id!: string;
}

@ArgsType()
export class ApiKeysArgs {
  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1–100 (values outside are clamped); 50 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many keys to skip, 0–1,000,000; 0 when left out' }) offset?: number | null;
}
