import { describe, expect, it } from 'vitest';
import { choiceComplete, soldOutOptions, stockLimit, variantFor, variantLabel, type VariantStock } from './variant-options';

// A kurta in M, L, XL × Teal, Maroon: XL sold out in both colours, L sold out in Maroon only.
const stock: Record<string, number> = { 'M/Teal': 2, 'M/Maroon': 6, 'L/Teal': 4, 'L/Maroon': 0, 'XL/Teal': 0, 'XL/Maroon': 0 };
const variants: VariantStock[] = Object.entries(stock).map(([key, n]) => {
  const [size, color] = key.split('/');
  return { id: key, size, color, stock: n };
});
const sizes = ['M', 'L', 'XL'];
const colors = ['Teal', 'Maroon'];

describe('variant options', () => {
  it('finds the variant of a complete choice, and none for a partial one', () => {
    expect(variantFor(variants, { size: 'L', color: 'Teal' })?.id).toBe('L/Teal');
    expect(variantFor(variants, { size: 'L', color: null })).toBeNull();
    const sizesOnly = [{ id: 's', size: 'S', color: null, stock: 1 }];
    expect(variantFor(sizesOnly, { size: 'S', color: null })?.id).toBe('s');
  });

  it('a size is sold out when no variant of it has stock in the chosen colour, or in any colour before one is chosen', () => {
    expect([...soldOutOptions(variants, sizes, 'size', { size: null, color: null })]).toEqual(['XL']);
    expect([...soldOutOptions(variants, sizes, 'size', { size: null, color: 'Maroon' })]).toEqual(['L', 'XL']);
    expect([...soldOutOptions(variants, sizes, 'size', { size: 'M', color: 'Teal' })]).toEqual(['XL']);
  });

  it('a colour is sold out when the chosen size has none of it', () => {
    expect([...soldOutOptions(variants, colors, 'color', { size: null, color: null })]).toEqual([]);
    expect([...soldOutOptions(variants, colors, 'color', { size: 'L', color: null })]).toEqual(['Maroon']);
    expect([...soldOutOptions(variants, colors, 'color', { size: 'XL', color: null })]).toEqual(['Teal', 'Maroon']);
  });

  it('limits the quantity by the chosen variant, or by the most a still-possible one has', () => {
    expect(stockLimit(variants, { size: 'M', color: 'Teal' })).toBe(2);
    expect(stockLimit(variants, { size: 'M', color: null })).toBe(6);
    expect(stockLimit(variants, { size: null, color: null })).toBe(6);
    expect(stockLimit(variants, { size: 'XL', color: null })).toBe(0);
    expect(stockLimit([], { size: null, color: null })).toBe(0);
  });

  it('names a variant as the server does', () => {
    expect(variantLabel({ size: 'M', color: 'Teal' })).toBe('Teal, M');
    expect(variantLabel({ size: 'M', color: null })).toBe('M');
    expect(variantLabel({ size: null, color: null })).toBe('');
  });

  it('knows when every option the product has is chosen', () => {
    expect(choiceComplete({ sizes, colors }, { size: 'M', color: null })).toBe(false);
    expect(choiceComplete({ sizes, colors: [] }, { size: 'M', color: null })).toBe(true);
    expect(choiceComplete({ sizes: [], colors: [] }, { size: null, color: null })).toBe(true);
  });
});
