// Catalogue seeding and checks through the GraphQL API, for journeys that need a product of their
// own (so that changing its stock never disturbs another journey's pick) and its variants' stock.
import type { APIRequestContext } from '@playwright/test';
import { gql } from './api';

export interface VariantInfo {
  id: string;
  sku: string;
  size: string | null;
  color: string | null;
  stock: number;
  available: boolean;
}

const CATEGORIES = /* GraphQL */ `
  query E2eCategories { categories { id name } }
`;
const CREATE_PRODUCT = /* GraphQL */ `
  mutation E2eCreateProduct($input: ProductInput!) { createProduct(input: $input) { product { id name } errors { field code message } } }
`;
const VARIANTS = /* GraphQL */ `
  query E2eVariants($id: ID!) { product(id: $id) { stock variants { id sku size color stock available } } }
`;

/** Creates a product as the admin; `stock` is spread over its sizes × colours as the API does. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  input: { name: string; category: string; price: string; images: string[]; sizes: string[]; colors: string[]; stock: number },
): Promise<{ id: string; name: string }> {
  const { categories } = await gql<{ categories: { id: string; name: string }[] }>(request, CATEGORIES);
  const category = categories.find((c) => c.name === input.category);
  if (!category) throw new Error(`No category ${input.category}`);
  const { category: _name, ...rest } = input;
  const data = await gql<{ createProduct: { product: { id: string; name: string } } }>(request, CREATE_PRODUCT, { input: { ...rest, categoryId: category.id, description: 'Made for a browser journey.', featured: false } }, token);
  return data.createProduct.product;
}

/** The product's total stock and its variants, in display order. */
export async function variantsOf(request: APIRequestContext, id: string): Promise<{ stock: number; variants: VariantInfo[] }> {
  const data = await gql<{ product: { stock: number; variants: VariantInfo[] } | null }>(request, VARIANTS, { id });
  if (!data.product) throw new Error(`No product ${id}`);
  return data.product;
}
