// Pure checkout helpers: line normalizing, the checkout hash, the ₹0.01 tolerance, id prefixes, the workflow.
import { checkoutHash, matchesExpected, mergeLines, type Pricing } from './pricing';
import { idPrefixRange, lineOrderedIds, normalizeIdPrefix } from './order-id';
import { isUuid } from '../../platform/input/validate';
import { allowedNextStatuses, canChangeStatus } from './order-status';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';

describe('mergeLines', () => {
  it('keeps each requested line with its position, ids lower-cased (identical variants are added up once priced)', () => {
    expect(
      mergeLines([
        { productId: P1.toUpperCase(), variantId: null, quantity: 1, size: 'M', color: 'Red' },
        { productId: null, variantId: P2.toUpperCase(), quantity: 2, size: null, color: null },
      ]),
    ).toEqual([
      { index: 0, productId: P1, variantId: null, quantity: 1, size: 'M', color: 'Red' },
      { index: 1, productId: null, variantId: P2, quantity: 2, size: null, color: null },
    ]);
  });
});

describe('checkoutHash', () => {
  const a = { productId: P1, quantity: 2, size: 'M', color: 'Red' };
  const b = { productId: P2, quantity: 1, size: null, color: null };
  it('ignores line order but not quantities, options or the coupon', () => {
    const h = checkoutHash([a, b], 'WELCOME10');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(checkoutHash([b, a], 'WELCOME10')).toBe(h);
    expect(checkoutHash([{ ...a, quantity: 3 }, b], 'WELCOME10')).not.toBe(h);
    expect(checkoutHash([{ ...a, size: 'L' }, b], 'WELCOME10')).not.toBe(h);
    expect(checkoutHash([a, b], null)).not.toBe(h);
    expect(checkoutHash([a], 'WELCOME10')).not.toBe(h);
  });
});

describe('matchesExpected (₹0.01 tolerance)', () => {
  const server = { subtotalPaise: 149700, discountPaise: 14970, shippingPaise: 0, taxPaise: 0, totalPaise: 134730 } as Pricing;
  const shown = { subtotal: 1497, discount: 149.7, shipping: 0, tax: 0, total: 1347.3 };
  it('accepts the same figures and a difference of one paisa', () => {
    expect(matchesExpected(server, shown)).toBe(true);
    expect(matchesExpected(server, { ...shown, total: 1347.31 })).toBe(true);
    expect(matchesExpected(server, { ...shown, total: 1347.29 })).toBe(true);
  });
  it.each(['subtotal', 'discount', 'shipping', 'tax', 'total'] as const)('refuses %s off by two paise', (field) => {
    expect(matchesExpected(server, { ...shown, [field]: shown[field] + 0.02 })).toBe(false);
  });
});

describe('order id prefixes', () => {
  it('turns a typed prefix into the uuid range it covers', () => {
    expect(idPrefixRange('3F2A1B9C')).toEqual({ gte: '3f2a1b9c-0000-0000-0000-000000000000', lte: '3f2a1b9c-ffff-ffff-ffff-ffffffffffff' });
    expect(idPrefixRange('#3f2a1b9c-4d')).toEqual({ gte: '3f2a1b9c-4d00-0000-0000-000000000000', lte: '3f2a1b9c-4dff-ffff-ffff-ffffffffffff' });
    const full = '3f2a1b9c-4d5e-4f60-8a7b-1c2d3e4f5a6b';
    expect(idPrefixRange(full)).toEqual({ gte: full, lte: full });
  });
  it.each(['', '#', 'xyz', '3f2a 1b9c', "3f'; --", '3f2a1b9c-4d5e-4f60-8a7b-1c2d3e4f5a6b0'])('refuses %j', (raw) => {
    expect(idPrefixRange(raw)).toBeNull();
    expect(normalizeIdPrefix(raw)).toBeNull();
  });
});

describe('lineOrderedIds', () => {
  it('gives valid, distinct uuids that sort in line order', () => {
    const ids = lineOrderedIds(20);
    expect(ids.every(isUuid)).toBe(true);
    expect(new Set(ids).size).toBe(20);
    expect([...ids].sort()).toEqual(ids);
    expect(lineOrderedIds(1)[0].slice(0, 32)).not.toBe(ids[0].slice(0, 32));
  });
});

describe('status workflow', () => {
  it('follows pending → processing → shipped → delivered, cancelling from pending or processing', () => {
    expect(allowedNextStatuses('pending')).toEqual(['processing', 'cancelled']);
    expect(allowedNextStatuses('processing')).toEqual(['shipped', 'cancelled']);
    expect(allowedNextStatuses('shipped')).toEqual(['delivered']);
    expect(allowedNextStatuses('delivered')).toEqual([]);
    expect(allowedNextStatuses('cancelled')).toEqual([]);
    expect(canChangeStatus('shipped', 'cancelled')).toBe(false);
    expect(canChangeStatus('pending', 'pending')).toBe(false);
  });
});
