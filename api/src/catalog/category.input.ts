// GraphQL shape only; rules and messages live in category.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType()
export class CategoryInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) image?: string | null;
}
