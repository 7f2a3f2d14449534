// The pure variant rules: combinations, stock spreading, SKUs, the shopper's choice and the plan
// of a product write.
import {
  allocateSkuCodes,
  chooseVariant,
  combinations,
  generateSku,
  planVariants,
  retotalStock,
  skuCode,
  spreadStock,
  variantStockMessage,
  type VariantRow,
} from './variant.rules';

const P = '11111111-1111-4111-8111-111111111111';
const row = (size: string, color: string, stock: number, position = 0, id = `${size}-${color}`): VariantRow => ({ id, productId: P, size, color, sku: `X-${size}${color}`, stock, position });

describe('combinations', () => {
  it('is sizes × colours in display order, with one default variant when there are neither', () => {
    expect(combinations(['S', 'M'], ['Teal', 'Red']).map((c) => [c.size, c.color, c.position])).toEqual([
      ['S', 'Teal', 0],
      ['S', 'Red', 1],
      ['M', 'Teal', 2],
      ['M', 'Red', 3],
    ]);
    expect(combinations(['M'], [])).toEqual([{ size: 'M', color: '', position: 0 }]);
    expect(combinations([], ['Red'])).toEqual([{ size: '', color: 'Red', position: 0 }]);
    expect(combinations([], [])).toEqual([{ size: '', color: '', position: 0 }]);
  });
});

describe('stock', () => {
  it('spreads a total evenly, the remainder to the first variants', () => {
    expect(spreadStock(10, 3)).toEqual([4, 3, 3]);
    expect(spreadStock(2, 4)).toEqual([1, 1, 0, 0]);
    expect(spreadStock(0, 2)).toEqual([0, 0]);
  });

  it('retotals: a rise is spread over all, a fall comes from the fullest first; the sum is always the target', () => {
    expect(retotalStock([3, 0, 1], 7)).toEqual([4, 1, 2]);
    expect(retotalStock([5, 1, 3], 6)).toEqual([2, 1, 3]);
    expect(retotalStock([5, 1, 3], 0)).toEqual([0, 0, 0]);
    expect(retotalStock([2, 2], 4)).toEqual([2, 2]);
    for (const [stocks, target] of [
      [[9, 9, 9, 1], 5],
      [[7, 0, 3, 3, 12], 11],
      [[1], 0],
    ] as Array<[number[], number]>) {
      const out = retotalStock(stocks, target);
      expect(out.reduce((a, b) => a + b, 0)).toBe(target);
      out.forEach((v, i) => expect(v).toBeLessThanOrEqual(stocks[i]));
    }
  });
});

describe('SKUs', () => {
  it('reads code-colour-size, upper-case letters and digits only', () => {
    expect(skuCode('Teal Kurta')).toBe('KUR');
    expect(skuCode('Kids T-Shirt')).toBe('SHI');
    expect(skuCode('Ox')).toBe('OXX');
    expect(skuCode('!!!')).toBe('PXX');
    expect(generateSku('KUR', { size: 'M', color: 'Sky Blue' })).toBe('KUR-SKYBLUE-M');
    expect(generateSku('SAR', { size: '', color: 'Red' })).toBe('SAR-RED');
    expect(generateSku('CAR', { size: '', color: '' })).toBe('CAR');
  });

  it('gives products sharing a code 2, 3, … in order', () => {
    expect(allocateSkuCodes(['Teal Kurta', 'Silk Saree', 'Cotton Kurta', 'Linen Kurta'])).toEqual(['KUR', 'SAR', 'KUR2', 'KUR3']);
  });

  it('names the product and the size in stock messages', () => {
    expect(variantStockMessage('Teal Kurta', { size: 'M', color: '', stock: 2 })).toBe('Only 2 left of Teal Kurta in M');
    expect(variantStockMessage('Teal Kurta', { size: 'XL', color: 'Teal', stock: 0 })).toBe('Teal Kurta in Teal, XL is out of stock');
    expect(variantStockMessage('Gift Card', { size: '', color: '', stock: 1 })).toBe('Only 1 left of Gift Card');
  });
});

