// The catalogue's hottest lookups in plain SQL through the driver, outside Prisma: a
// product by id with its category (one statement where Prisma needs two), categories by id with
// their maintained product counts, the variants of a page, and the shop's product total. Every
// storefront request makes some of them, and Prisma spends about 0.25 ms of CPU per statement on
// top of the driver (its query interpreter, parameter chunking and row mapping); these fixed-shape
// reads do not need it. Each answers exactly what the Prisma select it replaces answered
// (productPublicSelect, categoryPublicSelect + productCount, variantSelect): money as Decimal,
// dates as Date, in the same key order. Filters, sorts and every write stay with Prisma.
// Used by ProductService and CategoryService only; catalog.sql.test.ts runs them on both engines.
import type { Prisma } from '../../generated/prisma/client';
import type { SqlExecutor } from '../../platform/db/database';
import { decimalFromSql } from '../../platform/db/decimal';

/** productPublicSelect's row. */
export interface ProductSqlRow {
  id: string;
  name: string;
  description: string;
  price: Prisma.Decimal;
  originalPrice: Prisma.Decimal | null;
  categoryId: string;
  images: string[];
  imageAlts: string[];
  sizes: string[];
  colors: string[];
  stock: number;
  featured: boolean;
  ratingCount: number;
  ratingSum: number;
  createdAt: Date;
  updatedAt: Date;
}

/** categoryPublicSelect's row with the maintained product count. */
export interface CategorySqlRow {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  productCount: number;
}

/** variantSelect's row. */
export interface VariantSqlRow {
  id: string;
  productId: string;
  size: string;
  color: string;
  sku: string;
  stock: number;
  position: number;
}

// Money leaves PostgreSQL as text (PGlite would parse numeric to a float): exact, then a Decimal.
const PRODUCT_COLUMNS = `p."id", p."name", p."description", p."price"::text AS "price", p."originalPrice"::text AS "originalPrice", p."categoryId",
  p."images", p."imageAlts", p."sizes", p."colors", p."stock", p."featured", p."ratingCount", p."ratingSum", p."createdAt", p."updatedAt"`;
const CATEGORY_COLUMNS = (alias: string, prefix = '') =>
  ['id', 'name', 'slug', 'description', 'image', 'createdAt', 'updatedAt', 'productCount'].map((c) => `${alias}."${c}" AS "${prefix}${c}"`).join(', ');

const PRODUCT_WITH_CATEGORY = `SELECT ${PRODUCT_COLUMNS}, ${CATEGORY_COLUMNS('c', 'category.')}
  FROM "products" p LEFT JOIN "categories" c ON c."id" = p."categoryId" WHERE p."id" = $1::uuid`;
const CATEGORIES_BY_IDS = `SELECT ${CATEGORY_COLUMNS('c')} FROM "categories" c WHERE c."id" = ANY($1::uuid[])`;
const VARIANTS_BY_PRODUCTS = `SELECT "id", "productId", "size", "color", "sku", "stock", "position" FROM "product_variants"
  WHERE "productId" = ANY($1::uuid[]) ORDER BY "productId", "position"`;
// The sum over shop_figures' shards (the maintained figures, see ProductService.count).
const SHOP_PRODUCTS = `SELECT COALESCE(SUM("products"), 0)::int AS "total" FROM "shop_figures"`;

type Row = Record<string, unknown>;

const productRow = (r: Row): ProductSqlRow => ({
  id: r.id as string,
  name: r.name as string,
  description: r.description as string,
  price: decimalFromSql(r.price as string),
  originalPrice: r.originalPrice === null ? null : decimalFromSql(r.originalPrice as string),
  categoryId: r.categoryId as string,
  images: r.images as string[],
  imageAlts: r.imageAlts as string[],
  sizes: r.sizes as string[],
  colors: r.colors as string[],
  stock: r.stock as number,
  featured: r.featured as boolean,
  ratingCount: r.ratingCount as number,
  ratingSum: r.ratingSum as number,
  createdAt: r.createdAt as Date,
  updatedAt: r.updatedAt as Date,
});

const categoryRow = (r: Row, prefix = ''): CategorySqlRow => ({
  id: r[`${prefix}id`] as string,
  name: r[`${prefix}name`] as string,
  slug: r[`${prefix}slug`] as string,
  description: r[`${prefix}description`] as string | null,
  image: r[`${prefix}image`] as string | null,
  createdAt: r[`${prefix}createdAt`] as Date,
  updatedAt: r[`${prefix}updatedAt`] as Date,
  productCount: r[`${prefix}productCount`] as number,
});

export class CatalogSql {
  constructor(private readonly sql: SqlExecutor) {}

  /** A product (id already checked to be a UUID) with its category, in one statement; null when there is none. */
  async productWithCategory(id: string): Promise<(ProductSqlRow & { category: CategorySqlRow | null }) | null> {
    const [row] = (await this.sql.executeSql(PRODUCT_WITH_CATEGORY, [id])).rows as Row[];
    if (!row) return null;
    return { ...productRow(row), category: row['category.id'] === null ? null : categoryRow(row, 'category.') };
  }

  /** Categories by id (valid lower-case UUIDs), in no particular order; unknown ids left out. */
  async categoriesByIds(ids: readonly string[]): Promise<CategorySqlRow[]> {
    if (!ids.length) return [];
    return ((await this.sql.executeSql(CATEGORIES_BY_IDS, [ids])).rows as Row[]).map((r) => categoryRow(r));
  }

  /** The variants of these products (valid lower-case UUIDs), by product then display order. */
  async variantsByProductIds(ids: readonly string[]): Promise<VariantSqlRow[]> {
    if (!ids.length) return [];
    return (await this.sql.executeSql(VARIANTS_BY_PRODUCTS, [ids])).rows as VariantSqlRow[];
  }

  /** How many products the shop lists (the maintained figure). */
  async shopProductTotal(): Promise<number> {
    const [row] = (await this.sql.executeSql(SHOP_PRODUCTS)).rows as { total: number }[];
    return row?.total ?? 0;
  }
}
