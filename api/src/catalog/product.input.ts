// GraphQL shapes only; rules and messages live in product.schemas.ts / product.filters.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';

@InputType({ description: 'One cell of the stock grid. Leave sku out to keep it or have one generated.' })
export class ProductVariantInput {
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
  @Field(() => Int) stock!: number;
  @Field(() => String, { nullable: true }) sku?: string | null;
}

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
  @Field(() => Int, {
    nullable: true,
    description: 'The total stock, spread over the variants when `variants` is not given; left out, a new product has 0 and an update keeps the stock as it is',
  })
  stock?: number | null;
  @Field() featured!: boolean;
  @Field(() => [ProductVariantInput], {
    nullable: true,
    description: 'Stock (and SKU) per size × colour; combinations left out keep their stock (new ones start at 0)',
  })
  variants?: ProductVariantInput[] | null;
}

@InputType()
export class ProductFilter {
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => [ID], { nullable: true }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Category name or slug, case-insensitive ("men")' }) category?: string | null;
  @Field(() => MoneyScalar, { nullable: true }) minPrice?: number | null;
  @Field(() => MoneyScalar, { nullable: true }) maxPrice?: number | null;
  @Field(() => String, { nullable: true, description: 'Case-insensitive, in name and description' }) search?: string | null;
  @Field(() => [String], { nullable: true, description: 'Products having any of these sizes in stock' }) sizes?: string[] | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
  @Field(() => [ID], { nullable: true }) ids?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Original price above the price' }) onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true }) inStock?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Any variant at or below the low-stock threshold (LOW_STOCK_THRESHOLD, default 3)' })
  lowStock?: boolean | null;
  @Field(() => String, { nullable: true, description: "Case-insensitive, in the name or any variant's SKU (the admin's search)" })
  nameOrSku?: string | null;
}

@InputType({ description: 'A product’s id and its new fields (the whole product, as in createProduct)' })
export class UpdateProductInput extends ProductInput {
  @Field(() => ID, { description: 'The product to change' }) id!: string;
}

@InputType({ description: 'The product to delete' })
export class DeleteProductInput {
  @Field(() => ID, { description: 'The product to delete' }) id!: string;
}
