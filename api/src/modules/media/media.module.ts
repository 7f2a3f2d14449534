// The media module's descriptor: what it adds to the GraphQL schema, /api, the OpenAPI document, each request's
// loaders and the seed. Only the composition root (api/src/modules.ts) imports it; other modules use index.ts.
import { shopModule } from '../../platform/module';
import type { MediaServices } from './media.context';
import { imageRoutes } from './image.rest';
import { imageTag } from './image.openapi';

export const mediaModule = shopModule<MediaServices>({
  name: 'media',
  routes: (services) => [imageRoutes(services)],
  openapi: [imageTag],
});