describe('chooseVariant', () => {
  const product = { sizes: ['M', 'L'], colors: ['Teal'], variants: [row('M', 'Teal', 3, 0, 'a'), row('L', 'Teal', 0, 1, 'b')] };

  it('finds the variant by size and colour (any case) or by id', () => {
    expect(chooseVariant(product, { size: 'm', color: 'TEAL' })).toMatchObject({ ok: true, variant: { id: 'a' } });
    expect(chooseVariant(product, { variantId: 'B', size: '', color: '' })).toMatchObject({ ok: true, variant: { id: 'b' } });
    expect(chooseVariant(product, { variantId: 'b', size: 'L', color: 'Teal' })).toMatchObject({ ok: true });
  });

  it('refuses missing and unsold options with a message naming them', () => {
    expect(chooseVariant(product, { size: '', color: 'Teal' })).toEqual({ ok: false, field: 'size', message: 'Please select a size' });
    expect(chooseVariant(product, { size: 'XXL', color: 'Teal' })).toEqual({ ok: false, field: 'size', message: 'Size XXL is not available for this product' });
    expect(chooseVariant(product, { size: 'M', color: '' })).toEqual({ ok: false, field: 'color', message: 'Please select a color' });
    expect(chooseVariant(product, { size: 'M', color: 'Red' })).toEqual({ ok: false, field: 'color', message: 'Color Red is not available for this product' });
    expect(chooseVariant(product, { variantId: 'zzz', size: '', color: '' })).toMatchObject({ ok: false, field: 'variantId' });
    expect(chooseVariant(product, { variantId: 'a', size: 'L', color: '' })).toMatchObject({ ok: false, field: 'variantId' });
  });
});

describe('planVariants', () => {
  it('spreads a new product’s total over its combinations', () => {
    const { plan, errors } = planVariants({ sizes: ['S', 'M', 'L'], colors: [], total: 10, existing: [] });
    expect(errors).toEqual({});
    expect(plan.map((p) => [p.size, p.stock, p.sku])).toEqual([
      ['S', 4, null],
      ['M', 3, null],
      ['L', 3, null],
    ]);
  });

  it('keeps existing variants (ids, SKUs, stock) and their stock when the total is unchanged or absent', () => {
    const existing = [row('S', '', 1, 0, 's'), row('M', '', 5, 1, 'm')];
    const same = planVariants({ sizes: ['S', 'M'], colors: [], total: 6, existing });
    expect(same.plan.map((p) => [p.id, p.stock, p.sku])).toEqual([
      ['s', 1, 'X-S'],
      ['m', 5, 'X-M'],
    ]);
    const added = planVariants({ sizes: ['S', 'M', 'L'], colors: [], total: undefined, existing });
    expect(added.plan.map((p) => [p.id, p.stock])).toEqual([
      ['s', 1],
      ['m', 5],
      [undefined, 0],
    ]);
  });

  it('sets the cells given and keeps the others', () => {
    const existing = [row('S', '', 1, 0, 's'), row('M', '', 5, 1, 'm')];
    const { plan, errors } = planVariants({ sizes: ['S', 'M'], colors: [], total: 99, cells: [{ size: 'm', color: '', stock: 0, sku: 'MY-SKU' }], existing });
    expect(errors).toEqual({});
    expect(plan.map((p) => [p.size, p.stock, p.sku])).toEqual([
      ['S', 1, 'X-S'],
      ['M', 0, 'MY-SKU'],
    ]);
  });

  it('reports cells for options the product does not sell, listed twice, or with a repeated SKU', () => {
    const { errors } = planVariants({
      sizes: ['S', 'M'],
      colors: ['Red'],
      total: 0,
      cells: [
        { size: 'XXL', color: 'Red', stock: 1 },
        { size: 'S', color: 'Blue', stock: 1 },
        { size: 'S', color: 'Red', stock: 1, sku: 'A' },
        { size: 'S', color: 'red', stock: 2 },
        { size: 'M', color: 'Red', stock: 1, sku: 'A' },
      ],
      existing: [],
    });
    expect(errors).toEqual({
      'variants.0.size': "Size XXL is not one of the product's sizes",
      'variants.1.color': "Color Blue is not one of the product's colors",
      'variants.3': 'Red, S is listed twice',
      'variants.4.sku': 'SKU A is used twice',
    });
  });
});
