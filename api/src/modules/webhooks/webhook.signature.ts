// The signature scheme of deliveries (docs/api.md, "Webhooks"): HMAC-SHA256 with the endpoint's
// secret over `${timestamp}.${body}`, hex, in X-Shop-Signature as `sha256=<hex>`. The timestamp
// (Unix seconds, X-Shop-Timestamp) is signed too, so a receiver can refuse old replays.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Shop-Signature';
export const TIMESTAMP_HEADER = 'X-Shop-Timestamp';
export const EVENT_ID_HEADER = 'X-Shop-Event-Id';
export const EVENT_TYPE_HEADER = 'X-Shop-Event';

/** A new endpoint secret: `whsec_` and 32 random bytes (base64url). */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

export const sign = (secret: string, timestamp: number, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** What a receiver does (docs/api.md's example in TypeScript; tests use it as the partner would). */
export function verify(secret: string, timestamp: string | undefined, body: string, signature: string | undefined): boolean {
  if (!timestamp || !signature) return false;
  const expected = Buffer.from(sign(secret, Number(timestamp), body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The headers of one attempt: signed at the moment it is sent. */
export function deliveryHeaders(secret: string, event: { id: string; type: string }, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'VadodaraFamilyFashion-Webhooks/1',
    [EVENT_ID_HEADER]: event.id,
    [EVENT_TYPE_HEADER]: event.type,
    [TIMESTAMP_HEADER]: String(timestamp),
    [SIGNATURE_HEADER]: sign(secret, timestamp, body),
  };
}
