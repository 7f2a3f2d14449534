import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DeletePayload, Payload } from '../graphql/payload';
import { CatalogErrors } from './catalog.errors';

@ObjectType('Category')
export class CategoryType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() slug!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  /** Resolved by CategoryResolver through the productCountByCategory loader (one GROUP BY per request). */
  @Field(() => Int) productCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const CategoryPayload = Payload('CategoryPayload', CatalogErrors, 'The category after the change, or why it could not be made', {
  category: { type: () => CategoryType, description: 'The category after the change' },
});

export const DeleteCategoryPayload = DeletePayload('DeleteCategoryPayload', CatalogErrors, 'Category');
