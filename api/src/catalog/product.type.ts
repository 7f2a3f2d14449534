import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DeletePayload, Payload } from '../graphql/payload';
import { CatalogErrors } from './catalog.errors';
import { MoneyScalar } from '../graphql/scalars';
import { Paginated } from '../graphql/paginated';
import { CategoryType } from './category.type';

export enum ProductSort {
  FEATURED = 'FEATURED',
  PRICE_LOW = 'PRICE_LOW',
  PRICE_HIGH = 'PRICE_HIGH',
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  POPULAR = 'POPULAR',
  NAME_ASC = 'NAME_ASC',
  NAME_DESC = 'NAME_DESC',
  STOCK_ASC = 'STOCK_ASC',
  STOCK_DESC = 'STOCK_DESC',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'FEATURED = featured first, then newest; POPULAR = most units sold. Ties are broken by id, so pages are stable.',
});

@ObjectType('ProductVariant', { description: 'One size × colour of a product: the unit of stock. size/color are null when the product has no sizes/colours.' })
export class ProductVariantType {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field({ description: 'Unique stock-keeping unit, e.g. KUR-TEAL-M' }) sku!: string;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => Int) stock!: number;
  @Field({ description: 'stock > 0' }) available!: boolean;
}

@ObjectType('Product')
export class ProductType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => MoneyScalar) price!: unknown;
  @Field(() => MoneyScalar, { nullable: true }) originalPrice!: unknown;
  @Field(() => Int, { description: 'round((original − price) / original × 100) when the original price is higher, else 0' })
  discountPercent!: number;
  @Field(() => ID) categoryId!: string;
  /** Resolved by ProductResolver through the categoryById loader. */
  @Field(() => CategoryType, { nullable: true }) category?: CategoryType | null;
  @Field(() => [String]) images!: string[];
  @Field(() => [String], { description: 'The sizes the product is sold in, in display order' }) sizes!: string[];
  @Field(() => [String], { description: 'The colours the product is sold in, in display order' }) colors!: string[];
  @Field(() => Int, { description: "The sum of the variants' stock" }) stock!: number;
  /** Resolved by ProductResolver (a loader, or the variants a write already read). */
  @Field(() => [ProductVariantType], { description: 'One per size × colour, in display order (sizes, then colours)' })
  variants?: ProductVariantType[];
  @Field() inStock!: boolean;
  @Field() featured!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const ProductPage = Paginated(ProductType, 'ProductPage');

export const ProductPayload = Payload('ProductPayload', CatalogErrors, 'The product after the change, or why it could not be made', {
  product: { type: () => ProductType, description: 'The product after the change' },
});

export const DeleteProductPayload = DeletePayload('DeleteProductPayload', CatalogErrors, 'Product');
