// GraphQL shapes only; the rules and messages live in cart.schemas.ts, applied by the service.
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType()
export class CartItemInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => String, { nullable: true }) color?: string | null;
}
