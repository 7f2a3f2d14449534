// GraphQL shape only; rules and messages live in category.schemas.ts, applied by the service.
import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class CategoryInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
}

@InputType({ description: 'A category’s id and its new fields' })
export class UpdateCategoryInput extends CategoryInput {
  @Field(() => ID, { description: 'The category to change' }) id!: string;
}

@InputType({ description: 'The category to delete (it must have no products)' })
export class DeleteCategoryInput {
  @Field(() => ID, { description: 'The category to delete' }) id!: string;
}
