// The shop operations the benchmark needs, through the public GraphQL API only:
// admin login, creating products, quoting and placing pay-on-delivery orders, reading stock.
import { HttpError } from './client.mjs';
import { ADMIN } from './server.mjs';

export const SHIPPING = {
  firstName: 'Bench',
  lastName: 'Shopper',
  email: 'bench.shopper@example.in',
  phone: '9876543210',
  address: '12 Race Course Road, Alkapuri',
  city: 'Vadodara',
  zipCode: '390007',
  country: 'India',
};

const GARMENTS = ['Cotton Kurta', 'Linen Shirt', 'Silk Saree', 'Rayon Kurti', 'Denim Jeans', 'Wool Shawl', 'Festive Kurta Set', 'Nehru Jacket'];

/** A mutation payload's object, or an HttpError with the first expected failure's code (e.g. OUT_OF_STOCK). */
export function payload(result, key) {
  if (result.errors?.length) {
    const e = new HttpError(`${result.errors[0].code}: ${result.errors[0].message}`);
    e.code = result.errors[0].code;
    throw e;
  }
  return key ? result[key] : result;
}

export async function adminLogin(client) {
  const data = await client.gql(`mutation L($input: LoginInput!) { login(input: $input) { errors { code message } token user { role } } }`, { input: ADMIN });
  const login = payload(data.login);
  if (String(login.user.role).toUpperCase() !== 'ADMIN') throw new Error('the bench admin is not an admin');
  return login.token;
}

export async function categories(client) {
  return (await client.gql(`{ categories { id name slug productCount } }`)).categories;
}

export async function productCount(client) {
  return (await client.gql(`{ products(limit: 1) { total } }`)).products.total;
}

const CREATE = `mutation C($input: ProductInput!) { createProduct(input: $input) { errors { code message } product { id name price stock sizes colors } } }`;

/** Creates one product; `n` varies name, category, price and sizes. */
export async function createProduct(client, token, cats, n, overrides = {}) {
  const price = 399 + ((n * 137) % 3200);
  const input = {
    name: `Bench ${GARMENTS[n % GARMENTS.length]} No. ${n}`,
    description: 'A product added by the benchmark.',
    categoryId: cats[n % cats.length].id,
    price: `${price}.00`,
    originalPrice: n % 3 === 0 ? `${price + 300}.00` : null,
    images: ['/media/products/kurta-indigo.svg'],
    sizes: ['S', 'M', 'L', 'XL'],
    colors: ['Indigo', 'Maroon'],
    stock: 1000,
    featured: n % 10 === 0,
    ...overrides,
  };
  return payload((await client.gql(CREATE, { input }, token)).createProduct, 'product');
}

const QUOTE = `query Q($input: CheckoutInput!) { checkoutQuote(input: $input) { subtotal shipping tax discount total } }`;
export const PLACE = `mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { errors { code message } order { id total itemCount } } }`;

/** The server's figures for these lines, as `expected` for placeOrder. */
export async function quote(client, items) {
  return (await client.gql(QUOTE, { input: { items, shippingAddress: SHIPPING } })).checkoutQuote;
}

/** placeOrder variables for a pay-on-delivery guest order (PAY_ON_DELIVERY). */
export const placeOrderInput = (items, expected) => ({ input: { items, shippingAddress: SHIPPING, paymentMethod: 'PAY_ON_DELIVERY', expected } });

export async function placeOrder(client, items) {
  const expected = await quote(client, items);
  return payload((await client.gql(PLACE, placeOrderInput(items, expected))).placeOrder, 'order');
}

export async function stockOf(client, id) {
  return (await client.gql(`query S($id: ID!) { product(id: $id) { stock } }`, { id })).product.stock;
}

export async function lowestStock(client) {
  return (await client.gql(`{ products(sort: STOCK_ASC, limit: 1) { items { stock } } }`)).products.items[0].stock;
}

/** Units of each product over every order, read back page by page as admin (server-side truth). */
export async function orderedUnitsByProduct(client, token) {
  const units = new Map();
  for (let offset = 0; ; offset += 50) {
    const { orders } = await client.gql(
      `query O($offset: Int) { orders(limit: 50, offset: $offset) { total items { items { productId quantity } } } }`,
      { offset },
      token,
    );
    for (const o of orders.items) for (const it of o.items) units.set(it.productId, (units.get(it.productId) ?? 0) + it.quantity);
    if (offset + 50 >= orders.total) return units;
  }
}
