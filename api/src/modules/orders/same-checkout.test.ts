// Whether a re-submitted checkout is the one an order was placed for (pure, no database).
import { isSameCheckout, type OrderedLine } from './same-checkout';

const P = '11111111-1111-4111-8111-111111111111';
const Q = '22222222-2222-4222-8222-222222222222';
const V1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const V2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const V3 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const order = {
  couponCode: 'WELCOME10',
  items: [
    { productId: P, variantId: V1, size: 'M', color: 'Teal', quantity: 2 },
    { productId: P, variantId: V2, size: 'L', color: 'Teal', quantity: 1 },
    { productId: Q, variantId: V3, size: null, color: null, quantity: 1 },
  ] satisfies OrderedLine[],
};
const line = (l: Partial<{ productId: string; variantId: string; size: string; color: string }> & { quantity: number }) => ({
  productId: null,
  variantId: null,
  size: null,
  color: null,
  ...l,
});
const same = [line({ productId: P, size: 'M', color: 'Teal', quantity: 2 }), line({ variantId: V2, quantity: 1 }), line({ productId: Q, quantity: 1 })];

describe('isSameCheckout', () => {
  it('accepts the same lines and coupon, however they are spelled or split', () => {
    expect(isSameCheckout(order, { items: same, couponCode: 'WELCOME10' })).toBe(true);
    const spelled = [
      line({ productId: P.toUpperCase(), size: 'm', color: 'TEAL', quantity: 1 }),
      line({ productId: Q, quantity: 1 }),
      line({ variantId: V1.toUpperCase(), size: 'M', quantity: 1 }),
      line({ productId: P, variantId: V2, color: 'teal', quantity: 1 }),
    ];
    expect(isSameCheckout(order, { items: spelled, couponCode: 'WELCOME10' })).toBe(true);
  });

  it.each([
    ['another quantity', [same[0], same[1], line({ productId: Q, quantity: 2 })], 'WELCOME10'],
    ['a missing line', [same[0], same[1]], 'WELCOME10'],
    ['an extra line', [...same, line({ productId: '33333333-3333-4333-8333-333333333333', quantity: 1 })], 'WELCOME10'],
    ['another size', [line({ productId: P, size: 'L', color: 'Teal', quantity: 2 }), same[1], same[2]], 'WELCOME10'],
    ['options that name no single line', [line({ productId: P, quantity: 2 }), same[1], same[2]], 'WELCOME10'],
    ['a variant id with options it does not have', [line({ variantId: V1, size: 'L', quantity: 2 }), same[1], same[2]], 'WELCOME10'],
    ['a variant id under another product', [line({ productId: Q, variantId: V1, quantity: 2 }), same[1], same[2]], 'WELCOME10'],
    ['no coupon', same, null],
    ['another coupon', same, 'FLAT100'],
  ])('refuses %s', (_label, items, couponCode) => {
    expect(isSameCheckout(order, { items, couponCode })).toBe(false);
  });

  it('refuses a line naming a variant the order no longer links (removed since)', () => {
    const removed = { ...order, items: order.items.map((i) => (i.variantId === V2 ? { ...i, variantId: null } : i)) };
    expect(isSameCheckout(removed, { items: same, couponCode: 'WELCOME10' })).toBe(false);
  });
});
