// The signed-in shopper's wishlist: products they hearted, newest first. Adding and removing are
// idempotent (a second heart changes nothing); a guest's hearts live in the browser and merge in
// at sign-in. Products leave every wishlist when they are deleted (foreign key ON DELETE CASCADE).
// People only: a guest is a 401, an API key a 403 (a customer's own list is not integration data);
// admins have an account like anyone else and may keep a wishlist too.
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { NotFoundError } from '../../platform/common/errors';
import { isUuid, parseInput } from '../../platform/input/validate';
import { MAX_PAGE_SIZE, pageWindow, type Page } from '../../platform/common/paging';
import { requireUser } from '../../platform/auth/guards';
import { isForeignKeyViolation } from '../../platform/db/prisma-errors';
import { type Product, PRODUCT_MESSAGES, productPublicSelect, type ProductService, withDerived } from '../catalog';
import { mergeWishlistSchema, wishlistProductSchema } from './wishlist.schemas';

export interface WishlistEntry {
  productId: string;
  product: Product;
  /** When the product was hearted (a merge keeps the guest's order: the first id is the newest). */
  addedAt: Date;
}

export interface WishlistChange {
  entry: WishlistEntry;
  /** false when the product was in the wishlist already (nothing changed). */
  added: boolean;
}

export interface WishlistMerge {
  wishlist: Page<WishlistEntry>;
  /** The ids left out: unknown, malformed or deleted products. */
  skipped: string[];
}

const entrySelect = { productId: true, createdAt: true, product: { select: productPublicSelect } } as const;

export class WishlistService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly products: ProductService,
  ) {}

  /** The signed-in shopper's wishlist, newest first: `input` = { limit?, offset? } (1–100, default 24). */
  async list(ctx: RequestContext, input: { limit?: unknown; offset?: unknown } = {}): Promise<Page<WishlistEntry>> {
    const user = requireUser(ctx);
    const window = pageWindow(input.limit, input.offset, 24);
    const where = { userId: user.id };
    const [rows, total] = await Promise.all([
      this.prisma.wishlistItem.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { productId: 'asc' }],
        skip: window.offset,
        take: window.limit,
        select: entrySelect,
      }),
      this.prisma.wishlistItem.count({ where }),
    ]);
    return { items: rows.map((r) => ({ productId: r.productId, product: withDerived(r.product), addedAt: r.createdAt })), total, ...window };
  }

  /** Every product id in the wishlist, newest first: what the storefront's hearts and header count read. */
  async productIds(ctx: RequestContext): Promise<string[]> {
    const user = requireUser(ctx);
    const rows = await this.prisma.wishlistItem.findMany({
      where: { userId: user.id },
      orderBy: [{ createdAt: 'desc' }, { productId: 'asc' }],
      select: { productId: true },
    });
    return rows.map((r) => r.productId);
  }

  async count(ctx: RequestContext): Promise<number> {
    const user = requireUser(ctx);
    return this.prisma.wishlistItem.count({ where: { userId: user.id } });
  }

  /** Hearts a product; again is no change. Unknown or malformed product → 404 'Product not found'. */
  async add(ctx: RequestContext, input: unknown): Promise<WishlistChange> {
    const user = requireUser(ctx);
    const { productId } = parseInput(wishlistProductSchema, input);
    const product = await this.products.get(ctx, productId); // 404 'Product not found'
    try {
      const { count } = await this.prisma.wishlistItem.createMany({ data: [{ userId: user.id, productId: product.id }], skipDuplicates: true });
      const row = await this.prisma.wishlistItem.findUnique({ where: { userId_productId: { userId: user.id, productId: product.id } }, select: entrySelect });
      if (!row) throw new NotFoundError(PRODUCT_MESSAGES.notFound); // deleted in between
      return { entry: { productId: row.productId, product: withDerived(row.product), addedAt: row.createdAt }, added: count === 1 };
    } catch (e) {
      if (isForeignKeyViolation(e)) throw new NotFoundError(PRODUCT_MESSAGES.notFound); // deleted while being hearted
      throw e;
    }
  }

  /** Un-hearts a product; a product not in the wishlist (or deleted since) is no change. Malformed id → 404. */
  async remove(ctx: RequestContext, input: unknown): Promise<{ productId: string; removed: boolean }> {
    const user = requireUser(ctx);
    const { productId } = parseInput(wishlistProductSchema, input);
    if (!isUuid(productId)) throw new NotFoundError(PRODUCT_MESSAGES.notFound);
    const id = productId.toLowerCase();
    const { count } = await this.prisma.wishlistItem.deleteMany({ where: { userId: user.id, productId: id } });
    return { productId: id, removed: count > 0 };
  }

  /**
   * A guest's hearts joining the account at sign-in: at most MAX_MERGE_IDS ids, newest first (as the
   * browser keeps them). Unknown and malformed ids are skipped, not an error; products already in the
   * wishlist keep their date. Answers the whole wishlist (its first MAX_PAGE_SIZE entries) and the skipped ids.
   */
  async merge(ctx: RequestContext, input: unknown): Promise<WishlistMerge> {
    const user = requireUser(ctx);
    const { productIds } = parseInput(mergeWishlistSchema, input);
    const found = new Set((await this.products.getByIds(productIds)).map((p) => p.id));
    const wanted = [...new Set(productIds.map((id) => id.toLowerCase()))].filter((id) => found.has(id));
    const skipped = productIds.filter((id) => !found.has(id.toLowerCase()));
    if (wanted.length) {
      const now = Date.now();
      // The first id is the newest: one millisecond apart keeps the guest's order in the account.
      const data = wanted.map((productId, i) => ({ userId: user.id, productId, createdAt: new Date(now - i) }));
      try {
        await this.prisma.wishlistItem.createMany({ data, skipDuplicates: true });
      } catch (e) {
        if (!isForeignKeyViolation(e)) throw e;
        // A product was deleted meanwhile: add the others one by one.
        for (const row of data) {
          try {
            await this.prisma.wishlistItem.createMany({ data: [row], skipDuplicates: true });
          } catch (err) {
            if (!isForeignKeyViolation(err)) throw err;
          }
        }
      }
    }
    return { wishlist: await this.list(ctx, { limit: MAX_PAGE_SIZE }), skipped };
  }
}
