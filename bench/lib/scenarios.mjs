// The read scenarios: what each request is, and a one-off check of a full answer before timing.
import { assertOk } from './client.mjs';

const ITEM = `id name price originalPrice images stock category { id name productCount }`;
const PRODUCTS = `query Products($limit: Int) { products(limit: $limit) { total items { ${ITEM} } } }`;
const FILTERED = `query Filtered {
  products(filter: { category: "women", minPrice: 500, maxPrice: 3000, sizes: ["M"] }, sort: PRICE_LOW, limit: 12) { total items { ${ITEM} } }
}`;
const SEARCH = `query Search { products(filter: { search: "kurta" }, limit: 12) { total items { ${ITEM} } } }`;
const PRODUCT = `query Product($id: ID!) {
  product(id: $id) { id name description price originalPrice discountPercent images sizes colors stock inStock category { id name slug } }
}`;
// Variants: the storefront's product page and the Select Options data, and a page of 12
// with every product's variants (one batched statement), on servers that have them.
const VARIANT = `id sku size color stock available`;
const PRODUCTS_VARIANTS = `query ProductsVariants { products(limit: 12) { total items { ${ITEM} variants { ${VARIANT} } } } }`;
const PRODUCT_VARIANTS = `query ProductVariants($id: ID!) {
  product(id: $id) { id name description price originalPrice discountPercent images sizes colors stock inStock category { id name slug } variants { ${VARIANT} } }
}`;
const CATEGORIES = `query Categories { categories { id name slug productCount } }`;
const ORDERS = `query Orders { orders(limit: 25) { items { id total items { name quantity product { id name } } } } }`;

export const LABELS = {
  products12: 'GraphQL products page, 12 items',
  products96: 'GraphQL products page, 96 items',
  filtered: 'GraphQL filtered + sorted (women, ₹500–3000, M, PRICE_LOW)',
  search: 'GraphQL search "kurta"',
  product: 'GraphQL product by id',
  rest: 'REST GET /api/products?limit=12',
  categories: 'GraphQL categories (with productCount)',
  orders: 'GraphQL admin orders page, 25 with items',
  products12Variants: 'GraphQL products page, 12 items with their variants',
  productVariants: 'GraphQL product by id with its variants',
  placeOrder1: 'placeOrder, 1 line (pay on delivery)',
  placeOrder3: 'placeOrder, 3 lines (pay on delivery)',
};

/** Whether the server sells variants (builds from before variants do not). */
export async function hasVariants(client) {
  return !!(await client.gql(`{ __type(name: "ProductVariant") { name } }`)).__type;
}

/** [{ name, run(i), check() }] for a server with ≥ 200 products and ≥ 25 orders. */
export function readScenarios(client, { token, productIds, variants = false }) {
  const gql = (query, variables, auth) => async () => assertOk(await client.gqlRaw(query, variables, auth));
  const data = async (query, variables, auth) => JSON.parse((await assertOk(await client.gqlRaw(query, variables, auth))).body).data;
  const expect = (ok, what) => {
    if (!ok) throw new Error(`unexpected answer: ${what}`);
  };
  const variantScenarios = [
    {
      name: 'products12Variants',
      run: gql(PRODUCTS_VARIANTS),
      check: async () => {
        const items = (await data(PRODUCTS_VARIANTS)).products.items;
        expect(items.length === 12 && items.every((p) => p.variants.length > 0 && p.variants.reduce((n, v) => n + v.stock, 0) === p.stock), '12 items whose variants add up');
      },
    },
    {
      name: 'productVariants',
      run: (i) => gql(PRODUCT_VARIANTS, { id: productIds[i % productIds.length] })(),
      check: async () => expect((await data(PRODUCT_VARIANTS, { id: productIds[0] })).product.variants.length === 8, '4 sizes × 2 colours'),
    },
  ];
  return [
    ...(variants ? variantScenarios : []),
    {
      name: 'products12',
      run: gql(PRODUCTS, { limit: 12 }),
      check: async () => expect((await data(PRODUCTS, { limit: 12 })).products.items.length === 12, '12 items'),
    },
    {
      name: 'products96',
      run: gql(PRODUCTS, { limit: 96 }),
      check: async () => {
        const { products } = await data(PRODUCTS, { limit: 96 });
        expect(products.items.length === 96 && products.total >= 200, '96 items of ≥ 200');
        expect(products.items.every((p) => p.category.productCount > 0), 'category productCount');
      },
    },
    {
      name: 'filtered',
      run: gql(FILTERED),
      check: async () => {
        const items = (await data(FILTERED)).products.items;
        const prices = items.map((p) => Number(p.price));
        expect(items.length > 0 && items.every((p) => p.category.name === 'Women'), 'women products');
        expect(prices.every((x, i) => x >= 500 && x <= 3000 && (i === 0 || x >= prices[i - 1])), 'prices in range, ascending');
      },
    },
    {
      name: 'search',
      run: gql(SEARCH),
      check: async () => expect((await data(SEARCH)).products.total > 0, 'some kurtas'),
    },
    {
      name: 'product',
      run: (i) => gql(PRODUCT, { id: productIds[i % productIds.length] })(),
      check: async () => expect((await data(PRODUCT, { id: productIds[0] })).product.id === productIds[0], 'the product asked for'),
    },
    {
      name: 'rest',
      run: async () => assertOk(await client.request('GET', '/api/products?limit=12')),
      check: async () => {
        const res = assertOk(await client.request('GET', '/api/products?limit=12'));
        expect(JSON.parse(res.body).length === 12, 'an array of 12');
      },
    },
    {
      name: 'categories',
      run: gql(CATEGORIES),
      check: async () => expect((await data(CATEGORIES)).categories.length >= 4, '≥ 4 categories'),
    },
    {
      name: 'orders',
      run: gql(ORDERS, {}, token),
      check: async () => {
        const items = (await data(ORDERS, {}, token)).orders.items;
        expect(items.length === 25 && items.every((o) => o.items.length > 0 && o.items[0].product?.id), '25 orders with items and products');
      },
    },
  ];
}
