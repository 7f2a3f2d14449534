import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { Paginated } from '../graphql/paginated';
import { ProductType } from '../catalog/product.type';
import { CartType } from '../cart/cart.type';

export enum OrderStatusEnum {
  pending = 'pending',
  processing = 'processing',
  shipped = 'shipped',
  delivered = 'delivered',
  cancelled = 'cancelled',
}
registerEnumType(OrderStatusEnum, { name: 'OrderStatus' });

export enum PaymentMethodEnum {
  razorpay = 'razorpay',
  card = 'card',
}
registerEnumType(PaymentMethodEnum, { name: 'PaymentMethod', valuesConfig: { card: { description: 'Pay on delivery: the shop never collects card numbers' } } });

export enum PaymentStatusEnum {
  unpaid = 'unpaid',
  paid = 'paid',
  refunded = 'refunded',
}
registerEnumType(PaymentStatusEnum, { name: 'PaymentStatus' });

export enum OrderSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  TOTAL_HIGH = 'TOTAL_HIGH',
  TOTAL_LOW = 'TOTAL_LOW',
}
registerEnumType(OrderSort, { name: 'OrderSort' });

@ObjectType('Address')
export class AddressType {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() address!: string;
  @Field() city!: string;
  @Field() zipCode!: string;
  @Field() country!: string;
}

@ObjectType('OrderItem')
export class OrderItemType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) productId!: string | null;
  /** Resolved by OrderItemResolver through the productById loader. */
  @Field(() => ProductType, { nullable: true, description: 'null once the product is deleted; the snapshot fields stay' })
  product?: ProductType | null;
  @Field({ description: 'Product name when ordered' }) name!: string;
  @Field(() => String, { nullable: true, description: 'First product image when ordered' }) image!: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => MoneyScalar, { description: 'Unit price when ordered' }) price!: unknown;
  /** Resolved by OrderItemResolver: price × quantity. */
  @Field(() => MoneyScalar) lineTotal?: string;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => String, { nullable: true }) color!: string | null;
  @Field(() => ID, { nullable: true, description: 'The variant sold; null once the shop stopped selling it' }) variantId!: string | null;
  @Field(() => String, { nullable: true, description: 'The SKU when ordered (null for orders placed before variants)' }) sku!: string | null;
}

@ObjectType('Order')
export class OrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true, description: 'null for guest orders' }) userId!: string | null;
  @Field(() => OrderStatusEnum) status!: OrderStatusEnum;
  @Field({ description: 'The shipping address e-mail' }) email!: string;
  @Field(() => MoneyScalar) subtotal!: unknown;
  @Field(() => MoneyScalar) shipping!: unknown;
  @Field(() => MoneyScalar) tax!: unknown;
  @Field(() => MoneyScalar) discount!: unknown;
  @Field(() => MoneyScalar) total!: unknown;
  @Field(() => String, { nullable: true }) couponCode!: string | null;
  @Field(() => AddressType) shippingAddress!: unknown;
  @Field(() => AddressType) billingAddress!: unknown;
  @Field(() => PaymentMethodEnum) paymentMethod!: PaymentMethodEnum;
  @Field(() => PaymentStatusEnum) paymentStatus!: PaymentStatusEnum;
  @Field(() => String, { nullable: true, description: "The provider's payment id" }) paymentId!: string | null;
  /** Resolved by OrderResolver through the orderItems loader (one query per page). */
  @Field(() => [OrderItemType]) items?: OrderItemType[];
  @Field(() => Int, { description: 'Units in the order (sum of quantities)' }) itemCount?: number;
  @Field(() => [OrderStatusEnum], { description: 'Workflow: pending→processing→shipped→delivered; pending|processing→cancelled' })
  allowedNextStatuses?: OrderStatusEnum[];
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const OrderPage = Paginated(OrderType, 'OrderPage');

@ObjectType('OrderTracking')
export class OrderTrackingType {
  @Field(() => ID) id!: string;
  @Field(() => OrderStatusEnum) status!: OrderStatusEnum;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => MoneyScalar) total!: unknown;
  @Field(() => Int, { description: 'Units in the order' }) itemCount!: number;
}

@ObjectType('CheckoutQuote')
export class CheckoutQuoteType {
  @Field(() => MoneyScalar) subtotal!: string;
  @Field(() => MoneyScalar) shipping!: string;
  @Field(() => MoneyScalar) tax!: string;
  @Field(() => MoneyScalar) discount!: string;
  @Field(() => MoneyScalar) total!: string;
  @Field(() => String, { nullable: true, description: 'The applied coupon (normalized), null when none applied' }) couponCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Why a given coupon did not apply' }) couponMessage!: string | null;
}

@ObjectType('ReorderResult')
export class ReorderResultType {
  @Field(() => CartType) cart!: CartType;
  @Field(() => Int, { description: 'Lines put in the cart' }) added!: number;
  @Field(() => [String], { description: 'One sentence per line not put in the cart, naming the product' }) skipped!: string[];
}
