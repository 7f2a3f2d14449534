import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../platform/graphql/paginated';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

@ObjectType('ContactMessage', {
  description: 'A message sent with the contact form. Only admins read messages (`contactMessages`); the sender gets back only the one they sent.',
})
export class ContactMessageType {
  @Field(() => ID, { description: 'The message’s id (a UUID)' }) id!: string;
  @Field({ description: 'The sender’s given name' }) firstName!: string;
  @Field({ description: 'The sender’s family name' }) lastName!: string;
  @Field({ description: 'The address to reply to, trimmed and lower-case' }) email!: string;
  @Field(() => String, { nullable: true, description: 'The sender’s phone number as typed; null when not given' }) phone!: string | null;
  @Field({ description: 'The message text as sent (trimmed), up to 5000 characters' }) message!: string;
  @Field({ description: 'When it was sent (DateTimeISO); the list is newest first' }) createdAt!: Date;
}

export const ContactMessagePage = Paginated(ContactMessageType, 'ContactMessagePage');

export const ContactErrors = domainErrors('Contact', { ...COMMON_CODES });

export const ContactMessagePayload = Payload('ContactMessagePayload', ContactErrors, 'The message as the shop received it, or why it was refused', {
  contactMessage: { type: () => ContactMessageType, description: 'The message as stored' },
});
