// The product list: filter/sort/page parsing (same messages for GraphQL and REST) and the
// translation to one Prisma `where` + `orderBy`, written so PostgreSQL can use the indexes
// (btree on price/createdAt/soldCount/stock, trigram GIN on name and SKU; sizes in stock are a
// column of the product). A list with a search is full text
// and runs in SQL instead (product-search.service.ts), with the same filters.
import { z, money, isList, isUuid } from '../../platform/input/validate';
import type { Prisma } from '../../generated/prisma/client';
import { booleanish } from './product.schemas';

export const PRODUCT_SORTS = [
  'FEATURED',
  'PRICE_LOW',
  'PRICE_HIGH',
  'NEWEST',
  'OLDEST',
  'POPULAR',
  'NAME_ASC',
  'NAME_DESC',
  'STOCK_ASC',
  'STOCK_DESC',
  'RELEVANCE',
] as const;
export type ProductSortKey = (typeof PRODUCT_SORTS)[number];

const SORT_MESSAGE = `Sort must be one of: ${PRODUCT_SORTS.map((s) => s.toLowerCase().replace(/_/g, '-')).join(', ')}`;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** A list of ids/sizes: an array or a comma-separated string; trimmed, blanks dropped. */
const textList = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      const list = typeof v === 'string' ? v.split(',') : v;
      return isList(list) ? list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '') : list;
    },
    z.array(z.string({ error: `${label} must be a list of text` }).max(100), { error: `${label} must be a list of text` }).max(200, `At most 200 ${label.toLowerCase()}`).optional(),
  );

const price = (message: string) => z.preprocess(blankToUndefined, money(message, 0).optional());
const flag = (name: string) => z.preprocess(blankToUndefined, booleanish(`${name} must be true or false`).optional());
const text = (label: string, max: number) =>
  z.preprocess(blankToUndefined, z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`).optional());
const wholeNumber = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z.number({ error: `${label} must be a whole number` }).int(`${label} must be a whole number`).optional(),
  );

export const productFilterSchema = z.object({
  categoryId: text('Category id', 100),
  categoryIds: textList('Category ids'),
  category: text('Category', 100),
  minPrice: price('Minimum price must be a number, 0 or more'),
  maxPrice: price('Maximum price must be a number, 0 or more'),
  search: text('Search', 200),
  sizes: textList('Sizes'),
  featured: flag('featured'),
  ids: textList('Ids'),
  onSale: flag('sale'),
  inStock: flag('inStock'),
  lowStock: flag('lowStock'),
  nameOrSku: text('Search', 200),
});

export const productListSchema = z.object({
  filter: z.preprocess((v) => v ?? {}, productFilterSchema),
  // Left out: RELEVANCE with a search, FEATURED otherwise (ProductService.list).
  sort: z.preprocess(blankToUndefined, z.enum(PRODUCT_SORTS, { error: SORT_MESSAGE }).optional()),
  limit: wholeNumber('Limit'),
  offset: wholeNumber('Offset'),
});

export type ProductFilterData = z.output<typeof productFilterSchema>;

/** Matches no row: a malformed id can never match a uuid column (and must not reach it). */
const NOTHING: Prisma.ProductWhereInput = { id: { in: [] } };

/** LIKE wildcards typed by a person mean the characters themselves. */
const likeTerm = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function productWhere(f: ProductFilterData, price: Prisma.DecimalFieldRefInput<'Product'>, lowStockThreshold: number): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = [];
  if (f.categoryId !== undefined) and.push(isUuid(f.categoryId) ? { categoryId: f.categoryId } : NOTHING);
  if (f.categoryIds?.length) and.push({ categoryId: { in: f.categoryIds.filter(isUuid) } });
  if (f.category !== undefined) {
    and.push({ category: { OR: [{ name: { equals: f.category, mode: 'insensitive' } }, { slug: f.category.toLowerCase() }] } });
  }
  if (f.minPrice !== undefined) and.push({ price: { gte: f.minPrice } });
  if (f.maxPrice !== undefined) and.push({ price: { lte: f.maxPrice } });
  if (f.nameOrSku !== undefined) {
    // The admin's search: the name, or any variant's SKU (trigram GIN on both).
    const term = likeTerm(f.nameOrSku);
    and.push({ OR: [{ name: { contains: term, mode: 'insensitive' } }, { variants: { some: { sku: { contains: term, mode: 'insensitive' } } } }] });
  }
  // A size filter finds products that have one of the sizes in stock, not merely listed: the
  // product's own inStockSizes, kept by the variants' stock trigger (a test of the row itself; at
  // 100,000 products a look-up of its variants per product made the filtered list 1.3-1.7x slower
  // than at 1,000).
  if (f.sizes?.length) and.push({ inStockSizes: { hasSome: f.sizes } });
  if (f.lowStock === true) and.push({ variants: { some: { stock: { lte: lowStockThreshold } } } });
  if (f.lowStock === false) and.push({ variants: { none: { stock: { lte: lowStockThreshold } } } });
  if (f.featured !== undefined) and.push({ featured: f.featured });
  if (f.ids !== undefined) and.push({ id: { in: f.ids.filter(isUuid) } });
  if (f.onSale === true) and.push({ originalPrice: { gt: price } });
  if (f.onSale === false) and.push({ OR: [{ originalPrice: null }, { originalPrice: { lte: price } }] });
  if (f.inStock !== undefined) and.push({ stock: f.inStock ? { gt: 0 } : { lte: 0 } });
  return and.length ? { AND: and } : {};
}

const ORDER: Record<ProductSortKey, Prisma.ProductOrderByWithRelationInput[]> = {
  FEATURED: [{ featured: 'desc' }, { createdAt: 'desc' }],
  PRICE_LOW: [{ price: 'asc' }],
  PRICE_HIGH: [{ price: 'desc' }],
  NEWEST: [{ createdAt: 'desc' }],
  OLDEST: [{ createdAt: 'asc' }],
  POPULAR: [{ soldCount: 'desc' }, { createdAt: 'desc' }],
  NAME_ASC: [{ name: 'asc' }],
  NAME_DESC: [{ name: 'desc' }],
  STOCK_ASC: [{ stock: 'asc' }],
  STOCK_DESC: [{ stock: 'desc' }],
  // Relevance needs a search (product-search.service.ts); without one it is the FEATURED order.
  RELEVANCE: [{ featured: 'desc' }, { createdAt: 'desc' }],
};

/** Every order ends with `id` so equal keys never swap between pages. */
export const productOrderBy = (sort: ProductSortKey): Prisma.ProductOrderByWithRelationInput[] => [...ORDER[sort], { id: 'asc' }];

/** REST's `sort=price-low` → PRICE_LOW (unknown values are left for the schema to reject). */
export const restSort = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase().replace(/-/g, '_') : v);
