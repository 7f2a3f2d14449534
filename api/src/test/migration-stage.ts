// Test-only: a fresh database migrated up to just before one migration, so that migration can be
// tested on rows written the way the older schema wrote them.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate } from '../platform/db/migrator';
import { createTestDb, type TestDb } from './harness';

export interface MigrationStage {
  /** the folder name of the migration under test */
  name: string;
  testDb: TestDb;
  /** plain SQL on one connection (the Prisma client only knows the latest schema) */
  q<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** applies the migration under test; answers what was applied */
  apply(): Promise<string[]>;
  close(): Promise<void>;
}

/** The database before the migration whose folder ends in `_<suffix>` (e.g. "coupon_limits"). */
export async function stageBefore(suffix: string): Promise<MigrationStage> {
  const name = readdirSync(MIGRATIONS_DIR).find((e) => e.endsWith(`_${suffix}`));
  if (!name) throw new Error(`no migration named *_${suffix}`);
  const testDb = await createTestDb();
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const entry of readdirSync(MIGRATIONS_DIR)) if (entry === 'migration_lock.toml' || entry < name) cpSync(join(MIGRATIONS_DIR, entry), join(dir, entry), { recursive: true });
  await migrate(testDb.db, dir);
  return {
    name,
    testDb,
    async q<T>(sql: string, params: unknown[] = []) {
      const session = await testDb.db.session();
      try {
        return await session.query<T>(sql, params);
      } finally {
        await session.release();
      }
    },
    async apply() {
      cpSync(join(MIGRATIONS_DIR, name), join(dir, name), { recursive: true });
      return (await migrate(testDb.db, dir)).applied;
    },
    async close() {
      await testDb.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
