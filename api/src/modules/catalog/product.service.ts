// Products and their variants: the shop list (filters, sorts, pages), lookups for other domains,
// and admin CRUD with the stock grid. The only code that writes products and product_variants
// (the checkout takes and restores variant stock in its own transaction). A product's `stock` is
// the sum of its variants', kept by a database trigger (migration product_variants).
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { toPaise } from '../../platform/common/money';
import { requireScope } from '../../platform/auth/guards';
import { cappedTotal, countBound, pageWindow, type Page } from '../../platform/common/paging';
import { isForeignKeyViolation, isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { imageAltsFor, PRODUCT_MESSAGES, productSchema } from './product.schemas';
import { generateSku, planVariants, skuCode, type PlannedVariant, type VariantRow } from './variant.rules';
import { productListSchema, productOrderBy, productWhere, type ProductFilterData, type ProductSortKey } from './product.filters';
import { countFiltered, searchPage, searchQuery } from './product-search.service';
import type { categoryPublicSelect } from './category.service';
import type { EventService } from '../../platform/outbox/events.service';
import { withVariantViews } from './variant.view';
import type { CatalogSql, CategorySqlRow } from './catalog.sql';
import { emitLowStock, type RestockNotifier, type StockChange } from './stock.service';

/** What any caller may see of a product (not soldCount). */
export const productPublicSelect = {
  id: true,
  name: true,
  description: true,
  price: true,
  originalPrice: true,
  categoryId: true,
  images: true,
  imageAlts: true,
  sizes: true,
  colors: true,
  stock: true,
  featured: true,
  ratingCount: true,
  ratingSum: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ProductSelect;

/** A variant as every caller sees it, in display order. */
export const variantSelect = { id: true, productId: true, size: true, color: true, sku: true, stock: true, position: true } as const satisfies Prisma.ProductVariantSelect;
const variantsInclude = { variants: { select: variantSelect, orderBy: { position: 'asc' } } } as const satisfies Prisma.ProductSelect;

export type ProductRow = Prisma.ProductGetPayload<{ select: typeof productPublicSelect }>;
export type ProductWithVariants = Product & { variants: VariantRow[] };
/** A product's rating from its published reviews: the average to one decimal (null without reviews) and their number. */
export interface ProductRating {
  average: number | null;
  count: number;
}
type Derived = { discountPercent: number; inStock: boolean; rating: ProductRating };
export type Product = Omit<ProductRow, 'ratingCount' | 'ratingSum'> & Derived;
/** What REST answers carry: the product with its category and variants. */
export type RestProduct = Product & { category?: Prisma.CategoryGetPayload<{ select: typeof categoryPublicSelect }>; variants?: VariantRow[] };
/** A product read with its category in the same statement (GraphQL's product page: no second look-up for `category`). */
export type ProductWithCategory = Product & { category: CategorySqlRow | null };

/** round((original − price) / original × 100) when the original is higher, else 0. */
export function discountPercent(price: ProductRow['price'], originalPrice: ProductRow['originalPrice']): number {
  if (originalPrice === null) return 0;
  const p = toPaise(price);
  const o = toPaise(originalPrice);
  return o > p ? Math.round(((o - p) * 100) / o) : 0;
}

/** Average stars to one decimal, from the count and sum the reviews trigger keeps; null when there are none (never an invented figure). */
export const productRating = (count: number, sum: number): ProductRating => ({ average: count > 0 ? Math.round((sum * 10) / count) / 10 : null, count });

export const withDerived = <R extends ProductRow>({ ratingCount, ratingSum, ...row }: R): Omit<R, 'ratingCount' | 'ratingSum'> & Derived => ({
  ...row,
  discountPercent: discountPercent(row.price, row.originalPrice),
  inStock: row.stock > 0,
  rating: productRating(ratingCount, ratingSum),
});

export interface ListOptions {
  /**
   * REST answers carry the category and the variants: one extra IN query each per page
   * (catalog.sql.ts). GraphQL resolves them through loaders instead.
   */
  rest?: boolean;
}

/** A category as REST answers show it (categoryPublicSelect: without the count). */
const publicCategory = ({ productCount: _count, ...category }: CategorySqlRow) => category;

export class ProductService {
  constructor(
    private readonly prisma: PrismaClient,
    /** A variant at or below this stock counts as low (admin badge and filter). */
    readonly lowStockThreshold: number,
    private readonly events: EventService,
    private readonly restocks: RestockNotifier,
    private readonly sql: CatalogSql,
  ) {}

  /** The shop list: `input` = { filter?, sort?, limit?, offset? } (GraphQL args or parsed REST query). */
  async list(_ctx: RequestContext, input: unknown, options: ListOptions = {}): Promise<Page<RestProduct>> {
    const { filter, sort: chosen, limit, offset } = parseInput(productListSchema, input);
    const window = pageWindow(limit, offset, 12);
    const sort = chosen ?? (filter.search !== undefined ? 'RELEVANCE' : 'FEATURED');
    const { found, total, totalCapped } = filter.search !== undefined ? await this.search(filter.search, filter, sort, window) : await this.browse(filter, sort, window);
    const rows = options.rest ? await this.withCategoriesAndVariants(found) : found;
    return { items: rows.map(withDerived), total, totalCapped, hasNextPage: window.offset + rows.length < total, ...window };
  }

  /** A list without a search: Prisma's filters and sort, and the count strategy below. */
  private async browse(filter: ProductFilterData, sort: ProductSortKey, window: { limit: number; offset: number }) {
    const where = productWhere(filter, this.prisma.product.fields.price, this.lowStockThreshold);
    const [found, counted] = await Promise.all([
      this.prisma.product.findMany({ where, orderBy: productOrderBy(sort), skip: window.offset, take: window.limit, select: productPublicSelect }),
      this.count(filter, window),
    ]);
    return { found, ...counted };
  }

  /** REST's page: each product with its category and its variants (two statements for the page, in parallel). */
  private async withCategoriesAndVariants(rows: ProductRow[]) {
    const [categories, variants] = await Promise.all([
      this.sql.categoriesByIds([...new Set(rows.map((r) => r.categoryId))]),
      this.sql.variantsByProductIds(rows.map((r) => r.id)),
    ]);
    const categoryById = new Map(categories.map((c) => [c.id, publicCategory(c)]));
    const variantsOf = groupBy(variants, (v) => v.productId);
    return rows.map((row) => ({ ...row, category: categoryById.get(row.categoryId), variants: variantsOf.get(row.id) ?? [] }));
  }

  /**
   * A list with a search (full text, product-search.service.ts): the page's ids and the capped count
   * in SQL, then the page's rows by id. A search without a word (only punctuation) matches nothing.
   */
  private async search(text: string, filter: ProductFilterData, sort: ProductSortKey, window: { limit: number; offset: number }) {
    const query = searchQuery(text);
    const { ids, counted } = query ? await searchPage(this.prisma, query, filter, sort, window, this.lowStockThreshold) : { ids: [], counted: 0 };
    const found = ids.length ? inOrder(ids, await this.prisma.product.findMany({ where: { id: { in: ids } }, select: productPublicSelect })) : [];
    return { found, ...cappedTotal(counted, window) };
  }

  /**
   * The list's count, without an exact count(*) over 100,000 matches per request:
   * exact from the maintained counts when the filter is at most a category (the whole shop:
   * shop_figures; categories: categories.productCount, kept by triggers), otherwise counted only up
   * to a bound (platform/common/paging.ts cappedTotal: "more than 200").
   */
  private async count(filter: ProductFilterData, window: { limit: number; offset: number }) {
    const categoryWhere = categoryOnly(filter);
    if (categoryWhere === 'all') return { total: await this.sql.shopProductTotal(), totalCapped: false };
    if (categoryWhere) {
      const { _sum } = await this.prisma.category.aggregate({ where: categoryWhere, _sum: { productCount: true } });
      return { total: _sum.productCount ?? 0, totalCapped: false };
    }
    return cappedTotal(await countFiltered(this.prisma, filter, this.lowStockThreshold, countBound(window)), window);
  }

  /**
   * One product (REST: with its category and variants, one statement more); unknown or malformed
   * id → 404 'Product not found'.
   */
  async get(_ctx: RequestContext, id: unknown, options: ListOptions = {}): Promise<RestProduct> {
    const row = isUuid(id) ? await this.sql.productWithCategory(id.toLowerCase()) : null;
    if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const { category, ...product } = row;
    if (!options.rest) return withDerived(product);
    const variants = await this.sql.variantsByProductIds([product.id]);
    return withDerived({ ...product, category: category ? publicCategory(category) : undefined, variants });
  }

  /**
   * One product with its category (with its product count) in one statement: GraphQL's product
   * page, whose `category` then needs no look-up. Unknown or malformed id → 404 'Product not found'.
   */
  async getWithCategory(_ctx: RequestContext, id: unknown): Promise<ProductWithCategory> {
    const row = isUuid(id) ? await this.sql.productWithCategory(id.toLowerCase()) : null;
    if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return withDerived(row);
  }

  /**
   * Products by id for other domains (loaders of cart lines and order items): one query, in the
   * order asked, unknown and malformed ids left out (ids in the answer are lower-case, as stored).
   */
  /** stock.low for the variants these changes (an order, an edit) took to the threshold, in the caller's transaction. */
  emitLowStock(tx: Prisma.TransactionClient, changes: StockChange[]): Promise<void> {
    return emitLowStock(tx, this.events, this.lowStockThreshold, changes);
  }

  async getByIds(ids: readonly string[]): Promise<Product[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return [];
    const rows = await this.prisma.product.findMany({ where: { id: { in: valid } }, select: productPublicSelect });
    return inOrder(valid, rows.map(withDerived));
  }

  /** The same, with each product's variants (the cart's merge and Reorder choose among them): one more query. */
  async getWithVariantsByIds(ids: readonly string[]): Promise<ProductWithVariants[]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    if (!valid.length) return [];
    const rows = await this.prisma.product.findMany({ where: { id: { in: valid } }, select: { ...productPublicSelect, ...variantsInclude } });
    return inOrder(valid, rows.map(withDerived));
  }

  /**
   * The product a cart or order line is for, with its variants: by product id, or by the id of one
   * of its variants. Unknown or malformed → 404 'Product not found'.
   */
  async getWithVariants(_ctx: RequestContext, ref: { productId?: string; variantId?: string }): Promise<ProductWithVariants> {
    const where: Prisma.ProductWhereInput | null = ref.productId
      ? isUuid(ref.productId)
        ? { id: ref.productId.toLowerCase() }
        : null
      : ref.variantId && isUuid(ref.variantId)
        ? { variants: { some: { id: ref.variantId.toLowerCase() } } }
        : null;
    const row = where ? await this.prisma.product.findFirst({ where, select: { ...productPublicSelect, ...variantsInclude } }) : null;
    if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    return withDerived(row);
  }

  /** Loader batch: the variants of many products in one query, in display order. */
  async variantsByProductIds(ids: readonly string[]): Promise<VariantRow[][]> {
    const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
    const byProduct = groupBy(await this.sql.variantsByProductIds(valid), (v) => v.productId);
    return ids.map((id) => byProduct.get(id.toLowerCase()) ?? []);
  }

  /**
   * The sitemap's products: id and last change, in the order they were added (so that a product keeps
   * its sitemap file as the shop grows), one window of them (products_createdAt_idx, read backwards).
   */
  async sitemapEntries(window: { limit: number; offset: number }): Promise<{ id: string; updatedAt: Date }[]> {
    return this.prisma.product.findMany({
      select: { id: true, updatedAt: true },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      skip: window.offset,
      take: window.limit,
    });
  }

  /** How many products the shop lists (the maintained figure: no count over the table). */
  async total(): Promise<number> {
    return this.sql.shopProductTotal();
  }

  async create(ctx: RequestContext, input: unknown): Promise<ProductWithVariants> {
    requireScope(ctx, 'catalogue_write');
    const { variants: cells, stock, ...fields } = parseInput(productSchema, input);
    const data = { ...fields, imageAlts: imageAltsFor(fields) };
    const { plan, errors } = planVariants({ sizes: data.sizes, colors: data.colors, total: stock ?? 0, cells, existing: [] });
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return this.writing(() =>
      this.prisma.$transaction(async (tx) => {
        const product = await tx.product.create({ data, select: { id: true } });
        await this.writeVariants(tx, product.id, data.name, plan, []);
        const created = await this.read(tx, product.id);
        await this.events.emit(tx, 'product.created', withVariantViews(created));
        return created;
      }),
    );
  }

  /**
   * Replaces the product with `input` (a full ProductInput, as for create; spec §7 "PUT: same as
   * create"): optional fields left out take their defaults, so an omitted originalPrice clears it.
   */
  async update(ctx: RequestContext, id: unknown, input: unknown): Promise<ProductWithVariants> {
    requireScope(ctx, 'catalogue_write');
    if (!isUuid(id)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const { variants: cells, stock, ...fields } = parseInput(productSchema, input);
    return this.writing(() =>
      this.prisma.$transaction(async (tx) => {
        const before = fields.imageAlts ? undefined : ((await tx.product.findUnique({ where: { id }, select: { images: true, imageAlts: true } })) ?? undefined);
        const data = { ...fields, imageAlts: imageAltsFor(fields, before) };
        // The product row first: it is locked before any variant, as the checkout does, so an
        // order and an edit of the same product wait for each other instead of deadlocking.
        await tx.product.update({ where: { id }, data, select: { id: true } });
        const existing = await tx.productVariant.findMany({ where: { productId: id }, select: variantSelect });
        const { plan, errors } = planVariants({ sizes: data.sizes, colors: data.colors, total: stock, cells, existing });
        if (Object.keys(errors).length) throw new ValidationError(errors);
        await this.writeVariants(tx, id, data.name, plan, existing);
        const updated = await this.read(tx, id);
        await this.events.emit(tx, 'product.updated', withVariantViews(updated));
        const changes = updated.variants.flatMap((v) => existing.filter((e) => e.id === v.id).map((e) => ({ variantId: v.id, change: v.stock - e.stock })));
        await this.emitLowStock(tx, changes);
        await this.restocks.notifyRestocked(tx, changes.filter((c) => c.change > 0).map((c) => c.variantId));
        return updated;
      }),
    );
  }

  /**
   * Deletes a product. Cart lines go with it (ON DELETE CASCADE); order items keep their
   * name/image/price snapshot and lose only the link (ON DELETE SET NULL).
   */
  async delete(ctx: RequestContext, id: unknown): Promise<{ id: string }> {
    requireScope(ctx, 'catalogue_write');
    if (!isUuid(id)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    try {
      await this.prisma.$transaction(async (tx) => {
        const product = await this.read(tx, id);
        await tx.product.delete({ where: { id }, select: { id: true } });
        await this.events.emit(tx, 'product.deleted', withVariantViews(product));
      });
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
      throw e;
    }
    return { id };
  }

  /**
   * Runs a product write, mapping database refusals to answers. Two products saved at once may
   * pick the same free SKU code; the loser's unique violation is retried (it then sees the
   * winner's SKUs and takes the next code).
   */
  private async writing<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await write();
      } catch (e) {
        if (attempt < attempts && (isUniqueViolation(e) || e instanceof GeneratedSkuTaken)) continue;
        throw mapWriteError(e);
      }
    }
  }

  private async read(tx: Prisma.TransactionClient, id: string): Promise<ProductWithVariants> {
    return withDerived(await tx.product.findUniqueOrThrow({ where: { id }, select: { ...productPublicSelect, ...variantsInclude } }));
  }

  /**
   * Makes the product's variants match the plan: variants of removed sizes/colours go (cart lines
   * keep the shopper's choice and say it is no longer available; order items keep their
   * snapshot), kept ones change in place (same id), new ones are created with generated SKUs.
   */
  private async writeVariants(tx: Prisma.TransactionClient, productId: string, name: string, plan: PlannedVariant[], existing: VariantRow[]): Promise<void> {
    const keep = new Set(plan.flatMap((p) => p.id ?? []));
    const removed = existing.filter((v) => !keep.has(v.id)).map((v) => v.id);
    if (removed.length) await tx.productVariant.deleteMany({ where: { id: { in: removed } } });
    const skus = await this.assignSkus(tx, productId, name, plan);
    await this.checkSkusFree(tx, productId, skus, plan);
    const before = new Map(existing.map((v) => [v.id, v]));
    // Kept variants whose SKU changes first take a temporary one, so two of them may swap SKUs.
    const renamed = plan.filter((p, i) => p.id && before.get(p.id)!.sku !== skus[i]);
    for (const p of renamed) await tx.productVariant.update({ where: { id: p.id }, data: { sku: `~${p.id}` } });
    const created: Prisma.ProductVariantCreateManyInput[] = [];
    for (const [i, p] of plan.entries()) {
      const old = p.id ? before.get(p.id) : undefined;
      if (!old) created.push({ productId, size: p.size, color: p.color, sku: skus[i], stock: p.stock, position: p.position });
      else if (old.stock !== p.stock || old.sku !== skus[i] || old.position !== p.position || renamed.includes(p)) {
        await tx.productVariant.update({ where: { id: old.id }, data: { stock: p.stock, sku: skus[i], position: p.position } });
      }
    }
    if (created.length) await tx.productVariant.createMany({ data: created });
  }

  /** The SKU of each planned variant: its own, or generated from a product code no other product uses. */
  private async assignSkus(tx: Prisma.TransactionClient, productId: string, name: string, plan: PlannedVariant[]): Promise<string[]> {
    if (plan.every((p) => p.sku)) return plan.map((p) => p.sku!);
    const base = skuCode(name);
    // Products saved at the same time with the same code wait for each other here (until the
    // first commits), so they pick different codes instead of failing on the unique index.
    await tx.$queryRaw`SELECT pg_advisory_xact_lock(hashtext(${`sku:${base}`}))::text`;
    const taken = await tx.productVariant.findMany({ where: { sku: { startsWith: base }, productId: { not: productId } }, select: { sku: true } });
    const used = new Set(taken.map((t) => t.sku.split('-')[0]));
    let code = base;
    for (let n = 2; used.has(code); n += 1) code = `${base}${n}`;
    const generated = plan.map((p) => p.sku ?? generateSku(code, p));
    // Two colours of one product may read alike (Off-White, Off White): tell them apart by position.
    const counts = new Map<string, number>();
    for (const sku of generated) counts.set(sku, (counts.get(sku) ?? 0) + 1);
    return generated.map((sku, i) => (counts.get(sku)! > 1 && !plan[i].sku ? `${sku}-${plan[i].position + 1}` : sku));
  }

  /** A duplicate SKU is the owner's to fix: 409 naming it and the cell, before anything is written. */
  private async checkSkusFree(tx: Prisma.TransactionClient, productId: string, skus: string[], plan: PlannedVariant[]): Promise<void> {
    // Errors name the input cell (the grid's position), or the variant's place when none set it.
    const field = (i: number) => `variants.${plan[i].cell ?? i}.sku`;
    const seen = new Map<string, number>();
    for (const [i, sku] of skus.entries()) {
      if (seen.has(sku)) throw new ConflictError(`SKU ${sku} is used twice`, 'CONFLICT', { [field(i)]: `SKU ${sku} is used twice` });
      seen.set(sku, i);
    }
    const clash = await tx.productVariant.findFirst({ where: { sku: { in: skus }, productId: { not: productId } }, select: { sku: true } });
    if (clash) {
      // A generated SKU taken meanwhile by a product saved at the same time: try again.
      if (!plan[seen.get(clash.sku)!].sku) throw new GeneratedSkuTaken();
      const message = `SKU ${clash.sku} is already used by another product`;
      throw new ConflictError(message, 'CONFLICT', { [field(seen.get(clash.sku)!)]: message });
    }
  }
}

