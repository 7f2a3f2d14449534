// GraphQL shape only; the section rules live in content.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@InputType({ description: 'A section of the storefront texts and its new content' })
export class UpdateContentInput {
  @Field({ description: 'The section name, e.g. home or about' }) section!: string;
  @Field(() => GraphQLJSON, { description: 'The whole section: its shape is checked against the section’s rules' }) data!: unknown;
}
