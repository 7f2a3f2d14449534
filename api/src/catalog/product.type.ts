import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
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
  @Field(() => [String]) sizes!: string[];
  @Field(() => [String]) colors!: string[];
  @Field(() => Int) stock!: number;
  @Field() inStock!: boolean;
  @Field() featured!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const ProductPage = Paginated(ProductType, 'ProductPage');
