// API key input rules and the key format, shared by GraphQL and REST.
import { z, requiredText } from '../../platform/input/validate';
import { API_KEY_SCOPES } from '../../platform/auth/guards';

export const API_KEY_MESSAGES = {
  name: 'Name is required',
  scopes: 'Choose at least one scope',
  scope: `Scope must be one of ${API_KEY_SCOPES.join(', ')}`,
  notFound: 'API key not found',
  // A refused key says which of the three it is (the caller can act on each), and never more: a wrong secret for a
  // real prefix reads as unknown, so the answer does not confirm that a key with that prefix exists.
  unknown: 'Unknown API key',
  malformed: 'Malformed API key: a key is vff_live_, 12 hex digits, _ and 64 hex digits',
  revoked: 'This API key was revoked',
} as const;

/**
 * A key is `vff_live_<12 hex>_<64 hex>`: the recognisable start tells it apart from a sign-in JWT
 * (which starts `eyJ`) in the same `Authorization: Bearer` header; `vff_live_<12 hex>` is the public
 * prefix admins see and the row is found by; the 64 hex digits are 256 random bits only the holder has.
 */
export const KEY_START = 'vff_live_';
export const KEY_PATTERN = /^(vff_live_[0-9a-f]{12})_([0-9a-f]{64})$/;

/** Whether a bearer token is meant as an API key (then it is checked as one, never as a JWT). */
export const looksLikeApiKey = (token: string): boolean => token.startsWith('vff_');

export const createApiKeySchema = z.object({
  name: requiredText(API_KEY_MESSAGES.name, 100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }), { error: API_KEY_MESSAGES.scopes })
    .min(1, API_KEY_MESSAGES.scopes)
    .max(API_KEY_SCOPES.length * 4, API_KEY_MESSAGES.scopes)
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))), // deduplicated, in a stable order
});

export type CreateApiKeyData = z.output<typeof createApiKeySchema>;
