// GraphQL shapes only; the rules and messages live in coupon.schemas.ts, applied by the service.
import { ArgsType, Field, InputType, Int } from 'type-graphql';
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
