// GraphQL shapes only; the rules and messages live in coupon.schemas.ts, applied by the service.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { CouponTypeEnum } from './coupon.type';

@InputType()
export class CouponInput {
  @Field() code!: string;
  @Field(() => CouponTypeEnum) type!: CouponTypeEnum;
  @Field(() => MoneyScalar) value!: number;
  @Field(() => MoneyScalar, { nullable: true }) minAmount?: number | null;
  @Field(() => MoneyScalar, { nullable: true }) maxDiscount?: number | null;
  @Field(() => Date, { nullable: true }) expiresAt?: Date | null;
  @Field(() => Boolean, { nullable: true }) active?: boolean | null;
}

@ArgsType()
export class CouponListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'At most 100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) offset?: number | null;
  @Field(() => String, { nullable: true, description: 'Code prefix, case-insensitive' }) search?: string | null;
}

@InputType({ description: 'A coupon’s id and its new fields' })
export class UpdateCouponInput extends CouponInput {
  @Field(() => ID, { description: 'The coupon to change' }) id!: string;
}

@InputType({ description: 'The coupon to delete (orders keep their couponCode)' })
export class DeleteCouponInput {
  @Field(() => ID, { description: 'The coupon to delete' }) id!: string;
}
