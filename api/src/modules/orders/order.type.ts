import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { registerCasedEnum, type EnumValueOf } from '../../platform/graphql/enums';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { Paginated } from '../../platform/graphql/paginated';
import { ProductType } from '../catalog';
import { CART_TOKEN_CODES, CartType } from '../cart';
import { PaymentSessionType } from '../payments';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

export const OrderStatusEnum = registerCasedEnum('OrderStatus', 'Where an order is in its workflow: PENDING → PROCESSING → SHIPPED → DELIVERED, or PENDING/PROCESSING → CANCELLED', {
  PENDING: { value: 'pending', description: 'Placed; the shop has not started on it yet' },
  PROCESSING: { value: 'processing', description: 'The shop is packing it' },
  SHIPPED: { value: 'shipped', description: 'On its way to the shipping address' },
  DELIVERED: { value: 'delivered', description: 'Handed over; the end of the workflow' },
  CANCELLED: { value: 'cancelled', description: 'Cancelled before shipping; its pieces went back into stock and its coupon use (if any) back to the coupon' },
});
export type OrderStatusValue = EnumValueOf<typeof OrderStatusEnum>;

export const PaymentMethodEnum = registerCasedEnum('PaymentMethod', 'How the shopper pays', {
  RAZORPAY: {
    value: 'razorpay',
    description:
      'Online, through Razorpay (or the local sandbox, which takes no money, when the shop has no keys and allows it): the order is placed only with a verified payment, whose proof goes in PlaceOrderInput.payment; refused with ONLINE_PAYMENT_UNAVAILABLE when CheckoutQuote.paymentProvider is null',
  },
  PAY_ON_DELIVERY: { value: 'card', description: 'Pay on delivery, in cash or UPI at the door; the shop never collects card numbers (the old name `card` is kept for the specification’s clients)' },
});
export type PaymentMethodValue = EnumValueOf<typeof PaymentMethodEnum>;

export const PaymentStatusEnum = registerCasedEnum('PaymentStatus', 'Whether the shop has the money for an order', {
  UNPAID: { value: 'unpaid', description: 'Not paid yet (pay on delivery until the courier collects)' },
  PAID: { value: 'paid', description: 'Paid online with a verified payment' },
  REFUNDED: { value: 'refunded', description: 'Paid, then given back' },
});
export type PaymentStatusValue = EnumValueOf<typeof PaymentStatusEnum>;

export enum OrderSort {
  NEWEST = 'NEWEST',
  OLDEST = 'OLDEST',
  TOTAL_HIGH = 'TOTAL_HIGH',
  TOTAL_LOW = 'TOTAL_LOW',
}
registerEnumType(OrderSort, {
  name: 'OrderSort',
  description: 'The order of an admin’s order list; ties are broken by id',
  valuesConfig: {
    NEWEST: { description: 'Newest first (the default)' },
    OLDEST: { description: 'Oldest first' },
    TOTAL_HIGH: { description: 'Largest total first' },
    TOTAL_LOW: { description: 'Smallest total first' },
  },
});

export enum StatusActorEnum {
  SHOPPER = 'shopper',
  ADMIN = 'admin',
  API_KEY = 'api_key',
  SYSTEM = 'system',
}
registerEnumType(StatusActorEnum, {
  name: 'StatusActor',
  description: 'Who changed an order’s status',
  valuesConfig: {
    SHOPPER: { description: 'The shopper who placed the order (a guest or a customer)' },
    ADMIN: { description: 'A shop admin' },
    API_KEY: { description: 'An integration, with an API key' },
    SYSTEM: { description: 'The shop itself (a script or an automatic step)' },
  },
});

@ObjectType('OrderStatusChange', { description: 'One step of an order’s status history' })
export class OrderStatusChangeType {
  @Field(() => OrderStatusEnum, { nullable: true, description: 'The status before; null for the placement, and for history recorded before this field existed' })
  from!: OrderStatusValue | null;
  @Field(() => OrderStatusEnum, { description: 'The status after' }) to!: OrderStatusValue;
  @Field({ description: 'When the change was made' }) at!: Date;
  @Field(() => StatusActorEnum, { nullable: true, description: 'Who made it; null when unknown (orders placed before the history was kept)' })
  actor!: StatusActorEnum | null;
}

