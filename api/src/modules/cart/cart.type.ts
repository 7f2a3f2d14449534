import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../platform/graphql/scalars';
import { ProductType, ProductVariantType } from '../catalog';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

@ObjectType('CartItem', { description: 'One line of a cart: a variant of a product and how many' })
export class CartItemType {
  @Field(() => ID, { description: 'The line; pass it to updateCartItem and removeCartItem' }) id!: string;
  @Field(() => ID, { description: 'The product the line is for' }) productId!: string;
  /** Loaded with the lines in one query (never one per line). */
  @Field(() => ProductType, { description: 'The product, at today’s price' }) product!: ProductType;
  @Field(() => ID, { nullable: true, description: 'null once the shop stopped selling this size/colour' }) variantId!: string | null;
  @Field(() => ProductVariantType, { nullable: true, description: 'The size × colour with its stock; null once no longer sold' })
  variant!: ProductVariantType | null;
  @Field(() => Int, { description: 'How many, 1 or more' }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'null when the product has no sizes' }) size!: string | null;
  @Field(() => String, { nullable: true, description: 'null when the product has no colours' }) color!: string | null;
  @Field({ description: 'When the line was first added (DateTimeISO); lines are listed in this order' }) createdAt!: Date;
  @Field(() => MoneyScalar, { description: "Today's price × quantity" }) lineTotal!: string;
  @Field({ description: 'false when the line cannot be ordered as it stands: out of stock, quantity above stock, or its size/colour no longer offered' })
  available!: boolean;
  @Field(() => String, { nullable: true, description: "Why not available, e.g. 'Out of stock', 'Only 3 left in M', 'Size XL is no longer available'" })
  problem!: string | null;
}

@ObjectType('Cart', { description: 'A shopper’s cart on the server: a guest’s (opened by its token) or a signed-in customer’s' })
export class CartType {
  @Field(() => ID, { description: '"cart-<userId>" for an account cart, "cart-<uuid>" for a guest cart' }) id!: string;
  @Field(() => [CartItemType], { description: 'The lines, oldest first' }) items!: CartItemType[];
  @Field(() => Int, { description: 'Sum of the quantities (the header badge)' }) totalQuantity!: number;
  @Field(() => MoneyScalar, { description: "Every line at today's price, available or not" }) subtotal!: string;
  @Field(() => Date, { nullable: true, description: 'When a guest cart expires (DateTimeISO); every change moves it on by GUEST_CART_DAYS. null for an account cart, which never expires' })
  expiresAt!: Date | null;
}

/** What a cart token can answer; checkout lists them too (it can order a cart by token). */
export const CART_TOKEN_CODES = {
  CART_NOT_FOUND: 'No cart has this token (never issued, merged into an account, or expired and swept away)',
  CART_EXPIRED: 'The guest cart expired (no change for GUEST_CART_DAYS); create a new cart',
  CART_NOT_YOURS: 'The token is an account cart’s and the caller is not signed in to that account',
} as const;

export const CartErrors = domainErrors('Cart', {
  ...COMMON_CODES,
  OUT_OF_STOCK: 'The variant has fewer pieces in stock than asked for; `message` says how many are left',
  ...CART_TOKEN_CODES,
});

export const CartPayload = Payload('CartPayload', CartErrors, 'The cart after the change, or why it could not be made', {
  cart: { type: () => CartType, description: 'The whole cart after the change' },
});

export const CreateCartPayload = Payload('CreateCartPayload', CartErrors, 'A new cart and the token that opens it', {
  cart: { type: () => CartType, description: 'The cart (empty for a new guest cart)' },
  token: {
    type: () => String,
    description: 'The cart token, shown only this once: keep it (the server stores only its hash) and send it as cartToken. Anyone holding it can use the cart',
  },
});

export const CartMergePayload = Payload('CartMergePayload', CartErrors, 'The account cart after merging the guest lines', {
  cart: { type: () => CartType, description: 'The account cart with the guest lines carried over' },
  skipped: { type: () => [String], description: 'One human-readable reason per guest line that was not carried over' },
});
