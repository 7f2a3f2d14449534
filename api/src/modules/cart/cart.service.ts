// Carts of guests and customers: one model, one set of rules. A request names its cart
// by token (a guest's, or an account cart's token for its owner) or, signed in without a token,
// gets the account's cart. The only code that touches carts and cart_items; products are read here.
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import type { Logger } from '../../platform/logger';
import { NowAndThen } from '../../platform/common/now-and-then';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireUser } from '../../platform/auth/guards';
import { isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { chooseVariant, productPublicSelect, type ProductService, variantLabel, type VariantRow, variantSelect, variantStockMessage } from '../catalog';
import { cartItemSchema, mergeSchema, updateQuantitySchema } from './cart.schemas';
import { toCart, toLine, type Cart, type CartLine, type CartRow } from './cart.view';
import { CART_NOT_YOURS, cartExpired, cartNotFound, cartTokenOf, guestExpiry, hashCartToken, newCartToken } from './cart-token';
import { planMerge, type MergeLine } from './cart-merge';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';
export const CART_TOKEN_REQUIRED = 'Cart token is required';

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

export interface NewCart {
  /** The raw token: answered once, only its hash is kept. */
  token: string;
  cart: Cart;
}

/** The cart a request works on: its row id (null: an account cart not written yet) and who owns it. */
export interface CartRef {
  id: string | null;
  userId: string | null;
  expiresAt: Date | null;
}

/** Each line with its product and the variant it is for, in one round of queries. */
const lineInclude = { product: { select: productPublicSelect }, variant: { select: variantSelect } } as const satisfies Prisma.CartItemInclude;
const refSelect = { id: true, userId: true, expiresAt: true } as const satisfies Prisma.CartSelect;

export class CartService {
  /** sweep() at most once an hour per process. */
  private readonly sweeps: NowAndThen;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly products: ProductService,
    /** A guest cart lives this many days after its last change (GUEST_CART_DAYS). */
    readonly guestCartDays = 30,
    logger?: Logger,
  ) {
    this.sweeps = new NowAndThen((now) => this.sweep(now), 'could not sweep expired guest carts', logger);
  }

  /**
   * A new cart and its token. A guest gets a guest cart (expiring); a signed-in customer gets a token
   * for their account cart — a new one each time, the earlier token stops working.
   */
  async create(ctx: RequestContext): Promise<NewCart> {
    const token = newCartToken();
    const tokenHash = hashCartToken(token);
    const ref = ctx.user
      ? await this.retryOnRace(() => this.prisma.cart.upsert({ where: { userId: ctx.user!.id }, create: { userId: ctx.user!.id, tokenHash }, update: { tokenHash }, select: refSelect }))
      : await this.prisma.cart.create({ data: { tokenHash, expiresAt: guestExpiry(this.guestCartDays) }, select: refSelect });
    await this.sweepNowAndThen();
    return { token, cart: await this.view(ref) };
  }

  /** The cart of the token, or (no token) the signed-in customer's. */
  async get(ctx: RequestContext, token?: unknown): Promise<Cart> {
    return this.view(await this.resolve(ctx, token, false));
  }

  /**
   * Adds a line for a variant (by id, or by product + size + colour), or raises the quantity of
   * the same line; the result may not exceed that variant's stock.
   */
  async add(ctx: RequestContext, input: unknown, token?: unknown): Promise<CartChange> {
    const target = await this.resolve(ctx, token, false);
    const data = parseInput(cartItemSchema, input);
    const product = await this.products.getWithVariants(ctx, data); // 404 'Product not found'
    const choice = chooseVariant(product, data);
    if (!choice.ok) throw ValidationError.field(choice.field, choice.message);
    const { variant } = choice;
    if (data.quantity > variant.stock) throw outOfStock(product.name, variant);
    const cart = target.id ? target : await this.accountCart(target.userId!, true);
    const cartId = cart.id!;
    const key = { cartId, productId: product.id, size: variant.size, color: variant.color };
    const row = await this.retryOnRace(() =>
      this.prisma.$transaction(async (tx) => {
        const line = await tx.cartItem.upsert({
          where: { cartId_productId_size_color: key },
          create: { ...key, variantId: variant.id, quantity: data.quantity },
          update: { variantId: variant.id, quantity: { increment: data.quantity } },
          include: lineInclude,
        });
        // Checked after the write, inside the transaction: two quick adds cannot pass the stock together.
        if (line.quantity > (line.variant?.stock ?? 0)) throw outOfStock(line.product.name, line.variant ?? { ...variant, stock: 0 });
        return line;
      }),
    );
    return { item: toLine(row), cart: await this.touched(cart) };
  }

  /** Sets a line's quantity (≤ its variant's stock). A line of another cart is "not found". */
  async update(ctx: RequestContext, id: string, input: unknown, token?: unknown): Promise<CartChange> {
    const { quantity } = parseInput(updateQuantitySchema, input);
    const target = await this.resolve(ctx, token, false);
    const line = await this.ownLine(target, id);
    if (!line.variant) throw ValidationError.field('variantId', `${line.product.name}${line.size || line.color ? ` in ${variantLabel(line)}` : ''} is no longer available`);
    if (quantity > line.variant.stock) throw outOfStock(line.product.name, line.variant);
    try {
      const row = await this.prisma.cartItem.update({ where: { id: line.id }, data: { quantity }, include: lineInclude });
      return { item: toLine(row), cart: await this.touched(target) };
    } catch (e) {
      if (isRecordMissing(e)) throw new NotFoundError(CART_ITEM_NOT_FOUND);
      throw e;
    }
  }

  async remove(ctx: RequestContext, id: string, token?: unknown): Promise<Cart> {
    const target = await this.resolve(ctx, token, false);
    if (!isUuid(id) || !target.id) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    const { count } = await this.prisma.cartItem.deleteMany({ where: { id, cartId: target.id } });
    if (count === 0) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    return this.touched(target);
  }

  /** Empties the cart (the token, when there is one, keeps working). */
  async clear(ctx: RequestContext, token?: unknown): Promise<Cart> {
    const target = await this.resolve(ctx, token, false);
    if (target.id) await this.empty(target.id);
    return this.touched(target);
  }

  /** Deletes a cart's lines (the orders service, once an order placed from it is committed). */
  async empty(cartId: string): Promise<void> {
    await this.prisma.cartItem.deleteMany({ where: { cartId } });
  }

  /**
   * Carries lines (an old order on Reorder, or a client's own list) into the account cart: the same
   * variant adds up, capped at its stock; lines whose product or variant is gone, sold out, or
   * missing/offering no such option are skipped, each with a sentence in `skipped`.
   */
  async merge(ctx: RequestContext, items: unknown): Promise<CartMergeResult> {
    const user = requireUser(ctx);
    const { items: raw } = parseInput(mergeSchema, { items });
    const parsed = raw.map((item) => cartItemSchema.safeParse(item ?? {}));
    const target = await this.accountCart(user.id, true);
    const skipped = await this.mergeInto(target.id!, parsed, []);
    return { cart: await this.view(target), skipped };
  }

  /**
   * Sign-in: the guest cart of `token` into the account cart (as merge does, reporting what it
   * skipped), then the guest cart is deleted and its token stops working. The account cart's own
   * token merges nothing.
   */
  async mergeGuestCart(ctx: RequestContext, token: unknown): Promise<CartMergeResult> {
    const user = requireUser(ctx);
    const guestToken = cartTokenOf(token);
    if (!guestToken) throw ValidationError.field('cartToken', CART_TOKEN_REQUIRED);
    const guest = await this.resolve(ctx, guestToken, false);
    const target = await this.accountCart(user.id, true);
    if (guest.id === target.id) return { cart: await this.view(target), skipped: [] };
    const lines = await this.prisma.cartItem.findMany({ where: { cartId: guest.id! }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const parsed = lines.map((l) => cartItemSchema.safeParse({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, size: l.size, color: l.color }));
    const skipped = await this.mergeInto(target.id!, parsed, [guest.id!]);
    return { cart: await this.view(target), skipped };
  }

  /**
   * What checkout orders from a cart: its lines as order lines (by variant, or by product + size +
   * colour once the variant is gone, so pricing names the problem), and the cart to empty afterwards.
   */
  async checkoutLines(ctx: RequestContext, token: unknown): Promise<{ cartId: string | null; items: MergeLine[] }> {
    const target = await this.resolve(ctx, token, false);
    if (!target.id) return { cartId: null, items: [] };
    const lines = await this.prisma.cartItem.findMany({ where: { cartId: target.id }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, size: l.size || null, color: l.color || null }));
    return { cartId: target.id, items };
  }

  /** Deletes the guest carts expired before `now`; the number deleted (their lines go with them). */
  async sweep(now = new Date()): Promise<number> {
    const { count } = await this.prisma.cart.deleteMany({ where: { userId: null, expiresAt: { lt: now } } });
    return count;
  }

  /** sweep() at most once an hour per process; a failure is logged, never answered. */
  sweepNowAndThen(now = Date.now()): Promise<void> {
    return this.sweeps.run(now);
  }


  /** The cart a request names: by token (404 unknown, 404 CART_EXPIRED, 403 another account's), else the account's. */
  private async resolve(ctx: RequestContext, token: unknown, write: boolean): Promise<CartRef> {
    const parsed = cartTokenOf(token);
    if (!parsed) return this.accountCart(requireUser(ctx).id, write);
    const cart = await this.prisma.cart.findUnique({ where: { tokenHash: hashCartToken(parsed) }, select: refSelect });
    if (!cart) throw cartNotFound();
    if (cart.userId && cart.userId !== ctx.user?.id) throw new ForbiddenError(CART_NOT_YOURS, 'CART_NOT_YOURS');
    if (cart.expiresAt && cart.expiresAt <= new Date()) throw cartExpired();
    return cart;
  }

  /** The account cart; `write` creates it when the customer has none yet. */
  private async accountCart(userId: string, write: boolean): Promise<CartRef> {
    if (!write) return (await this.prisma.cart.findUnique({ where: { userId }, select: refSelect })) ?? { id: null, userId, expiresAt: null };
    return this.retryOnRace(() => this.prisma.cart.upsert({ where: { userId }, create: { userId }, update: {}, select: refSelect }));
  }

  /** After a change: a guest cart lives another GUEST_CART_DAYS; the cart as it is now. */
  private async touched(target: CartRef): Promise<Cart> {
    if (!target.id || target.userId) return this.view(target);
    const ref = await this.prisma.cart.update({ where: { id: target.id }, data: { expiresAt: guestExpiry(this.guestCartDays) }, select: refSelect });
    return this.view(ref);
  }

  private async view(ref: CartRef): Promise<Cart> {
    // One round of queries for the whole cart: the lines and their products together.
    const rows: CartRow[] = ref.id
      ? await this.prisma.cartItem.findMany({ where: { cartId: ref.id }, include: lineInclude, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] })
      : [];
    return toCart(ref, rows);
  }

  private async ownLine(target: CartRef, id: string): Promise<CartRow> {
    const line = isUuid(id) && target.id ? await this.prisma.cartItem.findFirst({ where: { id, cartId: target.id }, include: lineInclude }) : null;
    if (!line) throw new NotFoundError(CART_ITEM_NOT_FOUND);
    return line;
  }

  /** Writes the merged lines into `cartId` in one transaction, deleting `drop` (a merged guest cart) first. */
  private async mergeInto(cartId: string, parsed: ReturnType<typeof cartItemSchema.safeParse>[], drop: string[]): Promise<string[]> {
    const ids = [...new Set(parsed.flatMap((p) => (p.success && p.data.productId && isUuid(p.data.productId) ? [p.data.productId.toLowerCase()] : [])))];
    const [products, existing] = await Promise.all([
      this.products.getWithVariantsByIds(ids),
      this.prisma.cartItem.findMany({ where: { cartId }, select: { productId: true, size: true, color: true, quantity: true } }),
    ]);
    const { changed, skipped } = planMerge(parsed, products, existing);
    await this.retryOnRace(() =>
      this.prisma.$transaction(async (tx) => {
        // A guest cart merged twice at once: the second finds it gone and adds nothing.
        if (drop.length && (await tx.cart.deleteMany({ where: { id: { in: drop } } })).count === 0) return;
        for (const { quantity, variantId, ...line } of changed) {
          await tx.cartItem.upsert({
            where: { cartId_productId_size_color: { cartId, ...line } },
            create: { cartId, ...line, variantId, quantity },
            update: { variantId, quantity },
          });
        }
      }),
    );
    return skipped;
  }

  /** Two first writes of the same line (or cart) at once: one insert wins, the other is retried. */
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
