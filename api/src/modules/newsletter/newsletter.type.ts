import { Field, InputType, ObjectType } from 'type-graphql';
import { COMMON_CODES, domainErrors, Payload } from '../../platform/graphql/payload';

@ObjectType('NewsletterSubscription', { description: 'A newsletter sign-up from the footer box' })
export class NewsletterSubscriptionType {
  @Field({ description: 'The subscribed address as stored: trimmed and lower-case' }) email!: string;
  @Field({ description: 'true when the address was on the list already (nothing changed); false for a new sign-up' }) alreadySubscribed!: boolean;
}

export const NewsletterErrors = domainErrors('Newsletter', { ...COMMON_CODES });

export const NewsletterPayload = Payload('NewsletterPayload', NewsletterErrors, 'The subscription, or why the e-mail was refused', {
  subscription: { type: () => NewsletterSubscriptionType, description: 'The subscription (new or existing)' },
});

@InputType({ description: 'The e-mail to subscribe. At most 10 sign-ups an hour from one client (then a top-level RATE_LIMITED error).' })
export class SubscribeNewsletterInput {
  @Field({ description: 'The subscriber’s e-mail; INVALID when it is not a valid address' }) email!: string;
}
