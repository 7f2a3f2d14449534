import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { Paginated } from '../graphql/paginated';
import { COMMON_CODES, DeletePayload, domainErrors, Payload } from '../graphql/payload';

export enum CouponTypeEnum {
  percentage = 'percentage',
  fixed = 'fixed',
}
registerEnumType(CouponTypeEnum, { name: 'CouponType' });

@ObjectType('Coupon')
export class CouponType {
  @Field(() => ID) id!: string;
  @Field({ description: 'Upper-case; matched case-insensitively' }) code!: string;
  @Field(() => CouponTypeEnum) type!: CouponTypeEnum;
  @Field(() => MoneyScalar, { description: 'Percent (1–100) for percentage coupons, rupees for fixed ones' }) value!: unknown;
  @Field(() => MoneyScalar) minAmount!: unknown;
  @Field(() => MoneyScalar, { nullable: true, description: 'Cap on the discount of a percentage coupon' }) maxDiscount!: unknown;
  @Field() active!: boolean;
  @Field(() => Date, { nullable: true }) expiresAt!: Date | null;
  @Field(() => Int) usageCount!: number;
  @Field() createdAt!: Date;
}

export const CouponPage = Paginated(CouponType, 'CouponPage');

@ObjectType('CouponCheckResult', { description: 'A result, not an error: the shop shows `message` when the code does not apply.' })
export class CouponCheckResultType {
  @Field() valid!: boolean;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field() code!: string;
  @Field(() => CouponTypeEnum, { nullable: true }) type!: CouponTypeEnum | null;
  @Field(() => MoneyScalar, { nullable: true }) value!: string | null;
  @Field(() => MoneyScalar, { description: 'For the given subtotal; 0.00 without a subtotal or when invalid' }) discount!: string;
}

export const CouponErrors = domainErrors('Coupon', {
  ...COMMON_CODES,
  DUPLICATE_COUPON: 'Another coupon already has this code',
});

export const CouponPayload = Payload('CouponPayload', CouponErrors, 'The coupon after the change, or why it could not be made', {
  coupon: { type: () => CouponType, description: 'The coupon after the change' },
});

export const DeleteCouponPayload = DeletePayload('DeleteCouponPayload', CouponErrors, 'Coupon');
