// Checkout pricing (docs/decisions/0002-the-server-decides-money-and-stock.md): the server's figures from
// database prices and the coupon rules, in integer paise. Shared by the quote, startPayment and placeOrder
// so all three compute exactly the same amounts. Free delivery in Vadodara: shipping and tax are 0.
import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient, Product } from '../../generated/prisma/client';
import { chooseVariant, namingProduct, type VariantRow, variantSelect } from '../catalog';
import { ValidationError } from '../../platform/common/errors';
import { isUuid } from '../../platform/input/validate';
import { paiseToString, toPaise } from '../../platform/common/money';
import type { CouponCustomer, CouponRejection, CouponService } from '../coupons';
import type { ExpectedTotals, LineData } from './order.schemas';

export const SHIPPING_PAISE = 0;
export const TAX_PAISE = 0;
/** Decimal(10,2) holds up to 99,999,999.99. */
const MAX_TOTAL_PAISE = 9_999_999_999;
export const PRODUCT_GONE = 'A product in your cart is no longer available';

type Db = PrismaClient | Prisma.TransactionClient;

export interface CheckoutLine {
  /** Position of the (first) requested line, for field errors. */
  index: number;
  /** null when the line names only its variant. */
  productId: string | null;
  variantId: string | null;
  quantity: number;
  size: string | null;
  color: string | null;
}

export interface PricedLine extends CheckoutLine {
  productId: string;
  variantId: string;
  sku: string;
  name: string;
  image: string | null;
  pricePaise: number;
}

export type ProductForPricing = Product & { variants: VariantRow[] };

export interface Pricing {
  /** One line per variant (lines naming the same variant are added up). */
  lines: PricedLine[];
  /** The products read, by id, with their variants (stock as read, for the pre-payment check). */
  products: Map<string, ProductForPricing>;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** The applied coupon (normalized code and row id), or null. */
  coupon: { id: string; code: string } | null;
  /** Why a requested coupon did not apply. */
  couponMessage: string | null;
  /** Which rule refused it (USAGE_LIMIT and ALREADY_USED are typed errors when ordering). */
  couponRejection: CouponRejection | null;
}

/** The requested lines with their positions (identical variants are added up once priced). */
export const mergeLines = (items: LineData[]): CheckoutLine[] =>
  items.map((item, index) => ({
    index,
    productId: item.productId?.toLowerCase() ?? null,
    variantId: item.variantId?.toLowerCase() ?? null,
    quantity: item.quantity,
    size: item.size,
    color: item.color,
  }));

/** sha256 of the canonical checkout (sorted priced lines + coupon): what a payment intent was created for. */
export function checkoutHash(lines: Array<Pick<CheckoutLine, 'productId' | 'quantity' | 'size' | 'color'>>, couponCode: string | null): string {
  const canonical = lines
    .map((l) => [l.productId, l.size ?? '', l.color ?? '', l.quantity] as const)
    .sort((a, b) => (a.join('|') < b.join('|') ? -1 : a.join('|') > b.join('|') ? 1 : 0));
  return createHash('sha256').update(JSON.stringify({ lines: canonical, coupon: couponCode ?? '' })).digest('hex');
}

/** The products the lines name (by product id or by one of their variants), with their variants: one query. */
async function readProducts(db: Db, lines: CheckoutLine[]): Promise<Map<string, ProductForPricing>> {
  const ids = [...new Set(lines.flatMap((l) => (l.productId && isUuid(l.productId) ? [l.productId] : [])))];
  const variantIds = [...new Set(lines.flatMap((l) => (!l.productId && l.variantId && isUuid(l.variantId) ? [l.variantId] : [])))];
  if (!ids.length && !variantIds.length) return new Map();
  const rows = await db.product.findMany({
    where: { OR: [{ id: { in: ids } }, { variants: { some: { id: { in: variantIds } } } }] },
    include: { variants: { select: variantSelect, orderBy: { position: 'asc' } } },
  });
  return new Map(rows.map((p) => [p.id, p]));
}

