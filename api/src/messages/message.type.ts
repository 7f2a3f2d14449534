import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../graphql/paginated';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

@ObjectType('ContactMessage')
export class ContactMessageType {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() message!: string;
  @Field() createdAt!: Date;
}

export const ContactMessagePage = Paginated(ContactMessageType, 'ContactMessagePage');

export const ContactErrors = domainErrors('Contact', { ...COMMON_CODES });

export const ContactMessagePayload = Payload('ContactMessagePayload', ContactErrors, 'The message as the shop received it, or why it was refused', {
  contactMessage: { type: () => ContactMessageType, description: 'The message as stored' },
});
