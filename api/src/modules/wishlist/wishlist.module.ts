// The wishlist module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
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