const productOfLine = (products: Map<string, ProductForPricing>, line: CheckoutLine) =>
  line.productId ? products.get(line.productId) : [...products.values()].find((p) => p.variants.some((v) => v.id === line.variantId));

/**
 * Prices the lines from the database (pass the order transaction as `db` to read inside it); with a
 * `customer`, the coupon's per-customer limit is checked too.
 */
export async function priceCheckout(db: Db, coupons: CouponService, lines: CheckoutLine[], couponCode: string | null, customer: CouponCustomer | null = null): Promise<Pricing> {
  const products = await readProducts(db, lines);
  const errors: Record<string, string> = {};
  const byVariant = new Map<string, PricedLine>();
  for (const line of lines) {
    const product = productOfLine(products, line);
    if (!product) {
      errors[`items.${line.index}.${line.productId ? 'productId' : 'variantId'}`] ??= PRODUCT_GONE;
      continue;
    }
    const choice = chooseVariant(product, { variantId: line.variantId, size: line.size ?? '', color: line.color ?? '' });
    if (!choice.ok) {
      errors[`items.${line.index}.${choice.field}`] ??= namingProduct(choice.message, product.name);
      continue;
    }
    const { variant } = choice;
    const same = byVariant.get(variant.id);
    if (same) same.quantity += line.quantity;
    else
      byVariant.set(variant.id, {
        ...line,
        productId: product.id,
        variantId: variant.id,
        sku: variant.sku,
        size: variant.size || null,
        color: variant.color || null,
        name: product.name,
        image: product.images[0] ?? null,
        pricePaise: toPaise(product.price),
      });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const priced = [...byVariant.values()];

  const subtotalPaise = priced.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  let discountPaise = 0;
  let coupon: Pricing['coupon'] = null;
  let couponMessage: string | null = null;
  let couponRejection: CouponRejection | null = null;
  if (couponCode) {
    const evaluation = await coupons.evaluate(couponCode, subtotalPaise, db, customer);
    if (evaluation.check.ok && evaluation.coupon) {
      discountPaise = evaluation.check.discountPaise;
      coupon = { id: evaluation.coupon.id, code: evaluation.coupon.code };
    } else {
      couponMessage = evaluation.check.ok ? 'Invalid coupon code' : evaluation.check.message;
      couponRejection = evaluation.check.ok ? 'INVALID' : evaluation.check.code;
    }
  }
  const totalPaise = subtotalPaise - discountPaise + SHIPPING_PAISE + TAX_PAISE;
  if (totalPaise > MAX_TOTAL_PAISE) throw ValidationError.field('items', 'This order is too large to place online. Please contact the store.');
  return { lines: priced, products, subtotalPaise, discountPaise, shippingPaise: SHIPPING_PAISE, taxPaise: TAX_PAISE, totalPaise, coupon, couponMessage, couponRejection };
}

/** The server's figures as two-decimal strings (quote answers, PRICES_CHANGED fields). */
export function figures(p: Pick<Pricing, 'subtotalPaise' | 'shippingPaise' | 'taxPaise' | 'discountPaise' | 'totalPaise'>) {
  return {
    subtotal: paiseToString(p.subtotalPaise),
    shipping: paiseToString(p.shippingPaise),
    tax: paiseToString(p.taxPaise),
    discount: paiseToString(p.discountPaise),
    total: paiseToString(p.totalPaise),
  };
}

/** Whether every figure the client was shown is within ₹0.01 of the server's (nothing shown, nothing to confirm). */
export function matchesExpected(p: Pricing, expected: ExpectedTotals | null): boolean {
  if (!expected) return true;
  const pairs: Array<[number, number]> = [
    [p.subtotalPaise, toPaise(expected.subtotal)],
    [p.shippingPaise, toPaise(expected.shipping)],
    [p.taxPaise, toPaise(expected.tax)],
    [p.discountPaise, toPaise(expected.discount)],
    [p.totalPaise, toPaise(expected.total)],
  ];
  return pairs.every(([server, client]) => Math.abs(server - client) <= 1);
}
