// GraphQL shape only; rules and messages live in category.schemas.ts, applied by the service.
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: '(admin) A category as the admin’s form sends it; failures come back as INVALID with the field named' })
export class CategoryInput {
  @Field({ description: 'The name, 1–100 characters (trimmed), unique; the slug is made from it' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Up to 1000 characters; null or "" for none' }) description?: string | null;
  @Field(() => String, { nullable: true, description: 'Picture URL: absolute http(s) or a path on this shop (/media/…), up to 2000 characters; null or "" for none' })
  image?: string | null;
}

@InputType({ description: '(admin) A category’s id and its new fields' })
export class UpdateCategoryInput extends CategoryInput {
  @Field(() => ID, { description: 'The category to change' }) id!: string;
}

@InputType({ description: '(admin) The category to delete (it must have no products)' })
export class DeleteCategoryInput {
  @Field(() => ID, { description: 'The category to delete' }) id!: string;
}
