import { Field, ObjectType } from 'type-graphql';

@ObjectType('NewsletterSubscription')
export class NewsletterSubscriptionType {
  @Field() email!: string;
  @Field() alreadySubscribed!: boolean;
}
