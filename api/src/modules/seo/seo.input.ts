// GraphQL shape only; the rules and messages live in seo.schemas.ts, applied by the service.
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: '(admin) The head tags of one page; failures come back as INVALID with the field named' })
export class SeoMetaInput {
  @Field({ description: 'One of: home, shop, about, contact, product, cart, checkout, account (any letter case; stored lower-case). DUPLICATE_PAGE when the page already has an entry' })
  pageName!: string;
  @Field({ description: 'The <title>, 1–60 characters (trimmed)' }) title!: string;
  @Field({ description: 'The meta description, 1–160 characters (trimmed)' }) description!: string;
  @Field({ description: 'The meta keywords, comma-separated, 1–500 characters (trimmed)' }) keywords!: string;
}

@InputType({ description: '(admin) An SEO entry’s id and its new fields' })
export class UpdateSeoMetaInput extends SeoMetaInput {
  @Field(() => ID, { description: 'The SEO entry to change' }) id!: string;
}

@InputType({ description: '(admin) The SEO entry to delete' })
export class DeleteSeoMetaInput {
  @Field(() => ID, { description: 'The SEO entry to delete' }) id!: string;
}
