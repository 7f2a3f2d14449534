// Categories: the public list (with product counts), lookups for the loaders, and admin CRUD.
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { isForeignKeyViolation, isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { DUPLICATE_CATEGORY, categorySchema, slugify, type CategoryData } from './category.schemas';
import type { CatalogSql } from './catalog.sql';

export const categoryPublicSelect = {
  id: true,
  name: true,
  slug: true,
  description: true,
  image: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.CategorySelect;

export type Category = Prisma.CategoryGetPayload<{ select: typeof categoryPublicSelect }>;
export type CategoryWithCount = Category & { productCount: number };

export const CATEGORY_NOT_FOUND = 'Category not found';

export const categoryNotEmpty = (n: number) =>
  `Cannot delete a category that still has products. Move or delete its ${n} ${n === 1 ? 'product' : 'products'} first.`;

export class CategoryService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sql: CatalogSql,
  ) {}

  /**
   * All categories in shop order (as created: Men, Women, Kids, Elders), each with its product count
   * (every product of the category), in one query. The count is the maintained column
   * categories.productCount (a trigger on products keeps it in the same statement), not a GROUP BY
   * over all products.
   */
  async list(_ctx: RequestContext): Promise<CategoryWithCount[]> {
    return this.prisma.category.findMany({
      select: { ...categoryPublicSelect, productCount: true },
      orderBy: [{ createdAt: 'asc' }, { name: 'asc' }],
    });
  }

  /**
   * For the categoryById loader: one query, unknown and malformed ids left out. Each carries its
   * maintained product count, so a page asking for `category { productCount }` needs no second
   * statement on the same rows (the productCountByCategory loader is for categories read without it).
   */
  async getByIds(ids: readonly string[]): Promise<CategoryWithCount[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return [];
    return this.sql.categoriesByIds(valid);
  }

  /** For the productCountByCategory loader: one read of the maintained counts for any number of categories. */
  async countProducts(categoryIds: readonly string[]): Promise<Map<string, number>> {
    const valid = [...new Set(categoryIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return new Map<string, number>();
    const rows = await this.prisma.category.findMany({ where: { id: { in: valid } }, select: { id: true, productCount: true } });
    return new Map(rows.map((r) => [r.id, r.productCount]));
  }

  async create(ctx: RequestContext, input: unknown): Promise<CategoryWithCount> {
    requireScope(ctx, 'catalogue_write');
    const data = parseInput(categorySchema, input);
    try {
      const row = await this.prisma.category.create({ data: withSlug(data), select: categoryPublicSelect });
      return { ...row, productCount: 0 };
    } catch (e) {
      throw mapWriteError(e);
    }
  }

  /** Replaces name, description and image (as for create); the slug follows the name. */
  async update(ctx: RequestContext, id: unknown, input: unknown): Promise<Category> {
    requireScope(ctx, 'catalogue_write');
    if (!isUuid(id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const data = parseInput(categorySchema, input);
    try {
      return await this.prisma.category.update({ where: { id }, data: withSlug(data), select: categoryPublicSelect });
    } catch (e) {
      throw mapWriteError(e);
    }
  }

  /** Refused (409) while products still point at the category: products are never deleted as a side effect. */
  async delete(ctx: RequestContext, id: unknown): Promise<{ id: string }> {
    requireScope(ctx, 'catalogue_write');
    if (!isUuid(id)) throw new NotFoundError(CATEGORY_NOT_FOUND);
    const products = await this.prisma.product.count({ where: { categoryId: id } });
    if (products > 0) throw new ConflictError(categoryNotEmpty(products), 'CATEGORY_NOT_EMPTY');
    try {
      await this.prisma.category.delete({ where: { id }, select: { id: true } });
    } catch (e) {
      // A product added since the count: the foreign key (ON DELETE RESTRICT) refuses; say why.
      if (isForeignKeyViolation(e)) {
        throw new ConflictError(categoryNotEmpty(await this.prisma.product.count({ where: { categoryId: id } })), 'CATEGORY_NOT_EMPTY');
      }
      throw mapWriteError(e);
    }
    return { id };
  }
}

function withSlug(data: CategoryData) {
  const slug = slugify(data.name) || `category-${Date.now().toString(36)}`;
  return { ...data, slug };
}

function mapWriteError(e: unknown): unknown {
  // name or slug taken ("Men" vs "men" share a slug): both read as the same name to a person.
  if (isUniqueViolation(e)) return new ConflictError(DUPLICATE_CATEGORY, 'DUPLICATE_CATEGORY', { name: DUPLICATE_CATEGORY });
  if (isRecordMissing(e)) return new NotFoundError(CATEGORY_NOT_FOUND);
  return e;
}
