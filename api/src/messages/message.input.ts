// GraphQL shape only; the rules and messages live in message.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType()
export class ContactMessageInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field() message!: string;
}
