// Checkout: the quote, starting a provider payment, and placing the order. The server decides
// money and stock (docs/decisions/0002-the-server-decides-money-and-stock.md; the provider payment:
// docs/decisions/0006-payments-through-a-provider-seam.md): totals are recomputed from database prices,
// the client's figures only confirm what the shopper was shown, and stock is taken in the same
// transaction as the order is written.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { parseInput, z } from '../../platform/input/validate';
import { refuseApiKey } from '../../platform/auth/guards';
import { paiseToString } from '../../platform/common/money';
import type { Logger } from '../../platform/logger';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { couponCustomer, type CouponCustomer, couponRefusal, type CouponService, redeemCoupon } from '../coupons';
import type { CartService } from '../cart';
import { OnlinePaymentUnavailableError, type PaymentProofData, type PaymentService, type PaymentSessionData } from '../payments';
import { isUniqueViolation } from '../../platform/db/prisma-errors';
import { checkoutSchema, itemsSchema, PAYMENT_FAILED, placeOrderSchema, quoteSchema, type LineData, type PlaceOrderData } from './order.schemas';
import { type ProductService, takeStock, variantStockMessage } from '../catalog';
import { checkoutHash, figures, matchesExpected, mergeLines, priceCheckout, PRODUCT_GONE, type PricedLine, type Pricing } from './pricing';
import { itemInclude, type OrderService, type OrderWithItems } from './order.service';
import { lineOrderedIds } from './order-id';
import { newAccessToken } from './order-token';
import { isSameCheckout } from './same-checkout';
import type { EventService } from '../../platform/outbox/events.service';
import type { CheckoutObserver } from '../../platform/metrics/metrics.service';
import { toRestOrder } from './order.view';
import { IdempotencyKeyTaken, idempotencyScope, requestHash, type IdempotencyClaim, type IdempotencyService } from './idempotency.service';

export const PRICES_CHANGED = 'Prices have changed since you loaded the page. Please review your order.';
export const NOT_YOUR_ACCOUNT = 'You can only place orders for your own account';
export const PAYMENT_ALREADY_USED = 'PAYMENT_ALREADY_USED';
/** A payment proof re-submitted with another cart than the one it paid for (#ABCD1234: the order's short id). */
export const paymentUsedMessage = (orderId: string) => `This payment was already used for order #${orderId.slice(0, 8).toUpperCase()}; your current cart was not ordered.`;
/** Razorpay's smallest payment is ₹1. */
const MIN_ONLINE_PAISE = 100;

export interface CheckoutQuote {
  subtotal: string;
  shipping: string;
  tax: string;
  discount: string;
  total: string;
  couponCode: string | null;
  couponMessage: string | null;
  /** "razorpay", "sandbox" (no money is taken), or null: the shop takes pay on delivery only. */
  paymentProvider: string | null;
}

/** What an order is placed from: the parsed input without its idempotency key, its lines resolved. */
type OrderRequest = Omit<PlaceOrderData, 'idempotencyKey' | 'items'> & { items: LineData[] };

/** The lines to price: the ones sent, or a cart's (cartId: the cart to empty once the order is placed). */
interface CheckoutLines {
  items: LineData[];
  cartId: string | null;
}

/** An order and whether an earlier request with the same idempotency key placed it (REST says so in Idempotent-Replayed). */
export interface PlacedOrder {
  order: OrderWithItems;
  replayed: boolean;
}

/** Another submit of the same provider payment won the race: answer the order it placed. */
class PaymentAlreadyUsed extends Error {}

/** 409 PRICES_CHANGED: REST's `errors` carries the server's figures; a GraphQL payload reports it once, on `expected`. */
class PricesChangedError extends ConflictError {
  constructor(p: Pricing) {
    super(PRICES_CHANGED, 'PRICES_CHANGED', figures(p));
  }

  override payloadErrors() {
    return [{ field: 'expected', message: this.message }];
  }
}
const pricesChanged = (p: Pricing) => new PricesChangedError(p);

