import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { OrderType } from '../orders';

@ObjectType('AdminStats', { description: '(admin) The figures of the admin dashboard: exact counts and sums over the whole database, as of this request.' })
export class AdminStatsType {
  @Field(() => ID, { description: 'Always "admin-stats" (one object, so the client cache updates it in place)' }) id!: string;
  @Field(() => MoneyScalar, { description: 'Revenue received, in rupees: what every order was paid (online at checkout, on delivery once marked paid) minus what was refunded, e.g. "125499.00"' })
  totalRevenue!: string;
  @Field(() => Int, { description: 'Every order ever placed, cancelled ones included' }) totalOrders!: number;
  @Field(() => Int, { description: 'Products in the catalogue, in stock or not' }) totalProducts!: number;
  @Field(() => Int, { description: 'Categories in the catalogue' }) totalCategories!: number;
  /** Resolved by DashboardResolver.recentOrders. */
  @Field(() => [OrderType], { description: 'The 5 newest orders, newest first.' }) recentOrders?: OrderType[];
}
