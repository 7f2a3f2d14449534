// The signed-in customer's cart (guest carts live in the browser and arrive through merge).
// The only code that touches cart_items; products are read, never written, here.
import type { PrismaClient } from '../generated/prisma/client';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import type { RequestContext } from '../common/context';
import { isUuid, parseInput } from '../common/validate';
import { requireUser } from '../auth/guards';
import { isRecordMissing, isUniqueViolation } from '../db/prisma-errors';
import { productPublicSelect, type Product, type ProductService } from '../catalog/product.service';
import { cartItemSchema, mergeSchema, updateQuantitySchema } from './cart.schemas';
import { checkOptions, stockMessage, toCart, toLine, type Cart, type CartLine, type CartRow } from './cart.view';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

export interface CartChange {
  cart: Cart;
  /** The line that was added or changed, with its product (what REST answers). */
  item: CartLine;
}

export interface CartMergeResult {
  cart: Cart;
  /** One sentence per guest line that could not be carried over. */
  skipped: string[];
}

const lineKey = (productId: string, size: string, color: string) => JSON.stringify([productId, size, color]);

export class CartService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly products: ProductService,
  ) {}

  async get(ctx: RequestContext): Promise<Cart> {
    const { id } = requireUser(ctx);
    return toCart(id, await this.rows(id));
  }

  /** Adds a line, or raises the quantity of the same product+size+colour; the result may not exceed stock. */
  async add(ctx: RequestContext, input: unknown): Promise<CartChange> {
    const user = requireUser(ctx);
    const data = parseInput(cartItemSchema, input);
    const product = await this.products.get(ctx, data.productId.toLowerCase()); // 404 'Product not found'
    const options = checkOptions(product, data.size, data.color);
    if (!options.ok) throw ValidationError.field(options.field, options.message);
    if (data.quantity > product.stock) throw outOfStock(product);
    const key = { userId: user.id, productId: product.id, size: options.size, color: options.color };
    const row = await this.retryOnRace(() =>
      this.prisma.$transaction(async (tx) => {
        const line = await tx.cartItem.upsert({
          where: { userId_productId_size_color: key },
          create: { ...key, quantity: data.quantity },
          update: { quantity: { increment: data.quantity } },
          include: { product: { select: productPublicSelect } },
        });
        // Checked after the write, inside the transaction: two quick adds cannot pass the stock together.
        if (line.quantity > line.product.stock) throw outOfStock(line.product);
        return line;
      }),
    );
    return { item: toLine(row), cart: await this.get(ctx) };
  }

  /** Sets a line's quantity (≤ stock). Another customer's line is "not found". */
  async update(ctx: RequestContext, id: string, input: unknown): Promise<CartChange> {
    const user = requireUser(ctx);
    const { quantity } = parseInput(updateQuantitySchema, input);
    const line = await this.ownLine(user.id, id);
    if (quantity > line.product.stock) throw outOfStock(line.product);
    try {
      const row = await this.prisma.cartItem.update({ where: { id: line.id }, data: { quantity }, include: { product: { select: productPublicSelect } } });
      return { item: toLine(row), cart: await this.get(ctx) };
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(CART_ITEM_NOT_FOUND);
      throw e;
    }
  }

  async remove(ctx: RequestContext, id: string): Promise<Cart> {
    const user = requireUser(ctx);
    if (!isUuid(id)) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    const { count } = await this.prisma.cartItem.deleteMany({ where: { id, userId: user.id } });
    if (count === 0) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    return this.get(ctx);
  }

  /** Empties the cart (also called by the orders service once an order is placed). */
  async clear(ctx: RequestContext): Promise<Cart> {
    const user = requireUser(ctx);
    await this.prisma.cartItem.deleteMany({ where: { userId: user.id } });
    return toCart(user.id, []);
  }

  /**
   * Carries lines (a guest's local cart on sign-in, or an old order on Reorder) into the account cart:
   * the same product+size+colour adds up, capped at stock; lines whose product is gone, out of stock
   * or missing/offering no such option are skipped, each with a sentence in `skipped`.
   */
  async merge(ctx: RequestContext, items: unknown): Promise<CartMergeResult> {
    const user = requireUser(ctx);
    const { items: raw } = parseInput(mergeSchema, { items });
    const parsed = raw.map((item) => cartItemSchema.safeParse(item ?? {}));
    const ids = [...new Set(parsed.flatMap((p) => (p.success && isUuid(p.data.productId) ? [p.data.productId.toLowerCase()] : [])))];
    const [products, existing] = await Promise.all([
      this.products.getByIds(ids),
      this.prisma.cartItem.findMany({ where: { userId: user.id }, select: { productId: true, size: true, color: true, quantity: true } }),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const quantities = new Map(existing.map((l) => [lineKey(l.productId, l.size, l.color), l.quantity]));
    const changed = new Map<string, { productId: string; size: string; color: string; quantity: number }>();
    const skipped: string[] = [];

    for (const p of parsed) {
      if (!p.success) {
        skipped.push(`An item could not be added: ${p.error.issues[0]?.message ?? 'invalid line'}`);
        continue;
      }
      const product = byId.get(p.data.productId.toLowerCase());
      if (!product) {
        skipped.push('An item in your cart is no longer available');
        continue;
      }
      const reason = skipReason(product, p.data.size, p.data.color);
      if (typeof reason === 'string') {
        skipped.push(reason);
        continue;
      }
      const key = lineKey(product.id, reason.size, reason.color);
      const current = quantities.get(key) ?? 0;
      const target = Math.min(current + p.data.quantity, product.stock);
      if (target <= current) continue; // already holds all there is
      quantities.set(key, target);
      changed.set(key, { productId: product.id, size: reason.size, color: reason.color, quantity: target });
    }

    if (changed.size) {
      await this.retryOnRace(() =>
        this.prisma.$transaction(
          [...changed.values()].map(({ quantity, ...line }) =>
            this.prisma.cartItem.upsert({
              where: { userId_productId_size_color: { userId: user.id, ...line } },
              create: { userId: user.id, ...line, quantity },
              update: { quantity },
            }),
          ),
        ),
      );
    }
    return { cart: await this.get(ctx), skipped };
  }

  private rows(userId: string): Promise<CartRow[]> {
    // One round of queries for the whole cart: the lines and their products together.
    return this.prisma.cartItem.findMany({
      where: { userId },
      include: { product: { select: productPublicSelect } },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
  }

  private async ownLine(userId: string, id: string): Promise<CartRow> {
    const line = isUuid(id) ? await this.prisma.cartItem.findFirst({ where: { id, userId }, include: { product: { select: productPublicSelect } } }) : null;
    if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    return line;
  }

  /** Two first adds of the same line at once: one insert wins, the other is retried as an increment. */
  private async retryOnRace<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      if (isUniqueViolation(e)) return fn();
      throw e;
    }
  }
}

const outOfStock = (product: Pick<Product, 'name' | 'stock'>) => new ConflictError(stockMessage(product), 'OUT_OF_STOCK');

/** Why a merged line cannot be carried over (a sentence), or its canonical options. */
function skipReason(product: Product, size: string, color: string): string | { size: string; color: string } {
  if (product.stock <= 0) return `${product.name} is out of stock`;
  const options = checkOptions(product, size, color);
  if (options.ok) return options;
  if (options.message === 'Please select a size') return `${product.name} was not added because no size was chosen`;
  if (options.message === 'Please select a color') return `${product.name} was not added because no color was chosen`;
  return options.message;
}
