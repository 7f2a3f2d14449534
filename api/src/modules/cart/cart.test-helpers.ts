// Test-only helpers for the cart suites: the test catalogue's products by name, and stock changes.
import type { TestServices } from '../../test/harness';
import { CATALOGUE, createProduct, setTotalStock } from '../../test/fixtures';

export const SAREE = CATALOGUE.saree.name; // ₹3,499.00, colours Maroon/Red/Emerald, no sizes, 10 of each
export const KURTA = CATALOGUE.kurta.name; // ₹1,299.00, sizes S–XXL, colours White/Cream/Sky Blue, 10 of each
export const TROUSERS = CATALOGUE.trousers.name; // sold out

export const productNamed = (shop: TestServices, name: string) => shop.db.prisma.product.findFirstOrThrow({ where: { name } });

/** Spreads a new total over the product's variants (a product without options has one). */
export const setStock = (shop: TestServices, id: string, stock: number) => setTotalStock(shop, id, stock);

/** A product without sizes or colours, in the Men category. */
export const plainProduct = (shop: TestServices, name: string, stock: number, price = '149.50') => createProduct(shop, { name, stock, price });
