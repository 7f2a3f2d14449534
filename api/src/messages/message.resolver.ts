import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../graphql/context';
import { listCost } from '../graphql/limits';
import { ContactMessagePage, ContactMessageType } from './message.type';
import { ContactMessageInput } from './message.input';

@Resolver(() => ContactMessageType)
export class MessageResolver {
  @Mutation(() => ContactMessageType, { description: 'Public: the contact form.' })
  sendContactMessage(@Arg('input') input: ContactMessageInput, @Ctx() { ctx, services }: GraphQLContext) {
    return services.messages.send(ctx, input);
  }

  @Authorized('admin')
  @Query(() => ContactMessagePage, { complexity: listCost, description: 'Admin: contact messages, newest first.' })
  contactMessages(
    @Arg('limit', () => Int, { defaultValue: 25 }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx, services }: GraphQLContext,
  ) {
    return services.messages.list(ctx, { limit, offset });
  }
}
