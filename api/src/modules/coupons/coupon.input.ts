// GraphQL shapes only; the rules and messages live in coupon.schemas.ts, applied by the service.
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { CouponTypeEnum, type CouponTypeValue } from './coupon.type';

@InputType({
  description: '(admin) A coupon as the admin’s form sends it; failures come back as INVALID with the field named. On update, an optional field left out keeps its value',
})
export class CouponInput {
  @Field({ description: 'What shoppers type: letters, digits, - and _, up to 40 characters; stored upper-case. DUPLICATE_COUPON when another coupon has it' })
  code!: string;
  @Field(() => CouponTypeEnum, { description: 'PERCENTAGE or FIXED: how `value` is read' }) type!: CouponTypeValue;
  @Field(() => MoneyScalar, { description: 'Percent (0.01–100) for percentage coupons, rupees (0.01 or more) for fixed ones' }) value!: number;
  @Field(() => MoneyScalar, { nullable: true, description: 'The smallest subtotal in rupees it applies to, 0 or more; left out: 0 on create; null resets it to 0' })
  minAmount?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'The largest discount in rupees, 0 or more; null for no cap' }) maxDiscount?: number | null;
  @Field(() => Date, { nullable: true, description: 'The last moment it applies (DateTimeISO, years 1970–9999); null never expires' }) expiresAt?: Date | null;
  @Field(() => Date, { nullable: true, description: 'The first moment it applies (DateTimeISO, years 1970–9999), before `expiresAt`; null applies at once' }) startsAt?: Date | null;
  @Field(() => Int, {
    nullable: true,
    description: 'How many orders in all may use it, 1–1,000,000; null for no limit. Below the uses so far: INVALID on usageLimit (“Usage limit cannot be below the 7 uses so far”)',
  })
  usageLimit?: number | null;
  @Field(() => Int, { nullable: true, description: 'How many orders one customer (account or checkout e-mail) may use it for, 1–1,000,000; null for no limit' })
  perCustomerLimit?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether shoppers may use it; left out (or null): true on create, unchanged on update' }) active?: boolean | null;
}

@ArgsType()
export class CouponListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'Page size, 1–100 (values outside are clamped); 25 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many coupons to skip, 0–1,000,000; 0 when left out' }) offset?: number | null;
  @Field(() => String, { nullable: true, description: 'Code prefix, case-insensitive, up to 100 characters ("WEL" finds WELCOME10)' }) search?: string | null;
}

@InputType({ description: '(admin) A coupon’s id and its new fields' })
export class UpdateCouponInput extends CouponInput {
  @Field(() => ID, { description: 'The coupon to change' }) id!: string;
}

@InputType({ description: '(admin) The coupon to delete (orders keep their couponCode)' })
export class DeleteCouponInput {
  @Field(() => ID, { description: 'The coupon to delete' }) id!: string;
}
