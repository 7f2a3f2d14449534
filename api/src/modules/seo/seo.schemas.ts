import { z } from '../../platform/input/validate';
import { SEO_PAGE_NAMES } from '../../platform/storefront/public-routes';

/** The pages that have SEO metadata (spec §2 and §9), in the order the admin lists them; shared with the storefront's route list and head fallbacks. */
export const SEO_PAGES = SEO_PAGE_NAMES;
export type SeoPage = (typeof SEO_PAGES)[number];

export const PAGE_NAME_REQUIRED = 'Page name is required';
export const PAGE_NAME_INVALID = `Page name must be one of: ${SEO_PAGES.join(', ')}`;

export const isSeoPage = (v: unknown): v is SeoPage => typeof v === 'string' && (SEO_PAGES as readonly string[]).includes(v);

/** Page names are matched case-insensitively and stored lower-case ("Home" → "home"). */
export const normalizePageName = (v: string) => v.trim().toLowerCase();

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const seoMetaSchema = z.object(
  {
    pageName: z
      .string({ error: PAGE_NAME_REQUIRED })
      .transform(normalizePageName)
      .pipe(z.string().min(1, PAGE_NAME_REQUIRED).refine(isSeoPage, PAGE_NAME_INVALID)),
    title: text('Title is required', 60, 'Title should be under 60 characters'),
    description: text('Description is required', 160, 'Description should be under 160 characters'),
    keywords: text('Keywords are required', 500, 'Keywords should be under 500 characters'),
  },
  { error: 'Request body must be a JSON object' },
);

export type SeoMetaData = z.output<typeof seoMetaSchema>;
