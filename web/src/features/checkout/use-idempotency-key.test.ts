import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

afterEach(() => vi.unstubAllGlobals());

describe('useIdempotencyKey', () => {
  it('keeps the key while the request stays the same, and renews it on a change or on request', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { keyFor, renew } = result.current;
    const first = keyFor({ items: [{ productId: 'p1', quantity: 2 }], total: '2398.00' });
    expect(keyFor({ items: [{ productId: 'p1', quantity: 2 }], total: '2398.00' })).toBe(first);
    const changed = keyFor({ items: [{ productId: 'p1', quantity: 3 }], total: '3597.00' });
    expect(changed).not.toBe(first);
    renew();
    expect(keyFor({ items: [{ productId: 'p1', quantity: 3 }], total: '3597.00' })).not.toBe(changed);
  });
});

describe('newIdempotencyKey', () => {
  it('is a random UUID where the browser has crypto.randomUUID', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('falls back to 128 random bits in hex outside a secure context (no randomUUID)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: <T extends Uint8Array>(a: T) => real.getRandomValues(a) });
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
