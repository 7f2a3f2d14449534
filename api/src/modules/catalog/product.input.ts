// GraphQL shapes only; rules and messages live in product.schemas.ts / product.filters.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';

@InputType({ description: 'One cell of the stock grid. Leave sku out to keep it or have one generated.' })
export class ProductVariantInput {
  @Field(() => String, { nullable: true, description: 'One of the product’s `sizes`; null or "" when the product has no sizes' }) size?: string | null;
  @Field(() => String, { nullable: true, description: 'One of the product’s `colors`; null or "" when the product has no colours' }) color?: string | null;
  @Field(() => Int, { description: 'Units on hand, a whole number from 0 to 1,000,000' }) stock!: number;
  @Field(() => String, {
    nullable: true,
    description: 'Its own SKU, stored upper-case (1–40 letters, digits, dots, dashes or slashes); left out, the cell keeps its SKU or gets one such as KUR-TEAL-M. CONFLICT when another product uses it',
  })
  sku?: string | null;
}

@InputType({ description: '(admin) A whole product as the admin’s product form sends it; failures come back as INVALID with the field named' })
export class ProductInput {
  @Field({ description: 'The name shown to shoppers, 1–200 characters (trimmed)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Plain text, up to 5000 characters; null means none ("")' }) description?: string | null;
  @Field(() => MoneyScalar, { description: 'The selling price of one unit in rupees, above 0 (rounded to paise)' }) price!: number;
  @Field(() => MoneyScalar, {
    nullable: true,
    description: 'The earlier price in rupees, above 0, shown struck through when higher than `price`; null or left out for none',
  })
  originalPrice?: number | null;
  @Field(() => ID, { description: 'The category to list it under (an existing Category.id)' }) categoryId!: string;
  @Field(() => [String], {
    description: '1–20 picture URLs, the main one first: absolute http(s) URLs or paths on this shop (/media/…), each up to 2000 characters',
  })
  images!: string[];
  @Field(() => [String], {
    nullable: true,
    description: 'Alt text per picture, by position in `images` (at most one each, up to 300 characters; "" for none). Left out: on an update each kept picture keeps its alt text',
  })
  imageAlts?: string[] | null;
  @Field(() => [String], { description: 'Sizes in display order, up to 30 of up to 40 characters each; duplicates and blanks are dropped; [] for one size' })
  sizes!: string[];
  @Field(() => [String], { description: 'Colours in display order, up to 30 of up to 40 characters each; duplicates and blanks are dropped; [] for no choice' })
  colors!: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'The total stock, spread over the variants when `variants` is not given; left out, a new product has 0 and an update keeps the stock as it is',
  })
  stock?: number | null;
  @Field({ description: 'Show it on the home page and first in FEATURED order' }) featured!: boolean;
  @Field(() => [ProductVariantInput], {
    nullable: true,
    description: 'Stock (and SKU) per size × colour; combinations left out keep their stock (new ones start at 0)',
  })
  variants?: ProductVariantInput[] | null;
}

@InputType({ description: 'Conditions on the product list; every condition given must hold (AND). Leave a field out (or null) to not filter on it.' })
export class ProductFilter {
  @Field(() => ID, { nullable: true, description: 'Only this category (Category.id); an unknown id matches nothing' }) categoryId?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Only these categories (any of them); up to 200 ids' }) categoryIds?: string[] | null;
  @Field(() => String, { nullable: true, description: 'Category name or slug, case-insensitive ("men")' }) category?: string | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Price at least this many rupees' }) minPrice?: number | null;
  @Field(() => MoneyScalar, { nullable: true, description: 'Price at most this many rupees' }) maxPrice?: number | null;
  @Field(() => String, { nullable: true, description: "Full text, in name and description (up to 200 characters): every word, as a word's beginning ('kurt' finds kurta and kurti), plurals included ('sarees'); punctuation is ignored, and a search of punctuation only matches nothing" })
  search?: string | null;
  @Field(() => [String], { nullable: true, description: 'Products having any of these sizes in stock' }) sizes?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'true: only featured products; false: only the others' }) featured?: boolean | null;
  @Field(() => [ID], { nullable: true, description: 'Only these products (Product.id), e.g. for a recently-viewed strip; up to 200; unknown ids are skipped' })
  ids?: string[] | null;
  @Field(() => Boolean, { nullable: true, description: 'true: original price above the price (on sale); false: not on sale' }) onSale?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'true: at least one unit in stock; false: sold out' }) inStock?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Any variant at or below the low-stock threshold (LOW_STOCK_THRESHOLD, default 3)' })
  lowStock?: boolean | null;
  @Field(() => String, { nullable: true, description: "Case-insensitive, in the name or any variant's SKU (the admin's search)" })
  nameOrSku?: string | null;
}

@InputType({ description: '(admin) A product’s id and its new fields (the whole product, as in createProduct)' })
export class UpdateProductInput extends ProductInput {
  @Field(() => ID, { description: 'The product to change' }) id!: string;
}

@InputType({ description: '(admin) The product to delete' })
export class DeleteProductInput {
  @Field(() => ID, { description: 'The product to delete (Product.id)' }) id!: string;
}
