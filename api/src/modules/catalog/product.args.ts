import { ArgsType, Field, Int } from 'type-graphql';
import { ProductFilter } from './product.input';
import { ProductSort } from './product.type';

@ArgsType()
export class ProductsArgs {
  @Field(() => ProductFilter, { nullable: true, description: 'Which products; left out, all of them' }) filter?: ProductFilter | null;
  @Field(() => ProductSort, { nullable: true, description: 'The order; left out, RELEVANCE with a search and FEATURED without' })
  sort?: ProductSort | null;
  @Field(() => Int, { nullable: true, defaultValue: 12, description: 'Page size, 1–100 (values outside are clamped); 12 when left out' })
  limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many products to skip, 0–1,000,000; 0 when left out' })
  offset?: number | null;
}
