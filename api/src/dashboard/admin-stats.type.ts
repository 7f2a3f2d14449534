import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { OrderType } from '../orders/order.type';

@ObjectType('AdminStats')
export class AdminStatsType {
  @Field(() => ID, { description: 'Always "admin-stats".' }) id!: string;
  @Field(() => MoneyScalar, { description: 'Sum of the totals of all orders that are not cancelled.' }) totalRevenue!: string;
  @Field(() => Int) totalOrders!: number;
  @Field(() => Int) totalProducts!: number;
  @Field(() => Int) totalCategories!: number;
  /** Resolved by DashboardResolver.recentOrders. */
  @Field(() => [OrderType], { description: 'The 5 newest orders.' }) recentOrders?: OrderType[];
}
