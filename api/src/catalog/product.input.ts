// GraphQL shapes only; rules and messages live in product.schemas.ts / product.filters.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';

@InputType()
export class ProductInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => MoneyScalar) price!: number;
  @Field(() => MoneyScalar, { nullable: true }) originalPrice?: number | null;
  @Field(() => ID) categoryId!: string;
  @Field(() => [String]) images!: string[];
  @Field(() => [String]) sizes!: string[];
  @Field(() => [String]) colors!: string[];
  @Field(() => Int) stock!: number;
  @Field() featured!: boolean;
}

@InputType()
export class ProductFilter {
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => [ID], { nullable: true }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Category name or slug, case-insensitive ("men")' }) category?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) minPrice?: number | null;
  @Field(() => MoneyScalar, { nullable: true }) maxPrice?: number | null;
  @Field(() => String, { nullable: true, description: 'Case-insensitive, in name and description' }) search?: string | null;
  @Field(() => [String], { nullable: true, description: 'Products having any of these sizes' }) sizes?: string[] | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
  @Field(() => [ID], { nullable: true }) ids?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Original price above the price' }) onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true }) inStock?: boolean | null;
}
