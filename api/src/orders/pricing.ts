// Checkout pricing (ARCHITECTURE decision 2): the server's figures from database prices and the
// coupon rules, in integer paise. Shared by the quote, startPayment and placeOrder so all three
// compute exactly the same amounts. Free delivery in Vadodara: shipping and tax are 0.
import { createHash } from 'node:crypto';
import type { Prisma, PrismaClient, Product } from '../generated/prisma/client';
import { ValidationError } from '../common/errors';
import { isUuid } from '../common/validate';
import { paiseToString, toPaise } from '../common/money';
import type { CouponService } from '../coupons/coupon.service';
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
  productId: string;
  quantity: number;
  size: string | null;
  color: string | null;
}

export interface PricedLine extends CheckoutLine {
  name: string;
  image: string | null;
  pricePaise: number;
}

export interface Pricing {
  lines: PricedLine[];
  /** The products read, by id (stock as read, for the pre-payment check). */
  products: Map<string, Product>;
  subtotalPaise: number;
  discountPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** The applied coupon (normalized code and row id), or null. */
  coupon: { id: string; code: string } | null;
  /** Why a requested coupon did not apply. */
  couponMessage: string | null;
}

/** Identical lines (product, size, colour) are one line; the first position is kept. */
export function mergeLines(items: LineData[]): CheckoutLine[] {
  const merged = new Map<string, CheckoutLine>();
  items.forEach((item, index) => {
    const key = JSON.stringify([item.productId.toLowerCase(), item.size?.toLowerCase() ?? '', item.color?.toLowerCase() ?? '']);
    const line = merged.get(key);
    if (line) line.quantity += item.quantity;
    else merged.set(key, { index, productId: item.productId.toLowerCase(), quantity: item.quantity, size: item.size, color: item.color });
  });
  return [...merged.values()];
}

/** sha256 of the canonical checkout (sorted priced lines + coupon): what a payment intent was created for. */
export function checkoutHash(lines: Array<Pick<CheckoutLine, 'productId' | 'quantity' | 'size' | 'color'>>, couponCode: string | null): string {
  const canonical = lines
    .map((l) => [l.productId, l.size ?? '', l.color ?? '', l.quantity] as const)
    .sort((a, b) => (a.join('|') < b.join('|') ? -1 : a.join('|') > b.join('|') ? 1 : 0));
  return createHash('sha256').update(JSON.stringify({ lines: canonical, coupon: couponCode ?? '' })).digest('hex');
}

/** Prices the lines from the database (pass the order transaction as `db` to read inside it). */
export async function priceCheckout(db: Db, coupons: CouponService, lines: CheckoutLine[], couponCode: string | null): Promise<Pricing> {
  const ids = [...new Set(lines.map((l) => l.productId))].filter(isUuid);
  const rows = ids.length ? await db.product.findMany({ where: { id: { in: ids } } }) : [];
  const products = new Map(rows.map((p) => [p.id, p]));
  const errors: Record<string, string> = {};
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) {
      errors[`items.${line.index}.productId`] ??= PRODUCT_GONE;
      continue;
    }
    const options = checkOptions(product, line);
    if (!options.ok) {
      errors[`items.${line.index}.${options.field}`] ??= options.message;
      continue;
    }
    priced.push({ ...line, size: options.size, color: options.color, name: product.name, image: product.images[0] ?? null, pricePaise: toPaise(product.price) });
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const subtotalPaise = priced.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  let discountPaise = 0;
  let coupon: Pricing['coupon'] = null;
  let couponMessage: string | null = null;
  if (couponCode) {
    const evaluation = await coupons.evaluate(couponCode, subtotalPaise, db);
    if (evaluation.check.ok && evaluation.coupon) {
      discountPaise = evaluation.check.discountPaise;
      coupon = { id: evaluation.coupon.id, code: evaluation.coupon.code };
    } else {
      couponMessage = evaluation.check.ok ? 'Invalid coupon code' : evaluation.check.message;
    }
  }
  const totalPaise = subtotalPaise - discountPaise + SHIPPING_PAISE + TAX_PAISE;
  if (totalPaise > MAX_TOTAL_PAISE) throw ValidationError.field('items', 'This order is too large to place online. Please contact the store.');
  return { lines: priced, products, subtotalPaise, discountPaise, shippingPaise: SHIPPING_PAISE, taxPaise: TAX_PAISE, totalPaise, coupon, couponMessage };
}

type OptionCheck = { ok: true; size: string | null; color: string | null } | { ok: false; field: 'size' | 'color'; message: string };

/** Sizes and colours must be ones the product offers (case-insensitive; the product's spelling is kept). */
function checkOptions(product: Pick<Product, 'name' | 'sizes' | 'colors'>, line: Pick<CheckoutLine, 'size' | 'color'>): OptionCheck {
  const size = pick(product.sizes, line.size);
  if (product.sizes.length && !line.size) return { ok: false, field: 'size', message: `Please select a size for ${product.name}` };
  if (line.size && size === undefined) return { ok: false, field: 'size', message: `${product.name} is not available in size ${line.size}` };
  const color = pick(product.colors, line.color);
  if (product.colors.length && !line.color) return { ok: false, field: 'color', message: `Please select a color for ${product.name}` };
  if (line.color && color === undefined) return { ok: false, field: 'color', message: `${product.name} is not available in ${line.color}` };
  return { ok: true, size: size ?? null, color: color ?? null };
}

const pick = (offered: string[], wanted: string | null) =>
  wanted ? offered.find((o) => o === wanted) ?? offered.find((o) => o.toLowerCase() === wanted.toLowerCase()) : undefined;

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

/** Whether every figure the client was shown is within ₹0.01 of the server's. */
export function matchesExpected(p: Pricing, expected: ExpectedTotals): boolean {
  const pairs: Array<[number, number]> = [
    [p.subtotalPaise, toPaise(expected.subtotal)],
    [p.shippingPaise, toPaise(expected.shipping)],
    [p.taxPaise, toPaise(expected.tax)],
    [p.discountPaise, toPaise(expected.discount)],
    [p.totalPaise, toPaise(expected.total)],
  ];
  return pairs.every(([server, client]) => Math.abs(server - client) <= 1);
}
