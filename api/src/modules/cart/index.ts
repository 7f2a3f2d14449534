// The cart module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is cart.module.ts.
// Carts: a signed-in customer's and a guest's (by token), merged at sign-in; lines priced from the catalogue.
export type { CartServices } from './cart.context';

export { CartItemInput } from './cart.input';
export { cartResponseSchema, cartTokenHeader } from './cart.openapi';
export { CartService, type CartMergeResult } from './cart.service';
export { CART_TOKEN_CODES, CartType } from './cart.type';
