// Coupons: the shop's check of a code, and the admin's list/create/edit/delete. With
// coupon-usage.service.ts (the uses an order takes and a cancellation gives back, called inside the
// orders' transactions) the only code that touches the coupons tables.
import type { Coupon, Prisma, PrismaClient } from '../../generated/prisma/client';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { parseInput, isUuid } from '../../platform/input/validate';
import { paiseToString, toPaise } from '../../platform/common/money';
import { requireScope } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { isRecordMissing, isUniqueViolation } from '../../platform/db/prisma-errors';
import { checkCoupon, COUPON_ALREADY_USED, normalizeCouponCode, type CouponCheck } from './coupon.rules';
import { couponCustomer, usesByCustomer, type CouponCustomer } from './coupon-usage.service';
import { couponListSchema, couponSchema, DUPLICATE_COUPON, validateCouponSchema, type CouponData } from './coupon.schemas';

export const EMPTY_COUPON_CODE = 'Please enter a coupon code';
const COUPON_NOT_FOUND = 'Coupon not found';

/** What the shop learns about a code: a result, not an error (the cart shows `message`). */
export interface CouponCheckResult {
  valid: boolean;
  message: string | null;
  code: string;
  type: Coupon['type'] | null;
  value: string | null;
  minAmount: string | null;
  maxDiscount: string | null;
  /** For the given subtotal; "0.00" when no subtotal was given or the coupon does not apply. */
  discount: string;
}

/** The code, the coupon row (when it exists) and the rules' verdict, for checkout and order placement. */
export interface CouponEvaluation {
  code: string;
  coupon: Coupon | null;
  check: CouponCheck;
}

type Db = Pick<PrismaClient, 'coupon' | 'couponRedemption' | 'user'> | Prisma.TransactionClient;

/** The admin's limit is below the uses so far (cancelled orders gave theirs back). */
export const limitBelowUses = (uses: number) => `Usage limit cannot be below the ${uses} ${uses === 1 ? 'use' : 'uses'} so far`;

