// GraphQL shape only; the rules and messages live in seo.schemas.ts, applied by the service.
import { Field, ID, InputType } from 'type-graphql';

@InputType()
export class SeoMetaInput {
  @Field() pageName!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() keywords!: string;
}

@InputType({ description: 'An SEO entry’s id and its new fields' })
export class UpdateSeoMetaInput extends SeoMetaInput {
  @Field(() => ID, { description: 'The SEO entry to change' }) id!: string;
}

@InputType({ description: 'The SEO entry to delete' })
export class DeleteSeoMetaInput {
  @Field(() => ID, { description: 'The SEO entry to delete' }) id!: string;
}
