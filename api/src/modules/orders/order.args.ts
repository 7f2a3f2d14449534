import { ArgsType, Field, Int } from 'type-graphql';
import { OrderSort, OrderStatusEnum, type OrderStatusValue } from './order.type';

@ArgsType()
export class MyOrdersArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'At most 100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Orders to skip' }) offset?: number | null;
}

@ArgsType()
export class OrdersArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Keyset paging: the endCursor of the previous page (same sort and filters); the page after it, O(page) at any depth. offset then counts from the cursor',
  })
  after?: string | null;
  @Field(() => OrderStatusEnum, { nullable: true, description: 'Only orders in this status' }) status?: OrderStatusValue | null;
  @Field(() => String, { nullable: true, description: 'Order id prefix, e.g. the 8 characters the shop shows' }) search?: string | null;
  @Field(() => OrderSort, { nullable: true, defaultValue: OrderSort.NEWEST, description: 'The order of the list' }) sort?: OrderSort | null;
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'At most 100' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'Orders to skip' }) offset?: number | null;
}
