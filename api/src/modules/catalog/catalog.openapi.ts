// /api/products and /api/categories in the OpenAPI document (platform/rest/openapi.ts): bodies and queries are the
// services' own zod schemas; the answers' shapes are described here once.
import { z } from '../../platform/input/validate';
import { deletedSchema, moneyString, timestamp, type RestTag } from '../../platform/rest/openapi';
import { productSchema } from './product.schemas';
import { categorySchema } from './category.schemas';
import { PRODUCT_SORTS, productFilterSchema, productListSchema } from './product.filters';

export const variantResponseSchema = z
  .object({
    id: z.uuid(),
    productId: z.uuid(),
    sku: z.string(),
    size: z.string().nullable().describe('null: the product has no sizes.'),
    color: z.string().nullable().describe('null: the product has no colours.'),
    stock: z.number().int().min(0),
    available: z.boolean(),
  })
  .meta({ id: 'Variant', description: 'One size × colour of a product: the unit of stock.' });

export const categoryResponseSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    productCount: z.number().int().optional().describe('In GET /api/categories.'),
  })
  .meta({ id: 'Category' });

export const productResponseSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    price: moneyString,
    originalPrice: moneyString.nullable().describe('The price before a sale; null when not on sale.'),
    discountPercent: z.number().int().min(0).max(100),
    categoryId: z.uuid(),
    category: categoryResponseSchema.optional(),
    images: z.array(z.string()),
    imageAlts: z.array(z.string()).describe('Alt text per picture, by position in images ("" for none)'),
    sizes: z.array(z.string()),
    colors: z.array(z.string()),
    stock: z.number().int().min(0).describe('The sum of the variants’ stock.'),
    inStock: z.boolean(),
    rating: z
      .object({
        average: z.number().min(1).max(5).nullable().describe('Average stars to one decimal; null without reviews.'),
        count: z.number().int().min(0).describe('Published reviews.'),
      })
      .describe('From verified buyers’ published reviews only.'),
    featured: z.boolean(),
    variants: z.array(variantResponseSchema).optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .meta({ id: 'Product' });

const onSale = productFilterSchema.shape.onSale.describe('Only products with an original price above the price.');

/** GET /api/products: the service's filter, sort and page, under the REST names (product.rest.ts → listInput). */
export const productQuerySchema = productFilterSchema.omit({ onSale: true }).extend({
  sale: onSale,
  onSale,
  sort: z
    .enum(PRODUCT_SORTS.map((s) => s.toLowerCase().replace(/_/g, '-')))
    .optional()
    .describe('Default: relevance with a search, featured without. Upper case and underscores are accepted too.'),
  limit: productListSchema.shape.limit,
  offset: productListSchema.shape.offset,
});

export const catalogTag: RestTag = {
  name: 'Catalogue',
  description: 'Products (with their size × colour variants) and categories. Reading is public; writing is for admins.',
  operations: [
    {
      method: 'get',
      path: '/products',
      summary: 'List products',
      description: 'Filters, sort and page are applied by the server; the total is in X-Total-Count (exact for no filter or a category; otherwise counted up to 200 matches or the end of the page, whichever is further, flagged by X-Total-Count-Capped).',
      access: 'optional',
      query: productQuerySchema,
      ok: { schema: z.array(productResponseSchema), headers: ['X-Total-Count', 'X-Total-Count-Capped'] },
    },
    { method: 'get', path: '/products/:id', summary: 'One product with its variants', access: 'public', ok: { schema: productResponseSchema }, errors: [404] },
    {
      method: 'post',
      path: '/products',
      summary: 'Create a product',
      description: 'Without `variants`, `stock` is spread evenly over the size × colour variants.',
      access: 'admin', scope: 'catalogue_write',
      body: productSchema,
      ok: { status: 201, schema: productResponseSchema },
      errors: [404, 409],
    },
    {
      method: 'put',
      path: '/products/:id',
      summary: 'Update a product',
      access: 'admin', scope: 'catalogue_write',
      body: productSchema,
      ok: { schema: productResponseSchema },
      errors: [404, 409],
    },
    { method: 'delete', path: '/products/:id', summary: 'Delete a product', access: 'admin', scope: 'catalogue_write', ok: { schema: deletedSchema }, errors: [404, 409] },
    { method: 'get', path: '/categories', summary: 'List categories', access: 'public', ok: { schema: z.array(categoryResponseSchema) } },
    {
      method: 'post',
      path: '/categories',
      summary: 'Create a category',
      access: 'admin', scope: 'catalogue_write',
      body: categorySchema,
      ok: { status: 201, schema: categoryResponseSchema },
      errors: [409],
    },
    {
      method: 'put',
      path: '/categories/:id',
      summary: 'Update a category',
      access: 'admin', scope: 'catalogue_write',
      body: categorySchema,
      ok: { schema: categoryResponseSchema },
      errors: [404, 409],
    },
    { method: 'delete', path: '/categories/:id', summary: 'Delete a category', access: 'admin', scope: 'catalogue_write', ok: { schema: deletedSchema }, errors: [404, 409] },
  ],
};
