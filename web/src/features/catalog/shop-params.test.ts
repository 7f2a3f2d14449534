import { describe, expect, it } from 'vitest';
import { parseShopParams, toProductVariables, toSearchParams, toggleCategory, toggleSize } from './shop-params';

const parse = (qs: string) => parseShopParams(new URLSearchParams(qs));
const categories = [
  { id: 'c-men', name: 'Men', slug: 'men' },
  { id: 'c-women', name: 'Women', slug: 'women' },
];

describe('shop URL ↔ query variables', () => {
  it('sends every filter, the sort and the page to the server', () => {
    const p = parse('category=men&min=100&max=800&sizes=M,L&search=kurta&sort=price-low&page=2&sale=true');
    expect(toProductVariables(p, undefined)).toEqual({
      filter: { category: 'men', minPrice: '100', maxPrice: '800', sizes: ['M', 'L'], search: 'kurta', onSale: true },
      sort: 'PRICE_LOW',
      limit: 12,
      offset: 12,
    });
  });

  it('leaves out minPrice at 0 and maxPrice at 1000, and defaults to FEATURED, page 1', () => {
    expect(toProductVariables(parse('min=0&max=1000'), undefined)).toEqual({ filter: {}, sort: 'FEATURED', limit: 12, offset: 0 });
  });

  it('orders a search by relevance unless the shopper chose a sort', () => {
    expect(toProductVariables(parse('search=kurta'), undefined)?.sort).toBe('RELEVANCE');
    expect(toProductVariables(parse('search=kurta&sort=price-low'), undefined)?.sort).toBe('PRICE_LOW');
    expect(toProductVariables(parse('search=%20%20'), undefined)?.sort).toBe('FEATURED');
  });

  it('maps each sort option to the ProductSort enum', () => {
    const sorts = ['featured', 'price-low', 'price-high', 'newest', 'popular'].map((s) => toProductVariables(parse(`sort=${s}`), undefined)?.sort);
    expect(sorts).toEqual(['FEATURED', 'PRICE_LOW', 'PRICE_HIGH', 'NEWEST', 'POPULAR']);
  });

  it('sends several categories by id once the category list is there', () => {
    const p = parse('category=men,women');
    expect(toProductVariables(p, undefined)).toBeNull();
    expect(toProductVariables(p, categories)?.filter).toEqual({ categoryIds: ['c-men', 'c-women'] });
    expect(toProductVariables(parse('category=hats,caps'), categories)?.filter).toEqual({ category: 'hats' });
  });

  it('clamps bad values and keeps only known sizes', () => {
    const p = parse('min=-40&max=5000&sizes=m,XXXL&page=0&sort=cheapest');
    expect(p).toMatchObject({ min: 0, max: 1000, sizes: ['M'], page: 1, sort: 'featured' });
    expect(parse('min=777').min).toBe(500);
    expect(parse('max=12').max).toBe(50);
  });

  it('writes short URLs without defaults', () => {
    expect(toSearchParams(parse('category=Men&min=0&max=1000&page=1&sort=featured')).toString()).toBe('category=men');
    expect(toSearchParams(parse('sizes=L,M&page=3&sale=true')).toString()).toBe('sizes=M%2CL&page=3&sale=true');
  });

  it('toggles a size in the shop order and a category by slug or name', () => {
    expect(toggleSize(['L'], 'M')).toEqual(['M', 'L']);
    expect(toggleSize(['M', 'L'], 'M')).toEqual(['L']);
    const women = categories[1];
    expect(toggleCategory(['men'], women)).toEqual(['men', 'women']);
    expect(toggleCategory(['men', 'women'], women)).toEqual(['men']);
  });
});
