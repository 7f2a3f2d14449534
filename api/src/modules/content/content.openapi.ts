// /api/content and /api/seo in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import { deletedSchema, timestamp, type RestTag } from '../../platform/rest/openapi';
import { seoMetaSchema, SEO_PAGES } from '../seo';
import { CONTENT_SECTIONS, pageContentSchema } from './content.schemas';

export const contentResponseSchema = z
  .object({ id: z.uuid(), section: z.enum(CONTENT_SECTIONS), data: z.record(z.string(), z.unknown()), updatedAt: timestamp })
  .meta({ id: 'Content' });

export const seoMetaResponseSchema = z
  .object({
    id: z.uuid(),
    pageName: z.enum(SEO_PAGES),
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'SeoMeta' });

// GET reads a record by its page, PUT and DELETE by its id: one path parameter, described per method, as
// OpenAPI allows no two paths that differ only by a parameter's name.
const seoByPage = z.object({ key: z.string().meta({ description: `The page name: ${SEO_PAGES.join(', ')} (any case).`, examples: ['home'] }) });
const seoById = z.object({ key: z.uuid().describe('The SEO record’s id (GET /api/seo lists them).') });

const contentBody = z
  .union([pageContentSchema, z.record(z.string(), z.unknown())])
  .describe(
    `Footer pages (${CONTENT_SECTIONS.slice(3).join(', ')}): { title, intro, sections: [{ heading, paragraphs }] }; home, about and contact: a JSON object. At most 100 KB.`,
  );

export const contentTag: RestTag = {
  name: 'Content and SEO',
  description: 'The texts of the home, about, contact and footer pages, and the SEO records of each page.',
  operations: [
    { method: 'get', path: '/content/:section', summary: 'One content section', access: 'public', ok: { schema: contentResponseSchema }, errors: [404] },
    {
      method: 'put',
      path: '/content/:section',
      summary: 'Replace a content section',
      access: 'admin',
      scope: 'admin',
      body: contentBody,
      ok: { schema: contentResponseSchema },
      errors: [404],
    },
    { method: 'get', path: '/seo', summary: 'List SEO records', access: 'public', ok: { schema: z.array(seoMetaResponseSchema) } },
    {
      method: 'get',
      path: '/seo/:key',
      summary: 'The SEO record of a page',
      access: 'public',
      params: seoByPage,
      ok: { schema: seoMetaResponseSchema },
      errors: [404],
    },
    {
      method: 'post',
      path: '/seo',
      summary: 'Create an SEO record',
      access: 'admin',
      scope: 'admin',
      body: seoMetaSchema,
      ok: { status: 201, schema: seoMetaResponseSchema },
      errors: [409],
    },
    {
      method: 'put',
      path: '/seo/:key',
      summary: 'Update an SEO record',
      access: 'admin',
      scope: 'admin',
      params: seoById,
      body: seoMetaSchema,
      ok: { schema: seoMetaResponseSchema },
      errors: [404, 409],
    },
    {
      method: 'delete',
      path: '/seo/:key',
      summary: 'Delete an SEO record',
      access: 'admin',
      scope: 'admin',
      params: seoById,
      ok: { schema: deletedSchema },
      errors: [404],
    },
  ],
};
