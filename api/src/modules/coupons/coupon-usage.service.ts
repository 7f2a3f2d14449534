// Coupon uses (docs/decisions/0003-coupons-enforced-on-the-server.md): the total usage limit and the
// per-customer limit, enforced inside the order transaction, and the use given back when an order is cancelled.
//
// Concurrency: every order with a coupon raises coupons.usageCount with one conditional UPDATE
// ("… WHERE usageLimit IS NULL OR usageCount < usageLimit"). PostgreSQL runs concurrent UPDATEs of
// the row one after another and re-checks the condition on the row as the previous one left it, so
// with a limit of 5 exactly five orders get through; the others see 0 rows changed and are refused.
// The row lock is held to the end of the order transaction, so the per-customer count read after it
// (READ COMMITTED: a fresh snapshot per statement) sees every committed use of the same coupon.
//
// A customer is known by account (userId) and by e-mail (normalised, lower-case): the uses that count
// are those of the signed-in account, of the checkout e-mail and the account's e-mail, and of the
// account an e-mail belongs to. So a customer's orders placed as a guest with their address count,
// and a guest who types a registered address counts that account's uses. (A guest with a new
// address each time is a new customer: limits by e-mail cannot do better without sign-in.)
import type { Prisma } from '../../generated/prisma/client';
import { ConflictError, ValidationError, type AppError } from '../../platform/common/errors';
import { normalizeEmail } from '../../platform/input/email';
import { COUPON_ALREADY_USED, COUPON_USAGE_LIMIT, INVALID_COUPON, type CouponRejection } from './coupon.rules';

/** Who is using a coupon: the account (if signed in) and the e-mail addresses that are theirs. */
export interface CouponCustomer {
  userId: string | null;
  emails: string[];
}

type Tx = Prisma.TransactionClient;
type Db = Pick<Tx, 'couponRedemption' | 'user'>;

/** The customer of a checkout: the signed-in account (with its e-mail) and the checkout e-mail. */
export function couponCustomer(user: { id: string; email: string } | null, checkoutEmail?: string | null): CouponCustomer {
  const emails = [checkoutEmail, user?.email].flatMap((e) => (e ? [normalizeEmail(e)] : []));
  return { userId: user?.id ?? null, emails: [...new Set(emails)] };
}

/** How many uses of the coupon (by orders not cancelled) are this customer's. */
export async function usesByCustomer(db: Db, couponId: string, customer: CouponCustomer): Promise<number> {
  const accounts = customer.emails.length ? await db.user.findMany({ where: { email: { in: customer.emails } }, select: { id: true } }) : [];
  const userIds = [...new Set([...(customer.userId ? [customer.userId] : []), ...accounts.map((a) => a.id)])];
  const who: Prisma.CouponRedemptionWhereInput[] = [
    ...(userIds.length ? [{ userId: { in: userIds } }] : []),
    ...(customer.emails.length ? [{ email: { in: customer.emails } }] : []),
  ];
  if (!who.length) return 0;
  return db.couponRedemption.count({ where: { couponId, OR: who } });
}

/**
 * Inside the order transaction, after the order row is written: takes one use of the coupon, or
 * refuses the order (409 COUPON_USAGE_LIMIT, 409 COUPON_ALREADY_USED; a coupon deleted meanwhile is
 * "Invalid coupon code"). The order is never placed without the discount it was priced with.
 */
export async function redeemCoupon(tx: Tx, couponId: string, orderId: string, customer: CouponCustomer): Promise<void> {
  const { count } = await tx.coupon.updateMany({
    where: { id: couponId, OR: [{ usageLimit: null }, { usageCount: { lt: tx.coupon.fields.usageLimit } }] },
    data: { usageCount: { increment: 1 } },
  });
  // Read after the UPDATE: the row as it is now, locked by this transaction.
  const coupon = await tx.coupon.findUnique({ where: { id: couponId }, select: { perCustomerLimit: true } });
  if (!coupon) throw couponRefusal('INVALID', INVALID_COUPON);
  if (count === 0) throw couponRefusal('USAGE_LIMIT', COUPON_USAGE_LIMIT);
  if (coupon.perCustomerLimit !== null && (await usesByCustomer(tx, couponId, customer)) >= coupon.perCustomerLimit) {
    throw couponRefusal('ALREADY_USED', COUPON_ALREADY_USED);
  }
  await tx.couponRedemption.create({ data: { couponId, orderId, userId: customer.userId, email: customer.emails[0] ?? '' } });
}

/** Inside the cancellation's transaction: the order's use of a coupon (if any) is given back. */
export async function releaseCoupon(tx: Tx, orderId: string): Promise<void> {
  const use = await tx.couponRedemption.findUnique({ where: { orderId }, select: { id: true, couponId: true } });
  if (!use) return;
  await tx.couponRedemption.delete({ where: { id: use.id } });
  await tx.coupon.updateMany({ where: { id: use.couponId, usageCount: { gt: 0 } }, data: { usageCount: { decrement: 1 } } });
}

/**
 * The error an order (or an online payment) gets for a coupon that does not apply: the limits are
 * typed conflicts (409 COUPON_USAGE_LIMIT / COUPON_ALREADY_USED), the rest INVALID on couponCode (400).
 */
export function couponRefusal(rejection: CouponRejection, message: string): AppError {
  if (rejection === 'USAGE_LIMIT') return new ConflictError(message, 'COUPON_USAGE_LIMIT', { couponCode: message });
  if (rejection === 'ALREADY_USED') return new ConflictError(message, 'COUPON_ALREADY_USED', { couponCode: message });
  return ValidationError.field('couponCode', message);
}
