// The messages module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
