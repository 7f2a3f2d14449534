import { z, optionalText, requiredText, url } from '../../platform/input/validate';

/** Category (admin): spec §5 messages. Image optional ('' means none), description optional. */
export const categorySchema = z.object({
  name: requiredText('Name is required', 100),
  description: optionalText(1000),
  image: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    url('Must be a valid URL').pipe(z.string().max(2000, 'Must be a valid URL')).nullable(),
  ),
});

export type CategoryData = z.output<typeof categorySchema>;

export const DUPLICATE_CATEGORY = 'A category with this name already exists';

/** "Men's Wear" → "mens-wear"; letters of any script are kept. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
