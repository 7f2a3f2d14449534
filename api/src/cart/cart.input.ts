// GraphQL shapes only; the rules and messages live in cart.schemas.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'A line for one variant: give variantId, or productId with the size and colour (as the spec’s clients do)' })
export class CartItemInput {
  @Field(() => ID, { nullable: true, description: 'The product (with size and colour when it has them); or give variantId' }) productId?: string | null;
  @Field(() => ID, { nullable: true, description: 'The exact size × colour variant' }) variantId?: string | null;
  @Field(() => Int, { description: 'How many, 1 or more' }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'Size, e.g. M (with productId)' }) size?: string | null;
  @Field(() => String, { nullable: true, description: 'Colour, e.g. Maroon (with productId)' }) color?: string | null;
}

@InputType({ description: 'A cart line and its new quantity' })
export class UpdateCartItemInput {
  @Field(() => ID, { description: 'The cart line (CartItem.id)' }) id!: string;
  @Field(() => Int, { description: 'The new quantity, 1 or more' }) quantity!: number;
}

@InputType({ description: 'The cart line to remove' })
export class RemoveCartItemInput {
  @Field(() => ID, { description: 'The cart line (CartItem.id)' }) id!: string;
}

@InputType({ description: 'The lines a guest collected before signing in' })
export class MergeCartInput {
  @Field(() => [CartItemInput], { description: 'The guest’s lines' }) items!: CartItemInput[];
}
