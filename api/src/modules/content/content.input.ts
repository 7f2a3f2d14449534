// GraphQL shape only; the section rules live in content.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@InputType({ description: '(admin) A section of the storefront texts and its new content' })
export class UpdateContentInput {
  @Field({ description: 'The section name, one of: home, about, contact (free-form) and size-guide, shipping, faq, privacy-policy, terms, return-policy, refund-policy, cookie-policy (footer pages)' }) section!: string;
  @Field(() => GraphQLJSON, { description: 'The whole section as a JSON object, at most 100 KB; footer pages need { title, intro?, sections: [{ heading, paragraphs }] }' }) data!: unknown;
}
