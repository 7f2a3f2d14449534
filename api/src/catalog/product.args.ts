import { ArgsType, Field, Int } from 'type-graphql';
import { ProductFilter } from './product.input';
import { ProductSort } from './product.type';

@ArgsType()
export class ProductsArgs {
  @Field(() => ProductFilter, { nullable: true }) filter?: ProductFilter | null;
  @Field(() => ProductSort, { nullable: true, defaultValue: ProductSort.FEATURED }) sort?: ProductSort | null;
  @Field(() => Int, { nullable: true, defaultValue: 12, description: 'At most 100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) offset?: number | null;
}
