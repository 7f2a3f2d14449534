// Product form (spec §5, Product (admin)): the form keeps text; the input sent is parsed from it.
// Images: one URL per line, blank lines ignored; alt text by URL, sent by position. Sizes/colours: comma separated, trimmed, empty dropped.
// Stock is per size × colour (the stock grid); the product's total is derived from the cells.
import * as yup from 'yup';
import type { AdminProductFragment, ProductInput } from '@/graphql/graphql';
import { isUrl } from '../shared/is-url';
import { cellsOf, regrid, stockCellSchema, toVariantInput, totalStock, type StockCell } from './stock-cells';

export interface ProductFormValues {
  name: string;
  description: string;
  price: number | '';
  originalPrice: number | '';
  categoryId: string;
  images: string;
  /** alt text by picture URL (a URL listed twice shares it); sent by position in `images` */
  imageAlts: Record<string, string>;
  sizes: string;
  colors: string;
  /** one cell per size × colour, in the server's order */
  variants: StockCell[];
  featured: boolean;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  categoryId: '',
  images: '',
  imageAlts: {},
  sizes: '',
  colors: '',
  variants: regrid([], [], []),
  featured: false,
};

/** The server's limit on a picture's alt text. */
export const MAX_ALT = 300;

export const parseLines = (text: string) => text.split(/\r?\n/).map((s) => s.trim()).filter(Boolean);
export const parseList = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean);

/** '' (an empty number input) becomes undefined, so "optional" and "required" work on numbers. */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

export const productSchema = yup.object({
  name: yup.string().trim().required('Name is required'),
  description: yup.string(),
  price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError('Price must be greater than 0')
    .required('Price must be greater than 0')
    .min(0.01, 'Price must be greater than 0'),
  originalPrice: yup.number().transform(emptyToUndefined).typeError('Original price must be greater than 0').min(0.01, 'Original price must be greater than 0'),
  categoryId: yup.string().required('Category is required'),
  images: yup
    .string()
    .test('required', 'At least one image is required', (v) => parseLines(v ?? '').length > 0)
    .test('urls', 'Invalid URL format', (v) => parseLines(v ?? '').every(isUrl)),
  imageAlts: yup
    .object()
    .test('alts', `Alt text can be at most ${MAX_ALT} characters`, (v) => Object.values(v ?? {}).every((a) => String(a).trim().length <= MAX_ALT)),
  sizes: yup.string(),
  colors: yup.string(),
  variants: yup.array().of(stockCellSchema),
  featured: yup.boolean(),
});

export function toProductInput(v: ProductFormValues): ProductInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    price: Number(v.price).toFixed(2),
    originalPrice: v.originalPrice === '' ? null : Number(v.originalPrice).toFixed(2),
    categoryId: v.categoryId,
    images: parseLines(v.images),
    imageAlts: parseLines(v.images).map((url) => v.imageAlts[url]?.trim() ?? ''),
    sizes: parseList(v.sizes),
    colors: parseList(v.colors),
    // the total as well, for the schema's `stock: Int!`; the server goes by the cells when both come
    stock: totalStock(v.variants),
    variants: v.variants.map(toVariantInput),
    featured: v.featured,
  };
}

export function fromProduct(p: AdminProductFragment): ProductFormValues {
  return {
    name: p.name,
    description: p.description,
    price: Number(p.price),
    originalPrice: p.originalPrice === null ? '' : Number(p.originalPrice),
    categoryId: p.categoryId,
    images: p.images.join('\n'),
    imageAlts: Object.fromEntries(p.images.map((url, i) => [url, p.imageAlts[i] ?? ''])),
    sizes: p.sizes.join(', '),
    colors: p.colors.join(', '),
    variants: cellsOf(p),
    featured: p.featured,
  };
}
