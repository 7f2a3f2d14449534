// Test-only helpers for the API key suites: keys made through GraphQL as an admin, as a partner's admin would.
import { gql, type TestShop } from '../../test/harness';

export const CREATE = `mutation C($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { secret apiKey { id name prefix scopes createdByEmail createdAt lastUsedAt revokedAt } errors { field code message } }
}`;
export const REVOKE = `mutation R($input: RevokeApiKeyInput!) { revokeApiKey(input: $input) { apiKey { id revokedAt } errors { field code message } } }`;
export const LIST = `{ apiKeys { total items { id name prefix scopes createdByEmail createdAt lastUsedAt revokedAt } } }`;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new key with these GraphQL scopes (CATALOGUE_READ, …): its id and secret. */
export async function createKey(shop: TestShop, adminToken: string, scopes: string[], name = `Key ${scopes.join('+')}`) {
  const res = await gql(shop, CREATE, { input: { name, scopes } }, adminToken);
  const created = res.body.data?.createApiKey;
  if (!created?.secret) throw new Error(`createApiKey failed: ${JSON.stringify(res.body)}`);
  return { id: created.apiKey.id as string, secret: created.secret as string, prefix: created.apiKey.prefix as string };
}
