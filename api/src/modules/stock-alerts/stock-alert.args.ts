import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class StockAlertDemandArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'At most 100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Products to skip' }) offset?: number | null;
}
