// Test-only helpers for the cart suites: named seed products and stock changes.
import type { TestShop } from '../test/harness';

export const SAREE = 'Maroon Bandhani Gajji Silk Saree'; // ₹3,499.00, colours Maroon/Red/Emerald, no sizes
export const KURTA = 'White Lucknowi Chikankari Kurta'; // ₹1,299.00, sizes S–XXL, colours White/Cream/Sky Blue
export const TROUSERS = 'Black Formal Trousers'; // seeded out of stock

export const productNamed = (shop: TestShop, name: string) => shop.db.prisma.product.findFirstOrThrow({ where: { name } });

export const setStock = (shop: TestShop, id: string, stock: number) => shop.db.prisma.product.update({ where: { id }, data: { stock } });

/** A product without sizes or colours (the seed has none), in the Men category. */
export async function plainProduct(shop: TestShop, name: string, stock: number, price = '149.50') {
  const men = await shop.db.prisma.category.findFirstOrThrow({ where: { name: 'Men' } });
  return shop.db.prisma.product.create({ data: { name, price, categoryId: men.id, stock, images: ['/media/x.svg'] } });
}
