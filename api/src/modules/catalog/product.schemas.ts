import { ValidationError } from '../../platform/common/errors';
// Product rules with the spec's §5 messages, shared by GraphQL and REST (services parse with these).
import { z, money, optionalMoney, requiredText, url, isList, isUuid } from '../../platform/input/validate';
import { normalizeSku, SKU_PATTERN } from './variant.rules';

export const PRODUCT_MESSAGES = {
  name: 'Name is required',
  price: 'Price must be greater than 0',
  originalPrice: 'Original price must be greater than 0',
  category: 'Category is required',
  imageUrl: 'Invalid URL format',
  imageRequired: 'At least one image is required',
  stockNegative: 'Stock cannot be negative',
  stockWhole: 'Stock must be a whole number',
  notFound: 'Product not found',
  sku: 'SKU must be 1–40 letters, digits, dots, dashes or slashes',
} as const;

const MAX_STOCK = 1_000_000;
const imageUrl = url(PRODUCT_MESSAGES.imageUrl);

/** Trims string entries of a list (or of a `separator`-split string) and drops the empty ones. */
const cleanList = (separator: RegExp | string) => (v: unknown) => {
  const list = typeof v === 'string' ? v.split(separator) : v;
  if (!isList(list)) return list;
  return list.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
};

/** One URL per entry (or per line of a string); at least one. Errors are reported on `images`. */
const images = z.preprocess(
  cleanList(/\r?\n/),
  z
    .array(z.unknown(), { error: PRODUCT_MESSAGES.imageRequired })
    .min(1, PRODUCT_MESSAGES.imageRequired)
    .max(20, 'At most 20 images')
    .refine((list) => list.every((x) => typeof x === 'string' && x.length <= 2000 && imageUrl.safeParse(x).success), PRODUCT_MESSAGES.imageUrl)
    .transform((list) => list as string[]),
);

/** Sizes / colours: a list of text or a comma-separated string; trimmed, empty entries dropped, duplicates removed. */
const options = (label: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : cleanList(',')(v)),
    z
      .array(z.unknown(), { error: `${label} must be a list of text` })
      .max(30, `At most 30 ${label.toLowerCase()}`)
      .refine((list) => list.every((x) => typeof x === 'string' && x.length <= 40), `${label} must be a list of short texts`)
      .transform((list) => [...new Set(list as string[])]),
  );

const stockNumber = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v);
const stockCount = z
  .number({ error: PRODUCT_MESSAGES.stockWhole })
  .int(PRODUCT_MESSAGES.stockWhole)
  .min(0, PRODUCT_MESSAGES.stockNegative)
  .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`);

/** A cell's stock: missing means 0. */
const stock = z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : stockNumber(v)), stockCount);

/** null, undefined and '' all mean "no option" (a product without sizes or colours). */
const variantOption = z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string({ error: 'Options must be text' }).trim().max(40, 'Option is too long'));

/** One cell of the stock grid: a size × colour with its stock and, optionally, its own SKU. */
const variantSchema = z.object({
  size: variantOption,
  color: variantOption,
  stock,
  sku: z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z
      .string({ error: PRODUCT_MESSAGES.sku })
      .transform(normalizeSku)
      .refine((v) => SKU_PATTERN.test(v), PRODUCT_MESSAGES.sku)
      .optional(),
  ),
});

export type VariantData = z.output<typeof variantSchema>;

/** true/false, also as the strings "true"/"false" (forms, query strings). */
export const booleanish = (message: string) =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: message }));

export const productSchema = z.object({
  name: requiredText(PRODUCT_MESSAGES.name, 200),
  description: z.preprocess((v) => v ?? '', z.string({ error: 'Description must be text' }).trim().max(5000, 'Description must be at most 5000 characters')),
  price: money(PRODUCT_MESSAGES.price),
  originalPrice: optionalMoney(PRODUCT_MESSAGES.originalPrice),
  categoryId: z.string({ error: PRODUCT_MESSAGES.category }).trim().refine(isUuid, PRODUCT_MESSAGES.category),
  images,
  /** Alt text per picture, by position in `images`; left out on an update: each kept picture keeps its alt text. */
  imageAlts: z.preprocess(
    (v) => (v === null ? undefined : v),
    z
      .array(z.string({ error: 'Alt text must be text' }).trim().max(300, 'Alt text must be at most 300 characters'), { error: 'Alt texts must be a list of text' })
      .max(20, 'Give at most one alt text per image')
      .optional(),
  ),
  sizes: options('Sizes'),
  colors: options('Colors'),
  /**
   * The total, spread over the variants when `variants` is absent (spec §7 clients). Missing: 0 for
   * a new product; an update keeps the variants' stock as it is.
   */
  stock: z.preprocess((v) => (v === null || v === '' ? undefined : stockNumber(v)), stockCount.optional()),
  featured: z.preprocess((v) => v ?? false, booleanish('Featured must be true or false')),
  /** Stock (and SKU) per size × colour; combinations left out get 0 and a generated SKU. */
  variants: z.array(variantSchema, { error: 'Variants must be a list' }).max(900, 'At most 900 variants').nullish(),
});

export type ProductData = z.output<typeof productSchema>;

/**
 * The alt texts to store with `images`: the given ones by position (one per image at most), or,
 * when none are given, each kept picture's alt text from `before` (a re-ordered or shortened list
 * keeps them with their pictures).
 */
export function imageAltsFor(data: { images: string[]; imageAlts?: string[] }, before?: { images: string[]; imageAlts: string[] }): string[] {
  if (data.imageAlts) {
    if (data.imageAlts.length > data.images.length) throw ValidationError.field('imageAlts', 'Give at most one alt text per image');
    return data.images.map((_, i) => data.imageAlts![i] ?? '');
  }
  if (!before) return data.images.map(() => '');
  return data.images.map((url) => before.imageAlts[before.images.indexOf(url)] ?? '');
}
