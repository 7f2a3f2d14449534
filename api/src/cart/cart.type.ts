import { Field, ID, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../graphql/scalars';
import { ProductType, ProductVariantType } from '../catalog/product.type';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

@ObjectType('CartItem')
export class CartItemType {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  /** Loaded with the lines in one query (never one per line). */
  @Field(() => ProductType) product!: ProductType;
  @Field(() => ID, { nullable: true, description: 'null once the shop stopped selling this size/colour' }) variantId!: string | null;
  @Field(() => ProductVariantType, { nullable: true, description: 'The size × colour with its stock; null once no longer sold' })
  variant!: ProductVariantType | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true, description: 'null when the product has no sizes' }) size!: string | null;
  @Field(() => String, { nullable: true, description: 'null when the product has no colours' }) color!: string | null;
  @Field() createdAt!: Date;
  @Field(() => MoneyScalar, { description: "Today's price × quantity" }) lineTotal!: string;
  @Field({ description: 'false when the line cannot be ordered as it stands: out of stock, quantity above stock, or its size/colour no longer offered' })
  available!: boolean;
  @Field(() => String, { nullable: true, description: "Why not available, e.g. 'Out of stock', 'Only 3 left in M', 'Size XL is no longer available'" })
  problem!: string | null;
}

@ObjectType('Cart')
export class CartType {
  @Field(() => ID, { description: '"cart-<userId>"' }) id!: string;
  @Field(() => [CartItemType]) items!: CartItemType[];
  @Field(() => Int, { description: 'Sum of the quantities (the header badge)' }) totalQuantity!: number;
  @Field(() => MoneyScalar, { description: "Every line at today's price, available or not" }) subtotal!: string;
}

export const CartErrors = domainErrors('Cart', {
  ...COMMON_CODES,
  OUT_OF_STOCK: 'The variant has fewer pieces in stock than asked for; `message` says how many are left',
});

export const CartPayload = Payload('CartPayload', CartErrors, 'The cart after the change, or why it could not be made', {
  cart: { type: () => CartType, description: 'The whole cart after the change' },
});

export const CartMergePayload = Payload('CartMergePayload', CartErrors, 'The account cart after merging the guest lines', {
  cart: { type: () => CartType, description: 'The account cart with the guest lines carried over' },
  skipped: { type: () => [String], description: 'One human-readable reason per guest line that was not carried over' },
});
