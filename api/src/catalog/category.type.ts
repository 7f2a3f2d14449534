import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Category')
export class CategoryType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() slug!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) image!: string | null;
  /** Resolved by CategoryResolver through the productCountByCategory loader (one GROUP BY per request). */
  @Field(() => Int) productCount!: number;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}
