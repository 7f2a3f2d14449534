// The catalog module's public face: what other modules and the composition root may use. Anything not exported here
// is the module's own; its descriptor is catalog.module.ts.
// The catalogue: products, their variants (size × colour) and categories. The only writer of variant stock
// (stock.service.ts).
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
