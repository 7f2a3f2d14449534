import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { Paginated } from '../graphql/paginated';

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
