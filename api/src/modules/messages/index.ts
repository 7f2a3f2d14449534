// The messages module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// The contact form's messages to the shop, and the admin's inbox of them.
import { shopModule } from '../../platform/module';
import type { MessagesServices } from './messages.context';
import { MessageResolver } from './message.resolver';
import { messageRoutes } from './message.rest';
import { messageTag } from './message.openapi';

export const messagesModule = shopModule<MessagesServices>({
  name: 'messages',
  resolvers: [MessageResolver],
  routes: (services) => [messageRoutes(services)],
  openapi: [messageTag],
});
export type { MessagesServices } from './messages.context';

export { MessageService } from './message.service';
