// Rows a test needs, made through the real services (Redwood-scenario style): each suite creates
// its own products instead of leaning on the demo catalogue's names and stock.
import type { TestServices } from './harness';
import { contextFor } from './harness';
import type { ProductWithVariants } from '../modules/catalog/product.service';
import { spreadStock, variantLabel } from '../modules/catalog/variant.rules';
import type { RequestContext } from '../platform/common/context';

const admin = contextFor({ id: '00000000-0000-4000-8000-00000000ad01', email: 'fixtures@test.shop', role: 'admin' });
let counter = 0;

export interface ProductFixture {
  name?: string;
  price?: string;
  originalPrice?: string | null;
  category?: 'Men' | 'Women' | 'Kids' | 'Elders';
  sizes?: string[];
  colors?: string[];
  /** The total, spread over the variants (ignored when `variants` is given). */
  stock?: number;
  /** Stock per variant: `{ M: 3, 'Teal, L': 0 }` (keys are variant labels: "size", "colour" or "colour, size"). */
  variants?: Record<string, number>;
  featured?: boolean;
}

/** A product created by the admin's own path (variants, SKUs and the stock sum as in production). */
export async function createProduct(shop: TestServices, f: ProductFixture = {}): Promise<ProductWithVariants> {
  counter += 1;
  const category = await shop.db.prisma.category.findFirstOrThrow({ where: { name: f.category ?? 'Men' } });
  const product = await shop.services.products.create(admin, {
    name: f.name ?? `Test Kurta ${counter}`,
    price: f.price ?? '500.00',
    originalPrice: f.originalPrice ?? null,
    categoryId: category.id,
    images: [`/media/test-${counter}.svg`, '/media/second.svg'],
    sizes: f.sizes ?? [],
    colors: f.colors ?? [],
    stock: f.stock ?? 0,
    featured: f.featured ?? false,
  });
  return f.variants ? setVariantStock(shop, product.id, f.variants) : product;
}

/** Sets the stock of variants by label (others keep theirs); unknown labels fail the test. */
export async function setVariantStock(shop: TestServices, productId: string, stocks: Record<string, number>): Promise<ProductWithVariants> {
  const [product] = await shop.services.products.getWithVariantsByIds([productId]);
  for (const [label, stock] of Object.entries(stocks)) {
    const variant = product.variants.find((v) => variantLabel(v) === label);
    if (!variant) throw new Error(`no variant "${label}" (has ${product.variants.map(variantLabel).join(' | ')})`);
    await shop.db.prisma.productVariant.update({ where: { id: variant.id }, data: { stock } });
  }
  return (await shop.services.products.getWithVariantsByIds([productId]))[0];
}

/**
 * The admin's product edit with new stock per variant label (others keep theirs): unlike
 * setVariantStock it goes through the product service, so a restock sends back-in-stock e-mails.
 */
export async function restockAsAdmin(shop: TestServices, admin: RequestContext, product: ProductWithVariants, stocks: Record<string, number>) {
  const [now] = await shop.services.products.getWithVariantsByIds([product.id]);
  return shop.services.products.update(admin, product.id, {
    name: now.name,
    description: now.description,
    price: now.price.toString(),
    categoryId: now.categoryId,
    images: now.images,
    sizes: now.sizes,
    colors: now.colors,
    featured: now.featured,
    variants: now.variants.map((v) => ({ size: v.size, color: v.color, sku: v.sku, stock: stocks[v.size || v.color] ?? v.stock })),
  });
}

/** Spreads `total` over all the product's variants, as the admin's single stock number does. */
export async function setTotalStock(shop: TestServices, productId: string, total: number): Promise<void> {
  const variants = await shop.db.prisma.productVariant.findMany({ where: { productId }, orderBy: { position: 'asc' } });
  const stocks = spreadStock(total, variants.length);
  for (const [i, v] of variants.entries()) await shop.db.prisma.productVariant.update({ where: { id: v.id }, data: { stock: stocks[i] } });
}

/** The variant of a product by label, with its stock now. */
export async function variantOf(shop: TestServices, productId: string, label: string) {
  const variants = await shop.db.prisma.productVariant.findMany({ where: { productId } });
  const variant = variants.find((v) => variantLabel(v) === label);
  if (!variant) throw new Error(`no variant "${label}"`);
  return variant;
}

/** The named products the cart and order suites share; made once per test database. */
export const CATALOGUE = {
  kurta: { name: 'Test Lucknowi Kurta', price: '1299.00', sizes: ['S', 'M', 'L', 'XL', 'XXL'], colors: ['White', 'Cream', 'Sky Blue'] },
  saree: { name: 'Test Bandhani Saree', price: '3499.00', category: 'Women', colors: ['Maroon', 'Red', 'Emerald'] },
  frock: { name: 'Test Floral Frock', price: '499.00', category: 'Kids', sizes: ['XS', 'S', 'M'], colors: ['Yellow', 'Sky Blue', 'Mint'] },
  trousers: { name: 'Test Formal Trousers', price: '1199.00', sizes: ['M', 'L'], colors: ['Black'] },
} satisfies Record<string, ProductFixture>;
/** Units of each variant of the catalogue's products (the trousers are sold out). */
export const CATALOGUE_UNITS = 10;

export async function createCatalogue(shop: TestServices): Promise<void> {
  for (const [key, fixture] of Object.entries(CATALOGUE) as Array<[string, ProductFixture]>) {
    const variants = Math.max(1, fixture.sizes?.length ?? 0) * Math.max(1, fixture.colors?.length ?? 0);
    await createProduct(shop, { ...fixture, stock: key === 'trousers' ? 0 : CATALOGUE_UNITS * variants });
  }
}

/** Plenty of every variant of a named product, for suites that place many orders. */
export async function plentyOf(shop: TestServices, name: string, units = 1000): Promise<void> {
  const product = await shop.db.prisma.product.findFirstOrThrow({ where: { name }, select: { id: true } });
  await shop.db.prisma.productVariant.updateMany({ where: { productId: product.id }, data: { stock: units } });
}
