import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { NewsletterContext } from './newsletter.context';
import { payload } from '../../platform/graphql/payload';
import { NewsletterErrors, NewsletterPayload, NewsletterSubscriptionType, SubscribeNewsletterInput } from './newsletter.type';

@Resolver(() => NewsletterSubscriptionType)
export class NewsletterResolver {
  @Mutation(() => NewsletterPayload, { description: 'Public: adds an e-mail to the newsletter list; subscribing twice (in any letter case) is not an error and answers alreadySubscribed: true.' })
  subscribeNewsletter(@Arg('input', { description: 'The e-mail to subscribe' }) { email }: SubscribeNewsletterInput, @Ctx() { ctx, services }: NewsletterContext) {
    return payload(NewsletterErrors, async () => ({ subscription: await services.newsletter.subscribe(ctx, { email }) }));
  }
}
