// POST /api/images in the OpenAPI document (platform/rest/openapi.ts).
import { z } from '../../platform/input/validate';
import type { RestTag } from '../../platform/rest/openapi';
import { IMAGE_WIDTHS, MAX_SIDE, MAX_UPLOAD_BYTES, MIN_SIDE } from './image.service';

const uploadedSchema = z
  .object({
    id: z.uuid(),
    url: z.string().describe('Put it in a product’s `images`: `/media/images/<id>.webp`'),
    width: z.number().int().describe('Pixels of the stored master (at most 2400 on the long side)'),
    height: z.number().int(),
  })
  .meta({ id: 'UploadedImage' });

export const imageTag: RestTag = {
  name: 'Images',
  description: `Product photos. Uploaded pictures are served at \`/media/images/<id>.webp\` and in widths ${IMAGE_WIDTHS.join(', ')} as \`/media/images/<id>/<width>.avif\` or \`.webp\` (for srcset), with a year-long immutable cache.`,
  operations: [
    {
      method: 'post',
      path: '/images',
      summary: 'Upload a product photo',
      description: `A JPEG, PNG or WebP picture whose file name agrees with its content, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, ${MIN_SIDE}–${MAX_SIDE} pixels on each side. Stored upright (EXIF orientation applied) without metadata. Admins and API keys with catalogue_write. A caller without that scope (401/403) or a Content-Length over the limit (413) is refused before the body is read, and the connection is closed.`,
      access: 'admin',
      scope: 'catalogue_write',
      upload: { field: 'file', description: 'The picture (.jpg, .jpeg, .png or .webp)' },
      ok: { status: 201, schema: uploadedSchema },
    },
  ],
};