class GeneratedSkuTaken extends Error {}

/** Rows in the order of `ids`, the missing ones left out. */
/** Rows by a key, each group in the rows' order. */
function groupBy<R>(rows: readonly R[], key: (row: R) => string): Map<string, R[]> {
  const groups = new Map<string, R[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

function inOrder<R extends { id: string }>(ids: string[], rows: R[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * An unknown categoryId fails the foreign key (no separate look-up, no race): 400 on that field.
 * A unique violation that survived the retries: 409, the owner may save again.
 */
function mapWriteError(e: unknown): unknown {
  if (isForeignKeyViolation(e)) return ValidationError.field('categoryId', PRODUCT_MESSAGES.category);
  if (isUniqueViolation(e) || e instanceof GeneratedSkuTaken) return new ConflictError('An SKU of this product was just taken by another product; please save again');
  if (isRecordMissing(e)) return new NotFoundError(PRODUCT_MESSAGES.notFound);
  return e;
}

/**
 * A filter of nothing but categories: the matching categories (whose maintained productCount sums to
 * the list's exact count), 'all' for no filter at all, null when other conditions apply. Mirrors
 * productWhere's category conditions exactly.
 */
function categoryOnly(f: ProductFilterData): Prisma.CategoryWhereInput | 'all' | null {
  const { categoryId, categoryIds, category, ...rest } = f;
  if (Object.values(rest).some((v) => v !== undefined)) return null;
  const and: Prisma.CategoryWhereInput[] = [];
  if (categoryId !== undefined) and.push(isUuid(categoryId) ? { id: categoryId } : { id: { in: [] } });
  if (categoryIds?.length) and.push({ id: { in: categoryIds.filter(isUuid) } });
  if (category !== undefined) and.push({ OR: [{ name: { equals: category, mode: 'insensitive' } }, { slug: category.toLowerCase() }] });
  return and.length ? { AND: and } : 'all';
}
