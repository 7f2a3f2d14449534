import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { listCost, passwordCost } from '../graphql/limits';
import { MoneyScalar } from '../graphql/scalars';
import { paiseToString, toPaise } from '../common/money';
import { ProductType } from '../catalog/product.type';
import { PaymentSessionType } from '../payments/payment.type';
import type { OrderItem } from '../generated/prisma/client';
import type { OrderRow } from './order.service';
import { allowedNextStatuses } from './order-status';
import { CheckoutQuoteType, OrderItemType, OrderPage, OrderStatusEnum, OrderTrackingType, OrderType, ReorderResultType } from './order.type';
import { CheckoutInput, PlaceOrderInput } from './order.input';
import { MyOrdersArgs, OrdersArgs } from './order.args';

/** The shop side: checkout (public), the customer's own orders, public tracking. */
@Resolver()
export class OrderShopResolver {
  @Query(() => CheckoutQuoteType, { description: "Server figures for the checkout summary; a coupon that does not apply sets couponMessage" })
  checkoutQuote(@Arg('input', () => CheckoutInput) input: CheckoutInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.checkout.quote(ctx, input);
  }

  @Authorized()
  @Query(() => OrderPage, { complexity: listCost, description: 'The signed-in customer’s orders, newest first' })
  myOrders(@Args() args: MyOrdersArgs, @Ctx() { ctx, services }: GraphQLContext) {
    return services.orders.myOrders(ctx, args);
  }

  @Query(() => OrderType, { description: "The owner's or an admin's; NOT_FOUND 'Order not found' for anyone else" })
  order(@Arg('id', () => ID) id: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.orders.get(ctx, id);
  }

  @Query(() => OrderTrackingType, { description: "Public: full id or ≥ 8-character prefix plus the order e-mail; NOT_FOUND 'Order not found'" })
  trackOrder(@Arg('orderId', () => String) orderId: string, @Arg('email', () => String) email: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.orders.track(ctx, { orderId, email });
  }

  @Mutation(() => PaymentSessionType, { description: 'Creates the provider order for the server total of this checkout' })
  startPayment(@Arg('input', () => CheckoutInput) input: CheckoutInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.checkout.startPayment(ctx, input);
  }

  @Mutation(() => OrderType, { complexity: passwordCost, description: 'Guests, customers and fresh registrations; PRICES_CHANGED / OUT_OF_STOCK (409) when the server disagrees; a repeat with the same idempotencyKey answers the same order' })
  placeOrder(@Arg('input', () => PlaceOrderInput) input: PlaceOrderInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.checkout.placeOrder(ctx, input);
  }

  @Authorized()
  @Mutation(() => ReorderResultType, { description: 'Own orders only: puts the items still for sale back in the cart' })
  reorder(@Arg('orderId', () => ID) orderId: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.orders.reorder(ctx, orderId);
  }
}

@Resolver()
export class OrderAdminResolver {
  @Authorized('admin')
  @Query(() => OrderPage, { complexity: listCost, description: '(admin) Every order; search = id prefix' })
  orders(@Args() args: OrdersArgs, @Ctx() { ctx, services }: GraphQLContext) {
    return services.orders.list(ctx, args);
  }

  @Authorized('admin')
  @Mutation(() => OrderType, { description: "(admin) Along the workflow only; 409 'Cannot change order status from X to Y' otherwise" })
  updateOrderStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatusEnum) status: OrderStatusEnum,
    @Ctx() { ctx, services }: GraphQLContext,
  ) {
    return services.orders.updateStatus(ctx, id, status);
  }
}

@Resolver(() => OrderType)
export class OrderResolver {
  @FieldResolver(() => [OrderItemType])
  items(@Root() order: OrderRow, @Ctx() { loaders }: GraphQLContext): Promise<OrderItem[]> | OrderItem[] {
    return 'items' in order ? order.items : loaders.orderItems.load(order.id);
  }

  @FieldResolver(() => Int)
  async itemCount(@Root() order: OrderRow, @Ctx() context: GraphQLContext): Promise<number> {
    return (await this.items(order, context)).reduce((n, i) => n + i.quantity, 0);
  }

  @FieldResolver(() => [OrderStatusEnum])
  allowedNextStatuses(@Root() order: OrderRow) {
    return allowedNextStatuses(order.status);
  }
}

@Resolver(() => OrderItemType)
export class OrderItemResolver {
  @FieldResolver(() => ProductType, { nullable: true })
  product(@Root() item: OrderItem, @Ctx() { loaders }: GraphQLContext) {
    return item.productId ? loaders.productById.load(item.productId) : null;
  }

  @FieldResolver(() => MoneyScalar)
  lineTotal(@Root() item: OrderItem): string {
    return paiseToString(toPaise(item.price) * item.quantity);
  }
}