export class CouponService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * validateCoupon(code, subtotal?): the minimum-amount rule applies only when a subtotal is given;
   * the per-customer limit only for a signed-in customer (a guest is known by the checkout e-mail).
   */
  async validate(ctx: RequestContext, input: unknown): Promise<CouponCheckResult> {
    const { code: raw, subtotal } = parseInput(validateCouponSchema, input);
    const code = normalizeCouponCode(raw);
    if (!code) return invalid(code, EMPTY_COUPON_CODE);
    const coupon = await this.prisma.coupon.findUnique({ where: { code } });
    let check = subtotal === null || subtotal === undefined ? checkCoupon(coupon && { ...coupon, minAmount: 0 }, 0) : checkCoupon(coupon, toPaise(subtotal));
    if (check.ok && coupon && ctx.user) check = await this.customerCheck(this.prisma, coupon, check, couponCustomer(ctx.user));
    if (!check.ok || !coupon) return invalid(code, check.ok ? 'Invalid coupon code' : check.message);
    return {
      valid: true,
      message: null,
      code: coupon.code,
      type: coupon.type,
      value: paiseToString(toPaise(coupon.value)),
      minAmount: paiseToString(toPaise(coupon.minAmount)),
      maxDiscount: coupon.maxDiscount === null ? null : paiseToString(toPaise(coupon.maxDiscount)),
      discount: paiseToString(check.discountPaise),
    };
  }

  /**
   * For checkout quotes and order placement: looks the code up (case-insensitively) and applies the
   * rules to a subtotal in paise, and the per-customer limit when the customer is known. Pass the
   * order transaction as `db` to read inside it (placement checks the limits again under the
   * coupon's row lock: coupon-usage.service.ts).
   */
  async evaluate(code: string, subtotalPaise: number, db: Db = this.prisma, customer: CouponCustomer | null = null): Promise<CouponEvaluation> {
    const normalized = normalizeCouponCode(code);
    const coupon = normalized ? await db.coupon.findUnique({ where: { code: normalized } }) : null;
    const check = checkCoupon(coupon, subtotalPaise);
    return { code: normalized, coupon, check: check.ok && coupon && customer ? await this.customerCheck(db, coupon, check, customer) : check };
  }

  private async customerCheck(db: Db, coupon: Coupon, check: CouponCheck, customer: CouponCustomer): Promise<CouponCheck> {
    if (coupon.perCustomerLimit === null || (await usesByCustomer(db, coupon.id, customer)) < coupon.perCustomerLimit) return check;
    return { ok: false, code: 'ALREADY_USED', message: COUPON_ALREADY_USED };
  }

  /** Admin list: newest first, `search` = code prefix (case-insensitive). */
  async list(ctx: RequestContext, args: { limit?: unknown; offset?: unknown; search?: unknown }): Promise<Page<Coupon>> {
    requireScope(ctx, 'admin');
    const { search } = parseInput(couponListSchema, { search: args.search });
    const { limit, offset } = pageWindow(args.limit, args.offset, 25);
    const prefix = search ? normalizeCouponCode(search) : '';
    const where: Prisma.CouponWhereInput = prefix ? { code: { startsWith: prefix } } : {};
    const [items, total] = await Promise.all([
      this.prisma.coupon.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, skip: offset }),
      this.prisma.coupon.count({ where }),
    ]);
    return { items, total, limit, offset };
  }

  async create(ctx: RequestContext, input: unknown): Promise<Coupon> {
    requireScope(ctx, 'admin');
    const data = parseInput(couponSchema, input);
    return this.write(() =>
      this.prisma.coupon.create({
        data: {
          ...fieldsOf(data),
          minAmount: data.minAmount ?? 0,
          maxDiscount: data.maxDiscount ?? null,
          expiresAt: data.expiresAt ?? null,
          startsAt: data.startsAt ?? null,
          usageLimit: data.usageLimit ?? null,
          perCustomerLimit: data.perCustomerLimit ?? null,
          active: data.active ?? true,
        },
      }),
    );
  }

  /**
   * Code, type and value are required; an omitted optional field keeps its current value. A usage
   * limit below the uses so far is refused (400 on usageLimit), checked in the same statement as the
   * write so an order placed meanwhile cannot slip between.
   */
  async update(ctx: RequestContext, id: string, input: unknown): Promise<Coupon> {
    requireScope(ctx, 'admin');
    if (!isUuid(id)) throw new NotFoundError(COUPON_NOT_FOUND);
    const data = parseInput(couponSchema, input);
    const limit = data.usageLimit ?? null;
    try {
      return await this.write(() => this.prisma.coupon.update({ where: { id, ...(limit !== null ? { usageCount: { lte: limit } } : {}) }, data: fieldsOf(data) }));
    } catch (e) {
      if (!isRecordMissing(e)) throw e;
      const now = await this.prisma.coupon.findUnique({ where: { id }, select: { usageCount: true } });
      if (!now) throw new NotFoundError(COUPON_NOT_FOUND);
      throw ValidationError.field('usageLimit', limitBelowUses(now.usageCount));
    }
  }

  /** Orders keep their couponCode strings; nothing else refers to a coupon. */
  async delete(ctx: RequestContext, id: string): Promise<string> {
    requireScope(ctx, 'admin');
    if (!isUuid(id)) throw new NotFoundError(COUPON_NOT_FOUND);
    const { count } = await this.prisma.coupon.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundError(COUPON_NOT_FOUND);
    return id;
  }

  private async write(fn: () => Promise<Coupon>): Promise<Coupon> {
    try {
      return await fn();
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new ConflictError(DUPLICATE_COUPON, 'DUPLICATE_COUPON', { code: DUPLICATE_COUPON });
      }
      throw e;
    }
  }
}

/** The columns an update sets: undefined = keep; null clears maxDiscount/expiresAt/startsAt/the limits and resets minAmount to 0. */
function fieldsOf(data: CouponData): Prisma.CouponUpdateInput & Prisma.CouponCreateInput {
  return {
    code: data.code,
    type: data.type,
    value: data.value,
    ...(data.minAmount !== undefined ? { minAmount: data.minAmount ?? 0 } : {}),
    ...(data.maxDiscount !== undefined ? { maxDiscount: data.maxDiscount } : {}),
    ...(data.expiresAt !== undefined ? { expiresAt: data.expiresAt } : {}),
    ...(data.startsAt !== undefined ? { startsAt: data.startsAt } : {}),
    ...(data.usageLimit !== undefined ? { usageLimit: data.usageLimit } : {}),
    ...(data.perCustomerLimit !== undefined ? { perCustomerLimit: data.perCustomerLimit } : {}),
    ...(data.active !== undefined && data.active !== null ? { active: data.active } : {}),
  };
}

const invalid = (code: string, message: string): CouponCheckResult => ({
  valid: false,
  message,
  code,
  type: null,
  value: null,
  minAmount: null,
  maxDiscount: null,
  discount: '0.00',
});


