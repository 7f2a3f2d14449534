import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../graphql/paginated';

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
