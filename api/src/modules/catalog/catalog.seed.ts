// The demo catalogue for an empty database (ShopModule.seed): the four categories, the products and one variant per
// size × colour with its own stock. Runs in the seed's transaction.
import type { Prisma } from '../../generated/prisma/client';
import { seedCategories, seedProducts, seedVariantStock } from './catalog.data';
import { allocateSkuCodes, combinations, generateSku } from './variant.rules';

export async function seedCatalogue(tx: Prisma.TransactionClient): Promise<void> {
  const categoryIds = new Map<string, string>();
  // Categories list oldest first: stagger them so the shop shows Men, Women, Kids, Elders.
  const first = Date.now() - 3600_000;
  for (const [i, c] of seedCategories.entries()) {
    const row = await tx.category.create({
      data: { name: c.name, slug: c.slug, description: c.description, image: c.image, createdAt: new Date(first + i * 1000) },
    });
    categoryIds.set(c.slug, row.id);
  }
  // Spread creation times so "newest" has a stable, meaningful order (later in the list = newer).
  const base = Date.now() - seedProducts.length * 3600_000;
  await tx.product.createMany({
    data: seedProducts.map((p, i) => ({
      name: p.name,
      description: p.description,
      price: p.price,
      originalPrice: p.originalPrice ?? null,
      categoryId: categoryIds.get(p.category)!,
      images: p.images,
      sizes: p.sizes,
      colors: p.colors,
      featured: p.featured,
      createdAt: new Date(base + i * 3600_000),
    })),
  });
  // One variant per size × colour with its own stock; the products' stock follows (trigger).
  const rows = await tx.product.findMany({ select: { id: true }, orderBy: { createdAt: 'asc' } });
  const codes = allocateSkuCodes(seedProducts.map((p) => p.name));
  await tx.productVariant.createMany({
    data: seedProducts.flatMap((p, i) =>
      combinations(p.sizes, p.colors).map((c) => ({
        productId: rows[i].id,
        ...c,
        sku: generateSku(codes[i], c),
        stock: seedVariantStock(p, i, c),
      })),
    ),
  });
}
