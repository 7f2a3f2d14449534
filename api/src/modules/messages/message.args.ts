import { ArgsType, Field, Int } from 'type-graphql';

@ArgsType()
export class ContactMessagesArgs {
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'Page size, 1–100 (values outside are clamped); 25 when left out' }) limit?: number | null;
  @Field(() => Int, { nullable: true, defaultValue: 0, description: 'How many messages to skip, 0–1,000,000; 0 when left out' }) offset?: number | null;
}
