import { Field, ID, Int, ObjectType } from 'type-graphql';
import { registerCasedEnum, type EnumValueOf } from '../../platform/graphql/enums';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../../platform/graphql/payload';

export const CouponTypeEnum = registerCasedEnum('CouponType', 'How a coupon’s `value` is read', {
  PERCENTAGE: { value: 'percentage', description: '`value` percent of the subtotal (up to 100), rounded to the paisa and capped by `maxDiscount`' },
  FIXED: { value: 'fixed', description: '`value` rupees off, never more than the subtotal' },
});
export type CouponTypeValue = EnumValueOf<typeof CouponTypeEnum>;

@ObjectType('Coupon', {
  description: '(admin) A discount code as the admin manages it. Shoppers never read coupons; they check a code with `validateCoupon`. Seeded: WELCOME10 (10 %) and FLAT100 (₹100 off from ₹999).',
})
export class CouponType {
  @Field(() => ID, { description: 'The coupon’s id (a UUID)' }) id!: string;
  @Field({ description: 'What shoppers type, stored upper-case (A–Z, 0–9, - and _, up to 40 characters); matched case-insensitively' }) code!: string;
  @Field(() => CouponTypeEnum, { description: 'PERCENTAGE or FIXED: how `value` is read' }) type!: CouponTypeValue;
  @Field(() => MoneyScalar, { description: 'Percent (up to 100) for percentage coupons, rupees for fixed ones, e.g. "10.00"' }) value!: unknown;
  @Field(() => MoneyScalar, { description: 'The smallest subtotal in rupees (before discount) the coupon applies to; "0.00" for any' }) minAmount!: unknown;
  @Field(() => MoneyScalar, { nullable: true, description: 'The largest discount in rupees the coupon gives; null for no cap' }) maxDiscount!: unknown;
  @Field({ description: 'Whether shoppers may use it now (an inactive coupon answers “This coupon is no longer active”)' }) active!: boolean;
  @Field(() => Date, { nullable: true, description: 'The last moment it applies (DateTimeISO); null never expires' }) expiresAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'The first moment it applies (DateTimeISO); before it shoppers read “This coupon is not active yet”; null applies at once' })
  startsAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'How many orders in all may use it (1 or more); null for no limit. Past it: “This coupon has reached its usage limit”' })
  usageLimit!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'How many orders one customer may use it for (1 or more), counting by account and by checkout e-mail; null for no limit. Past it: “This coupon has already been used”',
  })
  perCustomerLimit!: number | null;
  @Field(() => Int, { description: 'How many orders use it: placed and not cancelled (a cancelled order gives its use back)' }) usageCount!: number;
  @Field({ description: 'When the coupon was created (DateTimeISO); the admin list is newest first' }) createdAt!: Date;
}

export const CouponPage = Paginated(CouponType, 'CouponPage');

@ObjectType('CouponCheckResult', { description: 'A result, not an error: the shop shows `message` when the code does not apply.' })
export class CouponCheckResultType {
  @Field({ description: 'Whether the code applies (to the subtotal, when one was given)' }) valid!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Why it does not apply, in the shop’s words, e.g. "Invalid coupon code", "This coupon has expired", "This coupon is not active yet", "This coupon has reached its usage limit", "This coupon has already been used" (signed-in customers), "Minimum order amount is ₹999.00"; null when valid',
  })
  message!: string | null;
  @Field({ description: 'The code as checked: trimmed and upper-case' }) code!: string;
  @Field(() => CouponTypeEnum, { nullable: true, description: 'PERCENTAGE or FIXED; null when not valid' }) type!: CouponTypeValue | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Percent for percentage coupons, rupees for fixed ones; null when not valid' }) value!: string | null;
  @Field(() => MoneyScalar, { description: 'The discount in rupees for the given subtotal; "0.00" without a subtotal or when not valid' }) discount!: string;
}

export const CouponErrors = domainErrors('Coupon', {
  ...COMMON_CODES,
  DUPLICATE_COUPON: 'Another coupon already has this code',
});

export const CouponPayload = Payload('CouponPayload', CouponErrors, 'The coupon after the change, or why it could not be made', {
  coupon: { type: () => CouponType, description: 'The coupon after the change' },
});

export const DeleteCouponPayload = DeletePayload('DeleteCouponPayload', CouponErrors, 'Coupon');
