// The media module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is media.module.ts.
// Pictures: the admin's uploads (resized once) and the seeded garment drawings.
export type { MediaServices } from './media.context';

export { productImageUrl, type GarmentKind } from './garment-art';
export { imageFilesRouter } from './image.rest';
export { ImageService } from './image.service';
export { mediaRouter } from './media.routes';
