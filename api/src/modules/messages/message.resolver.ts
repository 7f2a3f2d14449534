import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { MessagesContext } from './messages.context';
import { listCost } from '../../platform/graphql/limits';
import { payload } from '../../platform/graphql/payload';
import { ContactErrors, ContactMessagePage, ContactMessagePayload, ContactMessageType } from './message.type';
import { ContactMessageInput } from './message.input';
import { ContactMessagesArgs } from './message.args';
import type { ApiKeyScope } from '../../platform/common/context';

@Resolver(() => ContactMessageType)
export class MessageResolver {
  @Mutation(() => ContactMessagePayload, { description: 'Public: sends the contact form to the shop; answers the stored message. At most 10 an hour from one client.' })
  sendContactMessage(@Arg('input', () => ContactMessageInput, { description: 'The sender and the message' }) input: ContactMessageInput, @Ctx() { ctx, services }: MessagesContext) {
    return payload(ContactErrors, async () => ({ contactMessage: await services.messages.send(ctx, input) }));
  }

  @Authorized<ApiKeyScope>('admin')
  @Query(() => ContactMessagePage, { complexity: listCost, description: '(admin) Contact messages, newest first, a page at a time.' })
  contactMessages(@Args() args: ContactMessagesArgs, @Ctx() { ctx, services }: MessagesContext) {
    return services.messages.list(ctx, args);
  }
}
