// The wishlist module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// A customer's wishlist.
import { shopModule } from '../../platform/module';
import type { WishlistServices } from './wishlist.context';
import { WishlistResolver } from './wishlist.resolver';
import { wishlistRoutes } from './wishlist.rest';
import { wishlistTag } from './wishlist.openapi';

export const wishlistModule = shopModule<WishlistServices>({
  name: 'wishlist',
  resolvers: [WishlistResolver],
  routes: (services) => [wishlistRoutes(services)],
  openapi: [wishlistTag],
});
export type { WishlistServices } from './wishlist.context';

export { WishlistService } from './wishlist.service';
