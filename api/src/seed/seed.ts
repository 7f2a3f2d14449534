// Fills an EMPTY database with the demo shop: categories, products, SEO, coupons, content and
// the admin account. A database with any user, category or product is never touched.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { Database } from '../platform/db/database';
import type { AccountService } from '../modules/accounts';
import { seedCategories, seedProducts, seedVariantStock } from './catalog.data';
import { allocateSkuCodes, combinations, generateSku } from '../modules/catalog';
import { seedContent, seedSeo } from './content.data';

const SEED_LOCK_ID = 72707370;

export const seedCoupons = [
  { code: 'WELCOME10', type: 'percentage' as const, value: '10.00', minAmount: '0.00', maxDiscount: null, active: true },
  { code: 'FLAT100', type: 'fixed' as const, value: '100.00', minAmount: '999.00', maxDiscount: null, active: true },
];

export interface SeedResult {
  seeded: boolean;
  /** Only when generated now: shown once, also written to DATA_DIR/admin-password.txt. */
  generatedAdminPassword?: string;
}

export async function seedIfEmpty(db: Database, accounts: Pick<AccountService, 'createUser'>, config: Config, logger: Logger): Promise<SeedResult> {
  const session = await db.session();
  try {
    // Several instances may start at once on one PostgreSQL: one seeds, the others find data.
    await session.query('SELECT pg_advisory_lock($1)', [SEED_LOCK_ID]);
    try {
      if (!(await isEmpty(db))) return { seeded: false };
      await seedCatalogue(db);
      const password = config.adminPassword ?? randomBytes(12).toString('base64url');
      await accounts.createUser({ email: config.adminEmail, password, firstName: 'Shop', lastName: 'Admin', phone: null, role: 'admin' });
      logger.info({ products: seedProducts.length, categories: seedCategories.length }, 'seeded the demo shop');
      if (config.adminPassword) return { seeded: true };
      writeAdminPassword(config, password);
      return { seeded: true, generatedAdminPassword: password };
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [SEED_LOCK_ID]);
    }
  } finally {
    await session.release();
  }
}

async function isEmpty(db: Database): Promise<boolean> {
  const [users, categories, products] = await Promise.all([db.prisma.user.count(), db.prisma.category.count(), db.prisma.product.count()]);
  return users + categories + products === 0;
}

async function seedCatalogue({ prisma }: Database): Promise<void> {
  await prisma.$transaction(async (tx) => {
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
    await tx.seoMeta.createMany({ data: seedSeo });
    await tx.coupon.createMany({ data: seedCoupons });
    for (const [section, data] of Object.entries(seedContent)) {
      await tx.content.create({ data: { section, data: data as object } });
    }
  }, { timeout: 120_000 }); // a few hundred rows: well over Prisma's 5 s default on a busy machine
}

function writeAdminPassword(config: Config, password: string) {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 }); // the owner's alone, like the file
  const file = join(config.dataDir, 'admin-password.txt');
  writeFileSync(file, `Admin sign-in for the shop (/admin)\nemail: ${config.adminEmail}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
