// Products: the shop list (filters, sorts, pages), lookups for other domains, and admin CRUD.
// The only code that touches the products table (the order service keeps stock/soldCount in its own transaction).
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { NotFoundError, ValidationError } from '../common/errors';
import type { RequestContext } from '../common/context';
import { isUuid, parseInput } from '../common/validate';
import { toPaise } from '../common/money';
import { requireAdmin } from '../auth/guards';
import { pageWindow, type Page } from '../common/paging';
import { isForeignKeyViolation, isRecordMissing } from '../db/prisma-errors';
import { PRODUCT_MESSAGES, productSchema } from './product.schemas';
import { productListSchema, productOrderBy, productWhere } from './product.filters';
import { categoryPublicSelect } from './category.service';

/** What any caller may see of a product (not soldCount). */
export const productPublicSelect = {
  id: true,
  name: true,
  description: true,
  price: true,
  originalPrice: true,
  categoryId: true,
  images: true,
  sizes: true,
  colors: true,
  stock: true,
  featured: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productPublicSelect }>;
export type Product = ProductRow & { discountPercent: number; inStock: boolean };
export type ProductWithCategory = Product & { category: Prisma.CategoryGetPayload<{ select: typeof categoryPublicSelect }> };

/** round((original − price) / original × 100) when the original is higher, else 0. */
export function discountPercent(price: ProductRow['price'], originalPrice: ProductRow['originalPrice']): number {
  if (originalPrice === null) return 0;
  const p = toPaise(price);
  const o = toPaise(originalPrice);
  return o > p ? Math.round(((o - p) * 100) / o) : 0;
}

export const withDerived = <R extends ProductRow>(row: R): R & { discountPercent: number; inStock: boolean } => ({
  ...row,
  discountPercent: discountPercent(row.price, row.originalPrice),
  inStock: row.stock > 0,
});

export interface ListOptions {
  /** REST answers carry the category; it is fetched in the same Prisma call (one extra IN query per page). */
  includeCategory?: boolean;
}

export class ProductService {
  constructor(private readonly prisma: PrismaClient) {}

  /** The shop list: `input` = { filter?, sort?, limit?, offset? } (GraphQL args or parsed REST query). */
  async list(_ctx: RequestContext, input: unknown, options: ListOptions = {}): Promise<Page<Product | ProductWithCategory>> {
    const { filter, sort, limit, offset } = parseInput(productListSchema, input);
    const window = pageWindow(limit, offset, 12);
    const where = productWhere(filter, this.prisma.product.fields.price);
    const select = options.includeCategory ? { ...productPublicSelect, category: { select: categoryPublicSelect } } : productPublicSelect;
    const [rows, total] = await Promise.all([
      this.prisma.product.findMany({ where, orderBy: productOrderBy(sort), skip: window.offset, take: window.limit, select }),
      this.prisma.product.count({ where }),
    ]);
    return { items: rows.map(withDerived), total, ...window };
  }

  /** One product; unknown or malformed id → 404 'Product not found'. */
  async get(_ctx: RequestContext, id: unknown, options: ListOptions = {}): Promise<Product | ProductWithCategory> {
    const row = isUuid(id)
      ? await this.prisma.product.findUnique({
          where: { id },
          select: options.includeCategory ? { ...productPublicSelect, category: { select: categoryPublicSelect } } : productPublicSelect,
        })
      : null;
    if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return withDerived(row);
  }

  /**
   * Products by id for other domains (cart, checkout, loaders): one query, in the order asked,
   * unknown and malformed ids left out (ids in the answer are lower-case, as stored).
   */
  async getByIds(ids: readonly string[]): Promise<Product[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return [];
    const rows = await this.prisma.product.findMany({ where: { id: { in: valid } }, select: productPublicSelect });
    const byId = new Map(rows.map((r) => [r.id, withDerived(r)]));
    return valid.flatMap((id) => byId.get(id) ?? []);
  }

  async create(ctx: RequestContext, input: unknown): Promise<Product> {
    requireAdmin(ctx);
    const data = parseInput(productSchema, input);
    try {
      return withDerived(await this.prisma.product.create({ data, select: productPublicSelect }));
    } catch (e) {
      throw mapWriteError(e);
    }
  }

  /**
   * Replaces the product with `input` (a full ProductInput, as for create; spec §7 "PUT: same as
   * create"): optional fields left out take their defaults, so an omitted originalPrice clears it.
   */
  async update(ctx: RequestContext, id: unknown, input: unknown): Promise<Product> {
    requireAdmin(ctx);
    if (!isUuid(id)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const data = parseInput(productSchema, input);
    try {
      return withDerived(await this.prisma.product.update({ where: { id }, data, select: productPublicSelect }));
    } catch (e) {
      throw mapWriteError(e);
    }
  }

  /**
   * Deletes a product. Cart lines go with it (ON DELETE CASCADE); order items keep their
   * name/image/price snapshot and lose only the link (ON DELETE SET NULL).
   */
  async delete(ctx: RequestContext, id: unknown): Promise<{ id: string }> {
    requireAdmin(ctx);
    if (!isUuid(id)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    try {
      await this.prisma.product.delete({ where: { id }, select: { id: true } });
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      throw e;
    }
    return { id };
  }

}


/** An unknown categoryId fails the foreign key (no separate look-up, no race): 400 on that field. */
function mapWriteError(e: unknown): unknown {
  if (isForeignKeyViolation(e)) return ValidationError.field('categoryId', PRODUCT_MESSAGES.category);
  if (isRecordMissing(e)) return new NotFoundError(PRODUCT_MESSAGES.notFound);
  return e;
}
