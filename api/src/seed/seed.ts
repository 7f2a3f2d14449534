// Fills an EMPTY database with the demo shop: every module's demo rows (ShopModule.seed: catalogue, SEO, coupons,
// content) and the admin account. A database with any user, category or product is never touched.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../platform/config';
import type { Logger } from '../platform/logger';
import type { Database } from '../platform/db/database';
import type { AccountService } from '../modules/accounts';
import { SHOP_MODULES } from '../modules';
import { seedCategories, seedProducts } from '../modules/catalog';

const SEED_LOCK_ID = 72707370;

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
      // Each module writes its own tables (docs/decisions/0030-one-writer-per-table.md), all in one transaction.
      await db.prisma.$transaction(
        async (tx) => {
          for (const m of SHOP_MODULES) await m.seed?.(tx);
        },
        { timeout: 120_000 }, // a few hundred rows: well over Prisma's 5 s default on a busy machine
      );
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

function writeAdminPassword(config: Config, password: string) {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 }); // the owner's alone, like the file
  const file = join(config.dataDir, 'admin-password.txt');
  writeFileSync(file, `Admin sign-in for the shop (/admin)\nemail: ${config.adminEmail}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}
