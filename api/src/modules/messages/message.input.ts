// GraphQL shape only; the rules and messages live in message.schemas.ts, applied by the service.
import { Field, InputType } from 'type-graphql';

@InputType({ description: 'The contact form; failures come back as INVALID with the field named. At most 10 messages an hour from one client (then a top-level RATE_LIMITED error).' })
export class ContactMessageInput {
  @Field({ description: 'Given name, 1–100 characters (trimmed)' }) firstName!: string;
  @Field({ description: 'Family name, 1–100 characters (trimmed)' }) lastName!: string;
  @Field({ description: 'Where the shop should reply' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Optional phone number, 10–20 characters when given; null or "" for none' }) phone?: string | null;
  @Field({ description: 'What the person wants to tell the shop, 1–5000 characters (trimmed)' }) message!: string;
}
