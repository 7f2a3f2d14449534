// What this module's resolvers and routes are handed: the composition root (api/src/modules.ts) builds one services
// object for every module, and the compiler checks it has what this module lists.
import type { GraphQLContext } from '../../platform/graphql/context';
import type { ProductService } from './product.service';
import type { CategoryService } from './category.service';
import type { catalogLoaders } from './catalog.loaders';

export interface CatalogServices {
  products: ProductService;
  categories: CategoryService;
}

export type CatalogLoaders = ReturnType<typeof catalogLoaders>;
export type CatalogContext = GraphQLContext<CatalogServices, CatalogLoaders>;
