// The media module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Pictures: the admin's uploads (resized once) and the seeded garment drawings.
import { shopModule } from '../../platform/module';
import type { MediaServices } from './media.context';
import { imageRoutes } from './image.rest';
import { imageTag } from './image.openapi';

export const mediaModule = shopModule<MediaServices>({
  name: 'media',
  routes: (services) => [imageRoutes(services)],
  openapi: [imageTag],
});
export type { MediaServices } from './media.context';

export { productImageUrl, type GarmentKind } from './garment-art';
export { imageFilesRouter } from './image.rest';
export { ImageService } from './image.service';
export { mediaRouter } from './media.routes';
