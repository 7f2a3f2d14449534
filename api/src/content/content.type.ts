import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSON } from 'graphql-scalars';

@ObjectType('ContentSection')
export class ContentSectionType {
  @Field(() => ID) id!: string;
  @Field() section!: string;
  @Field(() => GraphQLJSON) data!: unknown;
  @Field() updatedAt!: Date;
}
