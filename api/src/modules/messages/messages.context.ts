// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { MessageService } from './message.service';

export interface MessagesServices {
  messages: MessageService;
}
export type MessagesContext = GraphQLContext<MessagesServices>;
