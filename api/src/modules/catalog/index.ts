// The catalog module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// The catalogue: products, their variants (size × colour) and categories. The only writer of variant stock
// (stock.service.ts).
import { shopModule } from '../../platform/module';
import { seedCatalogue } from './catalog.seed';
import type { CatalogServices } from './catalog.context';
import { ProductResolver, ProductAdminResolver } from './product.resolver';
import { CategoryResolver, CategoryAdminResolver } from './category.resolver';
import { productRoutes } from './product.rest';
import { categoryRoutes } from './category.rest';
import { catalogTag } from './catalog.openapi';
import { catalogLoaders } from './catalog.loaders';

export const catalogModule = shopModule<CatalogServices>({
  name: 'catalog',
  resolvers: [ProductResolver, ProductAdminResolver, CategoryResolver, CategoryAdminResolver],
  routes: (services) => [productRoutes(services), categoryRoutes(services)],
  openapi: [catalogTag],
  loaders: catalogLoaders,
  seed: seedCatalogue,
});
export type { CatalogLoaders, CatalogServices } from './catalog.context';

export { productResponseSchema, variantResponseSchema } from './catalog.openapi';
export { CatalogSql } from './catalog.sql';
export { CategoryService } from './category.service';
export { PRODUCT_MESSAGES } from './product.schemas';
export {
  ProductService,
  productPublicSelect,
  productRating,
  variantSelect,
  withDerived,
  type Product,
  type ProductRating,
  type ProductRow,
  type ProductWithVariants,
} from './product.service';
export { ProductType, ProductVariantType } from './product.type';
export { giveBackStock, takeStock, type RestockNotifier } from './stock.service';
export {
  VARIANT_MESSAGES,
  allocateSkuCodes,
  chooseVariant,
  combinations,
  generateSku,
  namingProduct,
  variantLabel,
  variantStockMessage,
  type VariantRow,
} from './variant.rules';
export { toVariantView, type VariantView } from './variant.view';
export { seedCategories, seedProducts } from './catalog.data';
