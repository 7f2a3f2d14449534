// Catalogue DataLoaders (ShopModule.loaders): whatever the page size, one query per
// loader per request tick.
import DataLoader from 'dataloader';
import type { CategoryService, CategoryWithCount } from './category.service';
import type { ProductService, Product } from './product.service';
import type { VariantRow } from './variant.rules';

export const categoryByIdLoader = (categories: CategoryService) =>
  new DataLoader<string, CategoryWithCount | null>(async (ids) => {
    const byId = new Map((await categories.getByIds(ids)).map((c) => [c.id, c]));
    return ids.map((id) => byId.get(id.toLowerCase()) ?? null);
  });

export const productCountByCategoryLoader = (categories: CategoryService) =>
  new DataLoader<string, number>(async (ids) => {
    const counts = await categories.countProducts(ids);
    return ids.map((id) => counts.get(id.toLowerCase()) ?? 0);
  });

/** For other domains' relations (cart lines, order items): null when the product is gone. */
export const productByIdLoader = (products: ProductService) =>
  new DataLoader<string, Product | null>(async (ids) => {
    const byId = new Map((await products.getByIds(ids)).map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id.toLowerCase()) ?? null);
  });

/** The variants of the products on a page: one query for all of them. */
export const variantsByProductLoader = (products: ProductService) => new DataLoader<string, VariantRow[]>((ids) => products.variantsByProductIds(ids));

/** The catalogue's loaders in every GraphQL request's context (ShopModule.loaders). */
export const catalogLoaders = (s: { products: ProductService; categories: CategoryService }) => ({
  categoryById: categoryByIdLoader(s.categories),
  productCountByCategory: productCountByCategoryLoader(s.categories),
  productById: productByIdLoader(s.products),
  variantsByProduct: variantsByProductLoader(s.products),
});
