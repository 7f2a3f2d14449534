// GraphQL shapes only; the rules and messages live in cart.schemas.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';

const CART_TOKEN = 'The cart’s token from createCart; without it, the signed-in customer’s own cart';

@InputType({ description: 'A line for one variant: give variantId, or productId with the size and colour (as the spec’s clients do)' })
export class CartItemInput {
  @Field(() => ID, { nullable: true, description: 'The product (with size and colour when it has them); or give variantId' }) productId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The exact size × colour variant' }) variantId?: string | null;
  @Field(() => Int, { description: 'How many, 1 or more' }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'Size, e.g. M (with productId)' }) size?: string | null;
  @Field(() => String, { nullable: true, description: 'Colour, e.g. Maroon (with productId)' }) color?: string | null;
}

@InputType({ description: 'A line to add, and the cart to add it to' })
export class AddToCartInput extends CartItemInput {
  @Field(() => String, { nullable: true, description: CART_TOKEN }) cartToken?: string | null;
}

@InputType({ description: 'A cart line and its new quantity' })
export class UpdateCartItemInput {
  @Field(() => ID, { description: 'The cart line (CartItem.id)' }) id!: string;
  @Field(() => Int, { description: 'The new quantity, 1 or more' }) quantity!: number;
  @Field(() => String, { nullable: true, description: CART_TOKEN }) cartToken?: string | null;
}

@InputType({ description: 'The cart line to remove' })
export class RemoveCartItemInput {
  @Field(() => ID, { description: 'The cart line (CartItem.id)' }) id!: string;
  @Field(() => String, { nullable: true, description: CART_TOKEN }) cartToken?: string | null;
}

@InputType({ description: 'The cart to empty' })
export class ClearCartInput {
  @Field(() => String, { nullable: true, description: CART_TOKEN }) cartToken?: string | null;
}

@InputType({ description: 'What a customer who just signed in brings along: their guest cart’s token (or, as before carts had tokens, the lines)' })
export class MergeCartInput {
  @Field(() => String, { nullable: true, description: 'The guest cart’s token: its lines join the account cart, then the guest cart is deleted' })
  cartToken?: string | null;
  @Field(() => [CartItemInput], { nullable: true, deprecationReason: 'Send cartToken: the guest cart lives on the server', description: 'Lines kept by the client' })
  items?: CartItemInput[] | null;
}
