// The wishlist module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is wishlist.module.ts.
// A customer's wishlist.
export type { WishlistServices } from './wishlist.context';

export { WishlistService } from './wishlist.service';
