// GraphQL shape only; the rules and messages live in seo.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType()
export class SeoMetaInput {
  @Field() pageName!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() keywords!: string;
}
