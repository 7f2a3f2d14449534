import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { Paginated } from '../graphql/paginated';
import { ProductType } from '../catalog/product.type';
import { CART_TOKEN_CODES, CartType } from '../cart/cart.type';
import { PaymentSessionType } from '../payments/payment.type';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

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

export const CheckoutErrors = domainErrors('Checkout', {
  ...COMMON_CODES,
  OUT_OF_STOCK: 'A variant has fewer pieces in stock than the order asks for; `field` names the line',
  PRICES_CHANGED: 'The server’s figures differ from `expected` by more than ₹0.01: fetch checkoutQuote and show the new figures',
  PAYMENT_ALREADY_USED: 'The online payment was already used for another order',
  PAYMENT_PROVIDER_ERROR: 'The payment provider could not be reached or refused the request; try again',
  IDEMPOTENCY_KEY_REUSED: 'The idempotency key was used with a different input, or its first placement is still running',
  ...CART_TOKEN_CODES,
});

export const OrderErrors = domainErrors('Order', {
  ...COMMON_CODES,
  STATUS_NOT_ALLOWED: 'The workflow does not allow this status change from the order’s current status',
});

export const PlaceOrderPayload = Payload('PlaceOrderPayload', CheckoutErrors, 'The order placed, or why it was not', {
  order: { type: () => OrderType, description: 'The order just placed (or, for a repeated idempotency key, the order it placed)' },
  orderToken: { type: () => String, description: 'An unguessable token that reads this order with orderByToken (for a guest’s confirmation page); keep it private' },
});

export const StartPaymentPayload = Payload('StartPaymentPayload', CheckoutErrors, 'The provider order for this checkout, or why it could not be created', {
  payment: { type: () => PaymentSessionType, description: 'What the browser needs to open the payment window' },
});

export const ReorderPayload = Payload('ReorderPayload', OrderErrors, 'The cart after putting an earlier order’s items back', {
  cart: { type: () => CartType, description: 'The signed-in customer’s cart' },
  added: { type: () => Int, description: 'Lines put in the cart' },
  skipped: { type: () => [String], description: 'One sentence per line not put in the cart, naming the product' },
});

export const OrderPayload = Payload('OrderPayload', OrderErrors, 'The order after the change, or why it could not be made', {
  order: { type: () => OrderType, description: 'The order after the change' },
});
