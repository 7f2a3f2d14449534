import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DeletePayload, Payload } from '../../platform/graphql/payload';
import { CatalogErrors } from './catalog.errors';

@ObjectType('Category', { description: 'A department of the shop (Men, Women, Kids, Elders…); every product is listed under one. Public.' })
export class CategoryType {
  @Field(() => ID, { description: 'The category’s id (a UUID)' }) id!: string;
  @Field({ description: 'The name shown in menus and filters, unique (1–100 characters)' }) name!: string;
  @Field({ description: 'The name for URLs and the `category` filter, made from the name: "Men\'s Wear" → "mens-wear"' }) slug!: string;
  @Field(() => String, { nullable: true, description: 'A line or two about the category, up to 1000 characters; null when there is none' })
  description!: string | null;
  @Field(() => String, { nullable: true, description: 'Picture URL (absolute http(s) or a path on this shop such as /media/…); null when there is none' })
  image!: string | null;
  /** The maintained column when the category was read with it (categories list, categoryById loader); else CategoryResolver's productCountByCategory loader. */
  @Field(() => Int, { description: 'How many products are listed under the category, in stock or not' }) productCount!: number;
  @Field({ description: 'When the category was created (DateTimeISO); the categories list is in this order' }) createdAt!: Date;
  @Field({ description: 'When the category last changed (DateTimeISO)' }) updatedAt!: Date;
}

export const CategoryPayload = Payload('CategoryPayload', CatalogErrors, 'The category after the change, or why it could not be made', {
  category: { type: () => CategoryType, description: 'The category after the change' },
});

export const DeleteCategoryPayload = DeletePayload('DeleteCategoryPayload', CatalogErrors, 'Category');
