import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('SeoMeta')
export class SeoMetaType {
  @Field(() => ID) id!: string;
  @Field() pageName!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field() keywords!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}
