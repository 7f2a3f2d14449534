import { Field, InputType, ObjectType } from 'type-graphql';
import { COMMON_CODES, domainErrors, Payload } from '../graphql/payload';

@ObjectType('NewsletterSubscription')
export class NewsletterSubscriptionType {
  @Field() email!: string;
  @Field() alreadySubscribed!: boolean;
}

export const NewsletterErrors = domainErrors('Newsletter', { ...COMMON_CODES });

export const NewsletterPayload = Payload('NewsletterPayload', NewsletterErrors, 'The subscription, or why the e-mail was refused', {
  subscription: { type: () => NewsletterSubscriptionType, description: 'The subscription (new or existing)' },
});

@InputType({ description: 'The e-mail to subscribe' })
export class SubscribeNewsletterInput {
  @Field({ description: 'The subscriber’s e-mail' }) email!: string;
}
