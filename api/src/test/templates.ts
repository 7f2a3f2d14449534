// The databases test files start from, made once per jest run (global-setup.ts) rather than once per file
// (docs/decisions/0016-tests-cheap-by-construction.md):
//   empty     just initialised (the migrator's own tests start here)
//   migrated  every migration applied
//   seeded    migrated, then the demo seed with TEST_ADMIN as its admin (what createTestShop starts from)
// On PGlite each is a dump of the in-memory data directory in a temporary folder; on PostgreSQL (TEST_DATABASE_URL) the
// last two are template databases every test database is copied from (CREATE DATABASE … TEMPLATE), dropped at the end.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { loadConfig } from '../platform/config';
import { createLogger } from '../platform/logger';
import { emptyPgliteDump, openDatabase, type Database } from '../platform/db/database';
import { migrate } from '../platform/db/migrator';
import { prepareDatabase } from '../prepare-database';

export type Template = 'empty' | 'migrated' | 'seeded';

export const TEST_ADMIN = { email: 'admin@test.shop', password: 'admin-password-1' };

/** What every test shop's settings start from (and the seeded template was seeded with). */
export function baseTestEnv(dataDir: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Test runs create a few hundred accounts; the suites about hashing itself ask for `standard`.
    PASSWORD_HASHING: 'fast',
  };
}

/** Whether a shop with these settings would seed exactly what the seeded template holds. */
export function seedsLikeTemplate(env: Record<string, string | undefined>): boolean {
  const base = baseTestEnv('');
  return env.ADMIN_EMAIL === base.ADMIN_EMAIL && env.ADMIN_PASSWORD === base.ADMIN_PASSWORD && env.PASSWORD_HASHING === base.PASSWORD_HASHING;
}

const TEMPLATES_ENV = 'SHOP_TEST_TEMPLATES';

type Made = { kind: 'pglite'; dir: string } | { kind: 'postgres'; adminUrl: string; databases: Record<Exclude<Template, 'empty'>, string> };

function made(): Made | undefined {
  const value = process.env[TEMPLATES_ENV];
  return value ? (JSON.parse(value) as Made) : undefined;
}

/** Global setup: makes the templates for this run and tells the workers where they are (through the environment). */
export async function makeTemplates(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-templates-'));
  try {
    const seed = (db: Database) => prepareDatabase(db, loadConfig(baseTestEnv(join(dataDir, 'data'))), createLogger('silent'));
    if (!adminUrl) {
      const empty = await emptyPgliteDump();
      writeFileSync(join(dataDir, 'empty.tar'), empty);
      const db = await openDatabase({ pgliteDump: empty });
      try {
        await migrate(db);
        writeFileSync(join(dataDir, 'migrated.tar'), await db.dumpDataDir!());
        await seed(db);
        writeFileSync(join(dataDir, 'seeded.tar'), await db.dumpDataDir!());
      } finally {
        await db.close();
      }
      process.env[TEMPLATES_ENV] = JSON.stringify({ kind: 'pglite', dir: dataDir } satisfies Made);
      return;
    }
    const tag = randomBytes(5).toString('hex');
    const databases = { migrated: `shop_tpl_${tag}_migrated`, seeded: `shop_tpl_${tag}_seeded` };
    process.env[TEMPLATES_ENV] = JSON.stringify({ kind: 'postgres', adminUrl, databases } satisfies Made);
    for (const [template, name] of Object.entries(databases)) {
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${template === 'seeded' ? ` TEMPLATE ${databases.migrated}` : ''}`);
      const db = await openDatabase({ url: databaseUrl(adminUrl, name), poolSize: 2 });
      try {
        if (template === 'seeded') await seed(db);
        else await migrate(db);
      } finally {
        await db.close();
      }
    }
  } finally {
    if (adminUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Global teardown: removes this run's templates. */
export async function dropTemplates(): Promise<void> {
  const m = made();
  if (!m) return;
  if (m.kind === 'pglite') rmSync(m.dir, { recursive: true, force: true });
  else for (const name of Object.values(m.databases)) await adminQuery(m.adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** PGlite: the dump a new in-memory test database loads (undefined outside a jest run: initdb then). */
export function pgliteTemplate(template: Template): Uint8Array | undefined {
  const m = made();
  return m?.kind === 'pglite' ? readFileSync(join(m.dir, `${template}.tar`)) : undefined;
}

/** PostgreSQL: the `TEMPLATE …` clause a new test database is created with ('' for an empty database). */
export function postgresTemplateClause(template: Template): string {
  const m = made();
  if (template === 'empty' || m?.kind !== 'postgres') return '';
  return ` TEMPLATE ${m.databases[template]}`;
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
