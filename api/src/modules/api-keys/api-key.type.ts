import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

/** The GraphQL names of the scopes; the values are the database's (catalogue_read, …). */
export enum ApiKeyScopeEnum {
  CATALOGUE_READ = 'catalogue_read',
  CATALOGUE_WRITE = 'catalogue_write',
  ORDERS_READ = 'orders_read',
  ORDERS_WRITE = 'orders_write',
  ADMIN = 'admin',
}
registerEnumType(ApiKeyScopeEnum, {
  name: 'ApiKeyScope',
  description: 'What an API key may do. Each (admin) operation needs one of them; a write scope includes the read of its area; ADMIN includes everything.',
  valuesConfig: {
    CATALOGUE_READ: { description: 'Read the admin side of the catalogue (products, categories, variants and stock)' },
    CATALOGUE_WRITE: { description: 'Create, change and delete products and categories (includes CATALOGUE_READ)' },
    ORDERS_READ: { description: 'Read every order: `orders`, `order(id)`' },
    ORDERS_WRITE: { description: 'Move orders along the workflow with `updateOrderStatus` (includes ORDERS_READ)' },
    ADMIN: { description: 'Everything an admin may do: coupons, content, SEO, messages, dashboard figures, API keys, and all the scopes above' },
  },
});

@ObjectType('ApiKey', {
  description: '(admin) A key for server-to-server access, as admins see it. Its secret is shown once, by `createApiKey`, and stored only as a hash.',
})
export class ApiKeyType {
  @Field(() => ID, { description: 'The key’s id (a UUID)' }) id!: string;
  @Field({ description: 'What the key is for, e.g. "Warehouse sync"' }) name!: string;
  @Field({ description: 'The public start of the key (`vff_live_` and 12 hex digits), to tell keys apart; the secret is the rest' }) prefix!: string;
  @Field(() => [ApiKeyScopeEnum], { description: 'What the key may do' }) scopes!: ApiKeyScopeEnum[];
  @Field(() => String, { nullable: true, description: 'The e-mail of the admin who created it; null when an API key created it or the account is gone' })
  createdByEmail!: string | null;
  @Field({ description: 'When the key was created (DateTimeISO)' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the key was last used, to about a minute (DateTimeISO); null if never' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the key was revoked (DateTimeISO); null while it works' }) revokedAt!: Date | null;
}

export const ApiKeyPage = Paginated(ApiKeyType, 'ApiKeyPage');

export const ApiKeyErrors = domainErrors('ApiKey', { ...COMMON_CODES });

export const CreateApiKeyPayload = Payload('CreateApiKeyPayload', ApiKeyErrors, 'The new key and its secret (shown this once), or why it could not be made', {
  apiKey: { type: () => ApiKeyType, description: 'The new key' },
  secret: {
    type: () => String,
    description: 'The whole key to send as `Authorization: Bearer <secret>`. Shown only in this answer: the shop keeps a hash and can never show it again',
  },
});

export const ApiKeyPayload = Payload('ApiKeyPayload', ApiKeyErrors, 'The key after the change, or why it could not be made', {
  apiKey: { type: () => ApiKeyType, description: 'The key after the change' },
});
