import { z } from '../../platform/input/validate';
import { CONTENT_PAGES } from '../../platform/storefront/public-routes';

/** Sections with free-form data (their screens read what they need). */
export const FREE_FORM_SECTIONS = ['home', 'about', 'contact'] as const;
/** Footer pages: { title, intro, sections: [{ heading, paragraphs[] }] }; their paths are the storefront's (shared/public-routes.ts). */
export const PAGE_SECTIONS = CONTENT_PAGES;
export const CONTENT_SECTIONS = [...FREE_FORM_SECTIONS, ...PAGE_SECTIONS] as const;
export type ContentSectionName = (typeof CONTENT_SECTIONS)[number];

export const UNKNOWN_SECTION = 'Unknown content section';
export const NOT_AN_OBJECT = 'Content must be a JSON object';
export const MAX_CONTENT_BYTES = 100 * 1024;
export const TOO_LARGE = 'Content is too large (the limit is 100 KB)';

export const isContentSection = (v: unknown): v is ContentSectionName =>
  typeof v === 'string' && (CONTENT_SECTIONS as readonly string[]).includes(v);
export const isPageSection = (v: string) => (PAGE_SECTIONS as readonly string[]).includes(v);

/** A JSON object: not an array, not null, not a primitive. */
export const isJsonObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const paragraph = z.string({ error: 'Each paragraph must be text' }).trim().min(1, 'Paragraphs must not be empty').max(10_000, 'Paragraph is too long');

/** A footer page; extra keys are kept as they are. */
export const pageContentSchema = z.looseObject(
  {
    title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title should be under 200 characters'),
    intro: z.string({ error: 'Intro must be text' }).trim().max(10_000, 'Intro is too long').optional(),
    sections: z
      .array(
        z.looseObject(
          {
            heading: z.string({ error: 'Heading is required' }).trim().min(1, 'Heading is required').max(200, 'Heading should be under 200 characters'),
            paragraphs: z.array(paragraph, { error: 'Paragraphs must be a list of texts' }).default([]),
          },
          { error: 'Each section must be an object with a heading' },
        ),
        { error: 'Sections must be a list' },
      )
      .default([]),
  },
  { error: NOT_AN_OBJECT },
);
