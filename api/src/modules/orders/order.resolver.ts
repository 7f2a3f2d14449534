import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { OrdersContext } from './orders.context';
import { listCost, passwordCost } from '../../platform/graphql/limits';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { paiseToString, toPaise } from '../../platform/common/money';
import { ProductType } from '../catalog';
import type { OrderItem, OrderStatusChange } from '../../generated/prisma/client';
import type { OrderRow } from './order.service';
import { allowedNextStatuses } from './order-status';
import { toHistoryEntry, type StatusHistoryEntry } from './status-history';
import { orNull, payload } from '../../platform/graphql/payload';
import { CheckoutErrors, OrderStatusEnum, OrderStatusChangeType, CheckoutQuoteType, OrderErrors, OrderItemType, OrderPage, OrderPayload, OrderTrackingType, OrderType, PlaceOrderPayload, ReorderPayload, StartPaymentPayload } from './order.type';
import { CheckoutInput, PlaceOrderInput, ReorderInput, UpdateOrderStatusInput } from './order.input';
import { MyOrdersArgs, OrdersArgs } from './order.args';
import type { ApiKeyScope } from '../../platform/common/context';

/** The shop side: checkout (public), the customer's own orders, public tracking. */
@Resolver()
export class OrderShopResolver {
  @Query(() => CheckoutQuoteType, { description: "Server figures for the checkout summary; a coupon that does not apply sets couponMessage" })
  checkoutQuote(@Arg('input', () => CheckoutInput, { description: 'The lines, coupon and address' }) input: CheckoutInput, @Ctx() { ctx, services }: OrdersContext) {
    return services.checkout.quote(ctx, input);
  }

  @Authorized()
  @Query(() => OrderPage, { complexity: listCost, description: 'The signed-in customer’s orders, newest first' })
  myOrders(@Args() args: MyOrdersArgs, @Ctx() { ctx, services }: OrdersContext) {
    return services.orders.myOrders(ctx, args);
  }

  @Query(() => OrderType, { nullable: true, description: "An order by id, for its owner or an admin; null for anyone else or an unknown id" })
  order(@Arg('id', () => ID, { description: 'Order.id' }) id: string, @Ctx() { ctx, services }: OrdersContext) {
    return orNull(() => services.orders.get(ctx, id));
  }

  @Query(() => OrderType, {
    nullable: true,
    description: 'Public: the whole order to whoever holds its access token (Order.accessToken, PlaceOrderPayload.orderToken); null for an unknown token. Throttled per client.',
  })
  orderByToken(@Arg('token', () => String, { description: 'The order’s access token' }) token: string, @Ctx() { ctx, services }: OrdersContext) {
    return orNull(() => services.orders.getByToken(ctx, token));
  }

  @Query(() => OrderTrackingType, { nullable: true, description: 'Public: an order’s progress by its full id or ≥ 8-character prefix plus the order e-mail; null when no order matches both' })
  trackOrder(
    @Arg('orderId', () => String, { description: 'The full order id or its first 8+ characters (the order number without #)' }) orderId: string,
    @Arg('email', () => String, { description: 'The order’s e-mail' }) email: string,
    @Ctx() { ctx, services }: OrdersContext) {
    return orNull(() => services.orders.track(ctx, { orderId, email }));
  }

  @Mutation(() => StartPaymentPayload, { description: 'Creates the provider order for the server total of this checkout' })
  startPayment(@Arg('input', () => CheckoutInput, { description: 'The checkout to pay for' }) input: CheckoutInput, @Ctx() { ctx, services }: OrdersContext) {
    return payload(CheckoutErrors, async () => ({ payment: await services.checkout.startPayment(ctx, input) }));
  }

  @Mutation(() => PlaceOrderPayload, {
    complexity: passwordCost,
    description: 'Guests, customers and fresh registrations. PRICES_CHANGED / OUT_OF_STOCK when the server disagrees with the client; a repeat with the same idempotencyKey answers the same order.',
  })
  placeOrder(@Arg('input', () => PlaceOrderInput, { description: 'The order to place' }) input: PlaceOrderInput, @Ctx() { ctx, services }: OrdersContext) {
    return payload(CheckoutErrors, async () => {
      const order = await services.checkout.placeOrder(ctx, input);
      return { order, orderToken: order.accessToken };
    });
  }

  @Authorized()
  @Mutation(() => ReorderPayload, { description: 'Own orders only: puts the items still for sale back in the cart' })
  reorder(@Arg('input', { description: 'The earlier order' }) { orderId }: ReorderInput, @Ctx() { ctx, services }: OrdersContext) {
    return payload(OrderErrors, () => services.orders.reorder(ctx, orderId));
  }
}

@Resolver()
export class OrderAdminResolver {
  @Authorized<ApiKeyScope>('orders_read')
  @Query(() => OrderPage, { complexity: listCost, description: '(admin) Every order; search = id prefix' })
  orders(@Args() args: OrdersArgs, @Ctx() { ctx, services }: OrdersContext) {
    return services.orders.list(ctx, args);
  }

  @Authorized<ApiKeyScope>('orders_write')
  @Mutation(() => OrderPayload, { description: '(admin) Along the workflow only: STATUS_NOT_ALLOWED otherwise (e.g. from delivered to pending)' })
  updateOrderStatus(@Arg('input', { description: 'The order and its next status' }) { id, status }: UpdateOrderStatusInput, @Ctx() { ctx, services }: OrdersContext) {
    return payload(OrderErrors, async () => ({ order: await services.orders.updateStatus(ctx, id, status) }));
  }
}

@Resolver(() => OrderType)
export class OrderResolver {
  @FieldResolver(() => [OrderItemType], { description: 'The lines, in the order the shopper added them' })
  items(@Root() order: OrderRow, @Ctx() { loaders }: OrdersContext): Promise<OrderItem[]> | OrderItem[] {
    return 'items' in order ? order.items : loaders.orderItems.load(order.id);
  }

  @FieldResolver(() => Int, { description: 'Units in the order (sum of quantities)' })
  async itemCount(@Root() order: OrderRow, @Ctx() context: OrdersContext): Promise<number> {
    return (await this.items(order, context)).reduce((n, i) => n + i.quantity, 0);
  }

  @FieldResolver(() => [OrderStatusChangeType], { description: 'Every status the order has had, oldest first, starting with its placement (pending)' })
  async statusHistory(@Root() order: OrderRow, @Ctx() { loaders }: OrdersContext): Promise<StatusHistoryEntry[]> {
    const rows: OrderStatusChange[] = 'statusChanges' in order ? order.statusChanges : await loaders.orderHistory.load(order.id);
    return rows.map(toHistoryEntry);
  }

  @FieldResolver(() => [OrderStatusEnum], { description: 'The statuses an admin may move the order to now (empty once delivered or cancelled)' })
  allowedNextStatuses(@Root() order: OrderRow) {
    return allowedNextStatuses(order.status);
  }
}

@Resolver(() => OrderItemType)
export class OrderItemResolver {
  @FieldResolver(() => ProductType, { nullable: true, description: 'The product as it is now; null once it is deleted (the snapshot fields stay)' })
  product(@Root() item: OrderItem, @Ctx() { loaders }: OrdersContext) {
    return item.productId ? loaders.productById.load(item.productId) : null;
  }

  @FieldResolver(() => MoneyScalar, { description: 'price × quantity' })
  lineTotal(@Root() item: OrderItem): string {
    return paiseToString(toPaise(item.price) * item.quantity);
  }
}
