import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

@ObjectType('ContentSection')
export class ContentSectionType {
  @Field(() => ID) id!: string;
  @Field() section!: string;
  @Field(() => GraphQLJSON) data!: unknown;
  @Field() updatedAt!: Date;
}

export const ContentErrors = domainErrors('Content', { ...COMMON_CODES });

export const ContentSectionPayload = Payload('ContentSectionPayload', ContentErrors, 'The section after the change, or why it could not be made', {
  section: { type: () => ContentSectionType, description: 'The section after the change' },
});
