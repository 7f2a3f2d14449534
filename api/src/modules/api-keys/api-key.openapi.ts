// /api/api-keys in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { pageQuerySchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { API_KEY_SCOPES } from '../../platform/auth/guards';
import { createApiKeySchema } from './api-key.schemas';

export const apiKeyResponseSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prefix: z.string().describe('The public start of the key: `vff_live_` and 12 hex digits.'),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    createdByEmail: z.string().nullable(),
    createdAt: timestamp,
    lastUsedAt: timestamp.nullable().describe('To about a minute; null if never used.'),
    revokedAt: timestamp.nullable().describe('Null while the key works.'),
  })
  .meta({ id: 'ApiKey' });

export const apiKeyTag: RestTag = {
  name: 'API keys',
  description:
    'Keys for server-to-server access (admins, or a key with the admin scope). Send a key as `Authorization: Bearer vff_live_…`; ' +
    'scopes: catalogue_read, catalogue_write, orders_read, orders_write, admin. A missing scope is a 403, a revoked or unknown key a 401.',
  operations: [
    {
      method: 'get',
      path: '/api-keys',
      summary: 'List API keys',
      description: 'Newest first, revoked ones too. Never the secrets.',
      access: 'admin',
      scope: 'admin',
      query: pageQuerySchema,
      ok: { schema: z.array(apiKeyResponseSchema), headers: ['X-Total-Count'] },
    },
    {
      method: 'post',
      path: '/api-keys',
      summary: 'Create an API key',
      description: 'Answers the key with its `secret`, shown this once: the shop stores only a hash.',
      access: 'admin',
      scope: 'admin',
      body: createApiKeySchema,
      ok: { status: 201, schema: apiKeyResponseSchema.extend({ secret: z.string().describe('The whole key; never shown again.') }) },
    },
    {
      method: 'post',
      path: '/api-keys/:id/revoke',
      summary: 'Revoke an API key',
      description: 'At once: its next request is a 401. Revoking a revoked key changes nothing.',
      access: 'admin',
      scope: 'admin',
      ok: { schema: apiKeyResponseSchema },
      errors: [404],
    },
  ],
};
