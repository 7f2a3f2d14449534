// Product rules with the spec's §5 messages, shared by GraphQL and REST (services parse with these).
import { z, money, optionalMoney, requiredText, url, isList, isUuid } from '../common/validate';

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

const stock = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 0 : typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: PRODUCT_MESSAGES.stockWhole })
    .int(PRODUCT_MESSAGES.stockWhole)
    .min(0, PRODUCT_MESSAGES.stockNegative)
    .max(MAX_STOCK, `Stock must be at most ${MAX_STOCK}`),
);

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
  sizes: options('Sizes'),
  colors: options('Colors'),
  stock,
  featured: z.preprocess((v) => v ?? false, booleanish('Featured must be true or false')),
});

export type ProductData = z.output<typeof productSchema>;
