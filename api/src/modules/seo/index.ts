// The seo module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is seo.module.ts.
// Search-engine texts per page (titles, descriptions), edited by the admin.
export type { SeoServices } from './seo.context';

export { SEO_PAGES, seoMetaSchema } from './seo.schemas';
export { SeoService } from './seo.service';
