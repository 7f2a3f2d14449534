import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_CART_KEY } from '../storage';
import { addGuestLine, loadGuestCart, type GuestLine } from './guest-cart';

const line = (over: Partial<GuestLine> = {}): Omit<GuestLine, 'id'> => ({ productId: 'p1', variantId: 'v-m-teal', size: 'M', color: 'Teal', quantity: 1, ...over });

beforeEach(() => localStorage.clear());

describe('guest cart', () => {
  it('keeps the chosen variant on the line; the same size and colour add up', () => {
    const one = addGuestLine([], line());
    expect(one).toEqual([expect.objectContaining({ productId: 'p1', variantId: 'v-m-teal', size: 'M', color: 'Teal', quantity: 1 })]);
    const two = addGuestLine(one, line({ quantity: 2 }));
    expect(two).toHaveLength(1);
    expect(two[0].quantity).toBe(3);
    expect(addGuestLine(two, line({ variantId: 'v-l-teal', size: 'L' }))).toHaveLength(2);
  });

  it("refuses an add beyond the variant's stock with the server's words, counting what the line holds", () => {
    const held = addGuestLine([], line({ quantity: 2 }), { stock: 3, name: 'Teal Kurta' });
    expect(() => addGuestLine(held, line({ quantity: 2 }), { stock: 3, name: 'Teal Kurta' })).toThrow('Only 3 left of Teal Kurta in Teal, M');
    expect(addGuestLine(held, line({ quantity: 1 }), { stock: 3, name: 'Teal Kurta' })[0].quantity).toBe(3);
    expect(() => addGuestLine([], line({ size: 'XL', variantId: 'v-xl' }), { stock: 0, name: 'Teal Kurta' })).toThrow('Teal Kurta in Teal, XL is out of stock');
    expect(() => addGuestLine([], line({ size: null, color: null, variantId: null }), { stock: 0, name: 'Silk Dupatta' })).toThrow('Silk Dupatta is out of stock');
  });

  it('reads lines stored before variants (no variantId), and gives them the variant once the same one is added', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify([{ id: '1732000000000', productId: 'p1', size: 'M', color: 'Teal', quantity: 2 }, { productId: 'p2', quantity: 0 }]));
    const old = loadGuestCart();
    expect(old).toEqual([{ id: '1732000000000', productId: 'p1', variantId: null, size: 'M', color: 'Teal', quantity: 2 }]);
    expect(addGuestLine(old, line())).toEqual([{ id: '1732000000000', productId: 'p1', variantId: 'v-m-teal', size: 'M', color: 'Teal', quantity: 3 }]);
  });
});
