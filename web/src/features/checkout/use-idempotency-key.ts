// One idempotency key per submitted order request (lines, coupon, addresses, payment method, the
// figures shown and the payment proof): a retry of the same submit — after a timeout, a lost
// answer, a second tap — sends the same key, so the server answers the order it already placed
// instead of placing another. A changed request gets a new key, and the key is renewed once the
// server has answered for it (an order, or a refusal, which the server does not keep).
import { useCallback, useRef } from 'react';

/** A random key: crypto.randomUUID in a secure context, 128 random bits in hex elsewhere (plain http on a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);

  /** The key of this request: the last one's again when nothing changed, else a new one. */
  const keyFor = useCallback((request: unknown): string => {
    const fingerprint = JSON.stringify(request);
    if (current.current?.fingerprint !== fingerprint) current.current = { fingerprint, key: newIdempotencyKey() };
    return current.current.key;
  }, []);

  /** The next request gets a new key, even when it is the same. */
  const renew = useCallback(() => void (current.current = null), []);

  return { keyFor, renew };
}
