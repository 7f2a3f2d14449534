// The signed-in customer's cart (guest carts live in the browser and arrive through merge).
// The only code that touches cart_items; products are read, never written, here.
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { ConflictError, NotFoundError, ValidationError } from '../common/errors';
import type { RequestContext } from '../common/context';
import { isUuid, parseInput } from '../common/validate';
import { requireUser } from '../auth/guards';
import { isRecordMissing, isUniqueViolation } from '../db/prisma-errors';
import { productPublicSelect, variantSelect, type ProductService, type ProductWithVariants } from '../catalog/product.service';
import { chooseVariant, namingProduct, variantLabel, variantStockMessage, VARIANT_MESSAGES, type VariantRow } from '../catalog/variant.rules';
import { cartItemSchema, mergeSchema, updateQuantitySchema } from './cart.schemas';
import { toCart, toLine, type Cart, type CartLine, type CartRow } from './cart.view';

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
/** Each line with its product and the variant it is for, in one round of queries. */
const lineInclude = { product: { select: productPublicSelect }, variant: { select: variantSelect } } as const satisfies Prisma.CartItemInclude;

export class CartService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly products: ProductService,
  ) {}

  async get(ctx: RequestContext): Promise<Cart> {
    const { id } = requireUser(ctx);
    return toCart(id, await this.rows(id));
  }

  /**
   * Adds a line for a variant (by id, or by product + size + colour), or raises the quantity of
   * the same line; the result may not exceed that variant's stock.
   */
  async add(ctx: RequestContext, input: unknown): Promise<CartChange> {
    const user = requireUser(ctx);
    const data = parseInput(cartItemSchema, input);
    const product = await this.products.getWithVariants(ctx, data); // 404 'Product not found'
    const choice = chooseVariant(product, data);
    if (!choice.ok) throw ValidationError.field(choice.field, choice.message);
    const { variant } = choice;
    if (data.quantity > variant.stock) throw outOfStock(product.name, variant);
    const key = { userId: user.id, productId: product.id, size: variant.size, color: variant.color };
    const row = await this.retryOnRace(() =>
      this.prisma.$transaction(async (tx) => {
        const line = await tx.cartItem.upsert({
          where: { userId_productId_size_color: key },
          create: { ...key, variantId: variant.id, quantity: data.quantity },
          update: { variantId: variant.id, quantity: { increment: data.quantity } },
          include: lineInclude,
        });
        // Checked after the write, inside the transaction: two quick adds cannot pass the stock together.
        if (line.quantity > (line.variant?.stock ?? 0)) throw outOfStock(line.product.name, line.variant ?? { ...variant, stock: 0 });
        return line;
      }),
    );
    return { item: toLine(row), cart: await this.get(ctx) };
  }

  /** Sets a line's quantity (≤ its variant's stock). Another customer's line is "not found". */
  async update(ctx: RequestContext, id: string, input: unknown): Promise<CartChange> {
    const user = requireUser(ctx);
    const { quantity } = parseInput(updateQuantitySchema, input);
    const line = await this.ownLine(user.id, id);
    if (!line.variant) throw ValidationError.field('variantId', `${line.product.name}${line.size || line.color ? ` in ${variantLabel(line)}` : ''} is no longer available`);
    if (quantity > line.variant.stock) throw outOfStock(line.product.name, line.variant);
    try {
      const row = await this.prisma.cartItem.update({ where: { id: line.id }, data: { quantity }, include: lineInclude });
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
   * the same variant adds up, capped at its stock; lines whose product or variant is gone, sold out,
   * or missing/offering no such option are skipped, each with a sentence in `skipped`.
   */
  async merge(ctx: RequestContext, items: unknown): Promise<CartMergeResult> {
    const user = requireUser(ctx);
    const { items: raw } = parseInput(mergeSchema, { items });
    const parsed = raw.map((item) => cartItemSchema.safeParse(item ?? {}));
    const ids = [...new Set(parsed.flatMap((p) => (p.success && p.data.productId && isUuid(p.data.productId) ? [p.data.productId.toLowerCase()] : [])))];
    const [products, existing] = await Promise.all([
      this.products.getWithVariantsByIds(ids),
      this.prisma.cartItem.findMany({ where: { userId: user.id }, select: { productId: true, size: true, color: true, quantity: true } }),
    ]);
    const byId = new Map(products.map((p) => [p.id, p]));
    const quantities = new Map(existing.map((l) => [lineKey(l.productId, l.size, l.color), l.quantity]));
    const changed = new Map<string, { productId: string; variantId: string; size: string; color: string; quantity: number }>();
    const skipped: string[] = [];

    for (const p of parsed) {
      if (!p.success) {
        skipped.push(`An item could not be added: ${p.error.issues[0]?.message ?? 'invalid line'}`);
        continue;
      }
      const product = p.data.productId ? byId.get(p.data.productId.toLowerCase()) : undefined;
      if (!product) {
        skipped.push('An item in your cart is no longer available');
        continue;
      }
      const variant = chosenForMerge(product, p.data);
      if (typeof variant === 'string') {
        skipped.push(variant);
        continue;
      }
      const key = lineKey(product.id, variant.size, variant.color);
      const current = quantities.get(key) ?? 0;
      const target = Math.min(current + p.data.quantity, variant.stock);
      if (target <= current) continue; // already holds all there is
      quantities.set(key, target);
      changed.set(key, { productId: product.id, variantId: variant.id, size: variant.size, color: variant.color, quantity: target });
    }

    if (changed.size) {
      await this.retryOnRace(() =>
        this.prisma.$transaction(
          [...changed.values()].map(({ quantity, variantId, ...line }) =>
            this.prisma.cartItem.upsert({
              where: { userId_productId_size_color: { userId: user.id, ...line } },
              create: { userId: user.id, ...line, variantId, quantity },
              update: { variantId, quantity },
            }),
          ),
        ),
      );
    }
    return { cart: await this.get(ctx), skipped };
  }

  private rows(userId: string): Promise<CartRow[]> {
    // One round of queries for the whole cart: the lines and their products together.
    return this.prisma.cartItem.findMany({ where: { userId }, include: lineInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  }

  private async ownLine(userId: string, id: string): Promise<CartRow> {
    const line = isUuid(id) ? await this.prisma.cartItem.findFirst({ where: { id, userId }, include: lineInclude }) : null;
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

const outOfStock = (productName: string, variant: VariantRow) => new ConflictError(variantStockMessage(productName, variant), 'OUT_OF_STOCK');

/** The variant a merged line is for, or why it cannot be carried over (a sentence naming the product). */
function chosenForMerge(product: ProductWithVariants, line: { variantId?: string; size: string; color: string }): VariantRow | string {
  if (product.stock <= 0) return `${product.name} is out of stock`;
  const choice = chooseVariant(product, line);
  if (!choice.ok) {
    if (choice.message === VARIANT_MESSAGES.selectSize) return `${product.name} was not added because no size was chosen`;
    if (choice.message === VARIANT_MESSAGES.selectColor) return `${product.name} was not added because no color was chosen`;
    return namingProduct(choice.message, product.name);
  }
  if (choice.variant.stock <= 0) return `${product.name} in ${variantLabel(choice.variant)} is out of stock`;
  return choice.variant;
}