export class CheckoutService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly coupons: CouponService,
    private readonly payments: PaymentService,
    private readonly orders: OrderService,
    private readonly cart: Pick<CartService, 'clear' | 'checkoutLines' | 'empty'>,
    private readonly idempotency: IdempotencyService,
    private readonly logger: Logger,
    private readonly throttles: Throttles,
    private readonly events: EventService,
    private readonly observer: CheckoutObserver,
    private readonly catalog: Pick<ProductService, 'emitLowStock'>,
  ) {}

  /** The server's figures for the order summary; a coupon that does not apply is explained, not an error. */
  async quote(ctx: RequestContext, input: unknown): Promise<CheckoutQuote> {
    const data = parseInput(quoteSchema, input);
    const { items } = await this.linesOf(ctx, data);
    const pricing = await priceCheckout(this.prisma, this.coupons, mergeLines(items), data.couponCode, ctx.user && couponCustomer(ctx.user));
    return { ...figures(pricing), couponCode: pricing.coupon?.code ?? null, couponMessage: pricing.couponMessage, paymentProvider: this.payments.providerName };
  }

  /** Creates the provider order for the server total of a valid checkout (stock checked before anyone pays). */
  async startPayment(ctx: RequestContext, input: unknown): Promise<PaymentSessionData> {
    refuseApiKey(ctx);
    const data = parseInput(checkoutSchema, input);
    if (!this.payments.online) throw new OnlinePaymentUnavailableError();
    await this.throttles.consume('payment-ip', ctx.ip);
    const { items } = await this.linesOf(ctx, data);
    const customer = couponCustomer(ctx.user, data.shippingAddress.email);
    const pricing = await priceCheckout(this.prisma, this.coupons, mergeLines(items), data.couponCode, customer);
    if (pricing.couponMessage) throw couponRefusal(pricing.couponRejection ?? 'INVALID', pricing.couponMessage);
    for (const line of pricing.lines) {
      const variant = pricing.products.get(line.productId)!.variants.find((v) => v.id === line.variantId)!;
      if (variant.stock < line.quantity) throw outOfStock(line, variant.stock);
    }
    if (pricing.totalPaise < MIN_ONLINE_PAISE) throw ValidationError.field('paymentMethod', 'Online payment needs at least ₹1.00; please choose pay on delivery');
    return this.payments.startSession(pricing.totalPaise, checkoutHash(pricing.lines, data.couponCode));
  }

  /**
   * Places an order for a guest, a customer or a freshly registered guest. Razorpay orders need a
   * verified payment of an intent for exactly this checkout; a repeated submit of the same payment
   * with the same cart answers the order it already placed, with another cart 409 PAYMENT_ALREADY_USED.
   * Orders without a verified payment count against the client and the customer (a script could
   * otherwise tie up the stock with orders nobody pays); a shopper who has paid is never refused by a throttle.
   * With an idempotency key, the same key and request answer the order placed first (see submitOrder).
   */
  async placeOrder(ctx: RequestContext, input: unknown): Promise<OrderWithItems> {
    return (await this.submitOrder(ctx, input)).order;
  }

  /**
   * placeOrder, saying whether the order is an earlier request's. A key already used in the
   * caller's scope answers its order when the request is the same (nothing re-priced, nothing
   * written), 409 IDEMPOTENCY_KEY_REUSED when it is another; concurrent requests with one key
   * place one order and all answer it. A failed placement does not keep the key.
   */
  async submitOrder(ctx: RequestContext, input: unknown): Promise<PlacedOrder> {
    refuseApiKey(ctx); // orders are placed by shoppers; a key reads them and moves their status
    const { idempotencyKey, ...data } = parseInput(placeOrderSchema, input);
    const userId = orderUserId(ctx, data.userId);
    const claim = idempotencyKey ? { scope: idempotencyScope(ctx), key: idempotencyKey, requestHash: requestHash({ ...data, userId }) } : null;
    if (claim) {
      const earlier = await this.idempotency.replay(claim);
      if (earlier) return { order: earlier, replayed: true };
    }
    let order: OrderWithItems;
    try {
      order = await this.place(ctx, data, userId, claim);
    } catch (e) {
      if (claim && e instanceof IdempotencyKeyTaken) return { order: await this.idempotency.replayAfterRace(claim), replayed: true };
      throw e;
    }
    if (claim) await this.idempotency.sweepNowAndThen();
    return { order, replayed: false };
  }

  /**
   * The lines to order: `items` when sent (the cart is not read), else the cart of `cartToken`, else
   * the signed-in customer's cart; a cart's lines obey the same rules as sent ones (at most 100 lines,
   * 100 of a line; an empty cart is "Your cart is empty").
   */
  private async linesOf(ctx: RequestContext, data: { items: LineData[] | null; cartToken: string | null }): Promise<CheckoutLines> {
    if (data.items) return { items: data.items, cartId: null };
    if (!data.cartToken && !ctx.user) throw ValidationError.field('items', 'Your cart is empty');
    const { cartId, items } = await this.cart.checkoutLines(ctx, data.cartToken);
    return { items: parseInput(z.object({ items: itemsSchema }), { items }).items, cartId };
  }

  private async place(ctx: RequestContext, request: Omit<PlaceOrderData, 'idempotencyKey'>, userId: string | null, claim: IdempotencyClaim | null): Promise<OrderWithItems> {
    const { items, cartId } = await this.linesOf(ctx, request);
    const data: OrderRequest = { ...request, items };
    let proof: PaymentProofData | null = null;
    if (data.paymentMethod === 'razorpay') {
      if (!this.payments.online) throw new OnlinePaymentUnavailableError();
      const verified = !!data.payment && this.payments.verify(data.payment);
      this.observer.paymentChecked(verified ? 'verified' : 'refused');
      if (!verified || !data.payment) throw ValidationError.field('payment', PAYMENT_FAILED);
      proof = data.payment;
      const existing = await this.orders.findByProviderOrderId(proof.providerOrderId, { withItems: true });
      if (existing) return orderOfUsedProof(existing as OrderWithItems, data);
    } else {
      await this.throttles.consume('order-ip', ctx.ip);
      if (userId) await this.throttles.consume('order-user', userId);
    }
    const orderId = randomUUID();
    let order: OrderWithItems;
    try {
      const customer = couponCustomer(ctx.user, data.shippingAddress.email);
      order = await this.prisma.$transaction((tx) => this.writeOrder(tx, orderId, { userId, customer }, data, proof, claim), { maxWait: 15_000, timeout: 30_000 });
    } catch (e) {
      if (e instanceof IdempotencyKeyTaken) throw e;
      if (proof && (e instanceof PaymentAlreadyUsed || isUniqueViolation(e))) {
        const existing = await this.orders.findByProviderOrderId(proof.providerOrderId, { withItems: true });
        if (existing) return orderOfUsedProof(existing as OrderWithItems, data);
        if (e instanceof PaymentAlreadyUsed) throw new ConflictError('This payment was already used for another order', PAYMENT_ALREADY_USED);
      }
      // The shopper has paid but gets no order (stock ran out, prices changed): staff must refund.
      if (proof) this.logger.warn({ err: e, providerOrderId: proof.providerOrderId, paymentId: proof.paymentId, requestId: ctx.requestId }, 'verified payment without an order: refund needed');
      throw e;
    }
    this.observer.orderPlaced(data.paymentMethod);
    if (cartId || (ctx.user && userId === ctx.user.id)) await this.clearCart(ctx, cartId);
    return order;
  }

  /** One transaction: claim the key, price, confirm the client's figures, claim the payment, take stock, write the order, take the coupon use. */
  private async writeOrder(
    tx: Prisma.TransactionClient,
    orderId: string,
    { userId, customer }: { userId: string | null; customer: CouponCustomer },
    data: OrderRequest,
    proof: PaymentProofData | null,
    claim: IdempotencyClaim | null,
  ): Promise<OrderWithItems> {
    if (claim) await this.idempotency.claim(tx, claim);
    const pricing = await priceCheckout(tx, this.coupons, mergeLines(data.items), data.couponCode, customer);
    if (pricing.couponMessage) throw couponRefusal(pricing.couponRejection ?? 'INVALID', pricing.couponMessage);
    if (!matchesExpected(pricing, data.expected)) throw pricesChanged(pricing);
    if (proof) {
      const claim = await this.payments.claimIntent(tx, proof.providerOrderId, orderId);
      if (claim.status === 'missing') throw ValidationError.field('payment', PAYMENT_FAILED);
      if (claim.status === 'taken') throw new PaymentAlreadyUsed();
      if (claim.amountPaise !== pricing.totalPaise || claim.checkoutHash !== checkoutHash(pricing.lines, data.couponCode)) throw pricesChanged(pricing);
    }
    await takeOrderStock(tx, pricing);
    const itemIds = lineOrderedIds(pricing.lines.length);
    const order = await tx.order.create({
      data: {
        id: orderId,
        userId,
        subtotal: paiseToString(pricing.subtotalPaise),
        shipping: paiseToString(pricing.shippingPaise),
        tax: paiseToString(pricing.taxPaise),
        discount: paiseToString(pricing.discountPaise),
        total: paiseToString(pricing.totalPaise),
        couponCode: pricing.coupon?.code ?? null,
        shippingAddress: data.shippingAddress,
        billingAddress: data.billingAddress,
        email: data.shippingAddress.email,
        paymentMethod: data.paymentMethod,
        paymentStatus: proof ? 'paid' : 'unpaid',
        paymentProvider: proof ? this.payments.provider.name : null,
        providerOrderId: proof?.providerOrderId ?? null,
        paymentId: proof?.paymentId ?? null,
        // An online payment is the ledger's first line, recorded by the checkout itself.
        ...(proof && { amountPaid: paiseToString(pricing.totalPaise), paidAt: new Date(), payments: { create: { kind: 'payment', amount: paiseToString(pricing.totalPaise) } } }),
        accessToken: newAccessToken(),
        // the first entry of the status history: placed (pending) by its shopper
        statusChanges: { create: { from: null, to: 'pending', actor: 'shopper', actorId: userId } },
        items: {
          create: pricing.lines.map((l, i) => ({
            id: itemIds[i],
            productId: l.productId,
            variantId: l.variantId,
            sku: l.sku,
            name: l.name,
            image: l.image,
            quantity: l.quantity,
            price: paiseToString(l.pricePaise),
            size: l.size,
            color: l.color,
          })),
        },
      },
      include: itemInclude,
    });
    // The coupon's limits, checked again under its row lock (coupon-usage.service.ts).
    if (pricing.coupon) await redeemCoupon(tx, pricing.coupon.id, orderId, customer);
    if (claim) await this.idempotency.attach(tx, claim, orderId);
    // Webhook events, in this transaction (docs/api.md, "Webhooks").
    await this.events.emit(tx, 'order.created', toRestOrder(order));
    if (order.paymentStatus === 'paid') await this.events.emit(tx, 'order.paid', toRestOrder(order));
    await this.catalog.emitLowStock(tx, pricing.lines.map((l) => ({ variantId: l.variantId, change: -l.quantity })));
    return order;
  }

  /**
   * The order is placed: the cart it was ordered from is emptied (with sent items, a customer's own
   * cart, as before carts had tokens). A courtesy, so a failure here is logged, not answered.
   */
  private async clearCart(ctx: RequestContext, cartId: string | null) {
    try {
      if (cartId) await this.cart.empty(cartId);
      else await this.cart.clear(ctx);
    } catch (err) {
      this.logger.warn({ err, requestId: ctx.requestId }, 'could not clear the cart after an order');
    }
  }
}

