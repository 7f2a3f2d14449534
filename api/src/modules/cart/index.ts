// The cart module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Carts: a signed-in customer's and a guest's (by token), merged at sign-in; lines priced from the catalogue.
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
export type { CartServices } from './cart.context';

export { CartItemInput } from './cart.input';
export { cartResponseSchema, cartTokenHeader } from './cart.openapi';
export { CartService, type CartMergeResult } from './cart.service';
export { CART_TOKEN_CODES, CartType } from './cart.type';
