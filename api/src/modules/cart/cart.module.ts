// The cart module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { CartServices } from './cart.context';
import { CartResolver } from './cart.resolver';
import { cartRoutes } from './cart.rest';
import { cartTag } from './cart.openapi';

export const cartModule = shopModule<CartServices>({
  name: 'cart',
  resolvers: [CartResolver],
  routes: (services) => [cartRoutes(services)],
  openapi: [cartTag],
});