@ObjectType('Address', { description: 'A shipping or billing address as given at checkout' })
export class AddressType {
  @Field({ description: 'First name' }) firstName!: string;
  @Field({ description: 'Last name' }) lastName!: string;
  @Field({ description: 'E-mail for this address (the shipping address’s is the order’s e-mail)' }) email!: string;
  @Field({ description: 'Phone number for the courier' }) phone!: string;
  @Field({ description: 'Street address, house and area' }) address!: string;
  @Field({ description: 'City (Vadodara: the shop delivers there only)' }) city!: string;
  @Field({ description: 'PIN code' }) zipCode!: string;
  @Field({ description: 'Country (India)' }) country!: string;
}

@ObjectType('OrderItem', { description: 'One line of an order: a snapshot of the variant as it was sold, unaffected by later catalogue changes' })
export class OrderItemType {
  @Field(() => ID, { description: 'The line’s id' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The product sold; null once the product is deleted' }) productId!: string | null;
  /** Resolved by OrderItemResolver through the productById loader. */
  @Field(() => ProductType, { nullable: true, description: 'The product as it is now; null once it is deleted (the snapshot fields stay)' })
  product?: ProductType | null;
  @Field({ description: 'Product name when ordered' }) name!: string;
  @Field(() => String, { nullable: true, description: 'First product image when ordered' }) image!: string | null;
  @Field(() => Int, { description: 'Pieces ordered' }) quantity!: number;
  @Field(() => MoneyScalar, { description: 'Unit price when ordered' }) price!: unknown;
  /** Resolved by OrderItemResolver: price × quantity. */
  @Field(() => MoneyScalar, { description: 'price × quantity' }) lineTotal?: string;
  @Field(() => String, { nullable: true, description: 'The size ordered; null when the product has no sizes' }) size!: string | null;
  @Field(() => String, { nullable: true, description: 'The colour ordered; null when the product has no colours' }) color!: string | null;
  @Field(() => ID, { nullable: true, description: 'The variant sold; null once the shop stopped selling it' }) variantId!: string | null;
  @Field(() => String, { nullable: true, description: 'The SKU when ordered (null for orders placed before variants)' }) sku!: string | null;
}

@ObjectType('Order', { description: 'An order as its owner, an admin or the holder of its token sees it. Money fields are the server’s figures at the time of ordering.' })
export class OrderType {
  @Field(() => ID, { description: 'The order’s id; the shop shows its first 8 characters in upper case as the order number (#ABCD1234)' }) id!: string;
  @Field(() => ID, { nullable: true, description: 'The customer’s user id; null for guest orders' }) userId!: string | null;
  @Field(() => OrderStatusEnum, { description: 'Where the order is in its workflow' }) status!: OrderStatusValue;
  @Field({ description: 'The shipping address e-mail' }) email!: string;
  @Field(() => MoneyScalar, { description: 'Sum of the lines before the discount' }) subtotal!: unknown;
  @Field(() => MoneyScalar, { description: 'Delivery charge (always 0.00: delivery within Vadodara is free)' }) shipping!: unknown;
  @Field(() => MoneyScalar, { description: 'Tax charged on top (0.00: prices include GST)' }) tax!: unknown;
  @Field(() => MoneyScalar, { description: 'The coupon’s discount' }) discount!: unknown;
  @Field(() => MoneyScalar, { description: 'What the shopper pays: subtotal − discount + shipping + tax' }) total!: unknown;
  @Field(() => String, { nullable: true, description: 'The coupon applied, null when none' }) couponCode!: string | null;
  @Field(() => AddressType, { description: 'Where the order goes' }) shippingAddress!: unknown;
  @Field(() => AddressType, { description: 'The billing address (the shipping address unless another was given)' }) billingAddress!: unknown;
  @Field(() => PaymentMethodEnum, { description: 'How the shopper pays' }) paymentMethod!: PaymentMethodValue;
  @Field(() => PaymentStatusEnum, { description: 'Whether the shop has the money' }) paymentStatus!: PaymentStatusValue;
  @Field(() => String, { nullable: true, description: "The provider's payment id" }) paymentId!: string | null;
  @Field(() => String, {
    description:
      'An unguessable token (base64url, 256 bits) that reads this order with orderByToken, e.g. the confirmation page /order/<token>. Answered only to those who may read the order (its placement, its owner, admins, the token’s holder); keep it private',
  })
  accessToken!: string;
  /** Resolved by OrderResolver through the orderHistory loader. */
  @Field(() => [OrderStatusChangeType], { description: 'Every status the order has had, oldest first, starting with its placement (pending)' })
  statusHistory?: OrderStatusChangeType[];
  /** Resolved by OrderResolver through the orderItems loader (one query per page). */
  @Field(() => [OrderItemType], { description: 'The lines, in the order the shopper added them' }) items?: OrderItemType[];
  @Field(() => Int, { description: 'Units in the order (sum of quantities)' }) itemCount?: number;
  @Field(() => [OrderStatusEnum], { description: 'The statuses an admin may move the order to now (empty once delivered or cancelled)' })
  allowedNextStatuses?: OrderStatusValue[];
  @Field({ description: 'When the order was placed' }) createdAt!: Date;
  @Field({ description: 'When the order last changed' }) updatedAt!: Date;
}

export const OrderPage = Paginated(OrderType, 'OrderPage', { cursor: true });

@ObjectType('OrderTracking', { description: 'What Track Order shows anyone who knows an order’s number and e-mail: progress, no personal details' })
export class OrderTrackingType {
  @Field(() => ID, { description: 'The order’s id' }) id!: string;
  @Field(() => OrderStatusEnum, { description: 'Where the order is in its workflow' }) status!: OrderStatusValue;
  @Field({ description: 'When the order was placed' }) createdAt!: Date;
  @Field({ description: 'When the order last changed' }) updatedAt!: Date;
  @Field(() => MoneyScalar, { description: 'What the shopper pays' }) total!: unknown;
  @Field(() => Int, { description: 'Units in the order' }) itemCount!: number;
}

@ObjectType('CheckoutQuote', { description: 'The server’s figures for a checkout: show these, and send them back as PlaceOrderInput.expected' })
export class CheckoutQuoteType {
  @Field(() => MoneyScalar, { description: 'Sum of the lines at today’s prices' }) subtotal!: string;
  @Field(() => MoneyScalar, { description: 'Delivery charge (0.00 within Vadodara)' }) shipping!: string;
  @Field(() => MoneyScalar, { description: 'Tax on top (0.00: prices include GST)' }) tax!: string;
  @Field(() => MoneyScalar, { description: 'The coupon’s discount (0.00 without one)' }) discount!: string;
  @Field(() => MoneyScalar, { description: 'What the shopper would pay' }) total!: string;
  @Field(() => String, { nullable: true, description: 'The applied coupon (normalized), null when none applied' }) couponCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Why a given coupon did not apply' }) couponMessage!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the shop takes online payment: "razorpay", "sandbox" (a test window: no money is taken), or null when it takes pay on delivery only (offer no online payment then)',
  })
  paymentProvider!: string | null;
}

export const CheckoutErrors = domainErrors('Checkout', {
  ...COMMON_CODES,
  OUT_OF_STOCK: 'A variant has fewer pieces in stock than the order asks for; `field` names the line',
  PRICES_CHANGED: 'The server’s figures differ from `expected` by more than ₹0.01: fetch checkoutQuote and show the new figures',
  PAYMENT_ALREADY_USED: 'The online payment was already used for another order',
  COUPON_USAGE_LIMIT: 'The coupon has reached its total usage limit (“This coupon has reached its usage limit”); the order was not placed. Remove the coupon to order without it',
  COUPON_ALREADY_USED: 'This customer (account or e-mail) has used the coupon as often as it allows (“This coupon has already been used”); the order was not placed',
  PAYMENT_PROVIDER_ERROR: 'The payment provider could not be reached or refused the request; try again',
  ONLINE_PAYMENT_UNAVAILABLE: 'The shop takes no online payment (CheckoutQuote.paymentProvider is null); `field` is paymentMethod: choose pay on delivery',
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