/** The order a payment proof already placed: again for the same cart and coupon (a retried submit), 409 for any other. Writes nothing. */
function orderOfUsedProof(order: OrderWithItems, data: OrderRequest): OrderWithItems {
  if (isSameCheckout(order, data)) return order;
  throw new ConflictError(paymentUsedMessage(order.id), PAYMENT_ALREADY_USED);
}

/** userId is honoured only when it is the signed-in user's own; otherwise the order is the token's (or a guest's). */
function orderUserId(ctx: RequestContext, requested: string | null): string | null {
  if (requested !== null && requested.toLowerCase() !== ctx.user?.id.toLowerCase()) throw new ForbiddenError(NOT_YOUR_ACCOUNT);
  return ctx.user?.id ?? null;
}

/** 409 naming the product and its size/colour: "Only 2 left of Teal Kurta in M". */
const outOfStock = (line: PricedLine, stock: number) => {
  const message = variantStockMessage(line.name, { size: line.size ?? '', color: line.color ?? '', stock });
  return new ConflictError(message, 'OUT_OF_STOCK', { [`items.${line.index}.quantity`]: message });
};

/** Takes the order's units through the catalogue (catalog/stock.service.ts); a shortfall fails the order's transaction. */
async function takeOrderStock(tx: Prisma.TransactionClient, pricing: Pricing): Promise<void> {
  const shortfall = await takeStock(tx, pricing.lines);
  if (!shortfall) return;
  // Deleted by an admin after the cart was priced: the same answer as pricing gives.
  if (shortfall.productGone) throw ValidationError.field(`items.${shortfall.line.index}.productId`, PRODUCT_GONE);
  throw outOfStock(shortfall.line, shortfall.stock);
}
