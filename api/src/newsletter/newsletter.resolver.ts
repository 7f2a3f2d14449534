import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { NewsletterSubscriptionType } from './newsletter.type';

@Resolver(() => NewsletterSubscriptionType)
export class NewsletterResolver {
  @Mutation(() => NewsletterSubscriptionType, { description: 'Public; subscribing twice answers alreadySubscribed: true.' })
  subscribeNewsletter(@Arg('email') email: string, @Ctx() { ctx, services }: GraphQLContext) {
    return services.newsletter.subscribe(ctx, { email });
  }
}
