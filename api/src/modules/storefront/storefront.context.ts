// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { CategoryService, ProductService } from '../catalog';
import type { ContentService } from '../content';
import type { SeoService } from '../seo';

export interface StorefrontServices {
  products: ProductService;
  categories: CategoryService;
  content: ContentService;
  seo: SeoService;
}
