// GraphQL shapes only; the rules and messages live in order.schemas.ts, applied by the services.
import { Field, ID, InputType } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { CartItemInput } from '../cart';
import { PaymentProofInput } from '../payments';
import { OrderStatusEnum, PaymentMethodEnum, type OrderStatusValue, type PaymentMethodValue } from './order.type';

@InputType({ description: 'A shipping or billing address' })
export class AddressInput {
  @Field({ description: 'First name (required)' }) firstName!: string;
  @Field({ description: 'Last name (required)' }) lastName!: string;
  @Field({ description: 'E-mail (required); the shipping address’s becomes the order’s e-mail' }) email!: string;
  @Field({ description: 'Phone number (required)' }) phone!: string;
  @Field({ description: 'Street address (required)' }) address!: string;
  @Field({ description: 'The shop delivers within Vadodara only' }) city!: string;
  @Field({ description: 'PIN code (required)' }) zipCode!: string;
  @Field({ description: 'India' }) country!: string;
}

@InputType({ description: "The figures the shopper was shown; more than ₹0.01 off the server's → PRICES_CHANGED (409)" })
export class ExpectedTotals {
  @Field(() => MoneyScalar, { description: 'CheckoutQuote.subtotal as shown' }) subtotal!: number;
  @Field(() => MoneyScalar, { description: 'CheckoutQuote.shipping as shown' }) shipping!: number;
  @Field(() => MoneyScalar, { description: 'CheckoutQuote.tax as shown' }) tax!: number;
  @Field(() => MoneyScalar, { description: 'CheckoutQuote.discount as shown' }) discount!: number;
  @Field(() => MoneyScalar, { description: 'CheckoutQuote.total as shown' }) total!: number;
}

const ITEMS = 'The lines to order (a line per variant; repeated variants are added up); omit them to order the cart of cartToken (or the signed-in customer’s cart)';
const CART_TOKEN = 'Order this cart’s lines (when items are omitted); without it and without items, the signed-in customer’s cart';

@InputType({ description: 'A checkout to price (checkoutQuote) or to start paying for (startPayment)' })
export class CheckoutInput {
  @Field(() => [CartItemInput], { nullable: true, description: ITEMS }) items?: CartItemInput[] | null;
  @Field(() => String, { nullable: true, description: CART_TOKEN }) cartToken?: string | null;
  @Field(() => String, { nullable: true, description: 'A coupon code to apply (case-insensitive)' }) couponCode?: string | null;
  @Field(() => AddressInput, { description: 'Where the order goes' }) shippingAddress!: AddressInput;
  @Field(() => AddressInput, { nullable: true, description: 'Defaults to the shipping address' }) billingAddress?: AddressInput | null;
}

@InputType({ description: 'An order to place: the lines, the address, how to pay and the figures the shopper was shown' })
export class PlaceOrderInput {
  @Field(() => [CartItemInput], { nullable: true, description: ITEMS }) items?: CartItemInput[] | null;
  @Field(() => String, { nullable: true, description: `${CART_TOKEN}. The cart is emptied once the order is placed` }) cartToken?: string | null;
  @Field(() => String, { nullable: true, description: 'A coupon code to apply (case-insensitive); one that does not apply refuses the order (INVALID on couponCode)' }) couponCode?: string | null;
  @Field(() => AddressInput, { description: 'Where the order goes' }) shippingAddress!: AddressInput;
  @Field(() => AddressInput, { nullable: true, description: 'Defaults to the shipping address' }) billingAddress?: AddressInput | null;
  @Field(() => PaymentMethodEnum, { description: 'How the shopper pays' }) paymentMethod!: PaymentMethodValue;
  @Field(() => PaymentProofInput, { nullable: true, description: 'The verified payment; required for RAZORPAY' }) payment?: PaymentProofInput | null;
  @Field(() => ExpectedTotals, { nullable: true, description: 'The figures the shopper was shown (from checkoutQuote); optional, but when sent they are checked (PRICES_CHANGED)' })
  expected?: ExpectedTotals | null;
  @Field(() => ID, { nullable: true, description: "Honoured only when it is the signed-in user's own id" }) userId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A client-generated key (1–255 printable ASCII, e.g. a UUID) for this checkout attempt: the same key with the same input answers the order it placed (kept ≥ 24 h); with another input IDEMPOTENCY_KEY_REUSED (409). Scoped to the signed-in user; guests share one scope. A failed placement does not use the key up.',
  })
  idempotencyKey?: string | null;
}

@InputType({ description: 'The earlier order whose items go back in the cart' })
export class ReorderInput {
  @Field(() => ID, { description: 'One of the signed-in customer’s orders' }) orderId!: string;
}

@InputType({ description: '(admin) An order and the status it moves to' })
export class UpdateOrderStatusInput {
  @Field(() => ID, { description: 'The order' }) id!: string;
  @Field(() => OrderStatusEnum, { description: 'One of the order’s allowedNextStatuses' }) status!: OrderStatusValue;
}
