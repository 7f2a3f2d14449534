// GraphQL shapes only; the rules and messages live in cart.schemas.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'A line for one variant: give variantId, or productId with the size and colour (as the spec’s clients do)' })
export class CartItemInput {
  @Field(() => ID, { nullable: true }) productId?: string | null;
  @Field(() => ID, { nullable: true }) variantId?: string | null;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
}
