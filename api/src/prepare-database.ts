// Getting a database ready to serve: migrations, then the demo seed when it is empty.
import type { Config } from './platform/config';
import type { Logger } from './platform/logger';
import { createUser } from './modules/accounts';
import { PasswordHasher } from './platform/auth/password';
import type { Database } from './platform/db/database';
import { migrate, migrationStatus } from './platform/db/migrator';
import { BackupService } from './modules/backup';
import { seedIfEmpty, type SeedResult } from './seed/seed';

export async function prepareDatabase(db: Database, config: Config, logger: Logger): Promise<SeedResult> {
  await backupBeforeUpgrade(db, config, logger);
  const { applied } = await migrate(db);
  if (applied.length) logger.info({ applied }, 'applied migrations');
  // The seed creates the admin directly (createUser): nothing it does is throttled, shared or e-mailed.
  return seedIfEmpty(db, { createUser: (data) => createUser(db.prisma, new PasswordHasher(config.passwordHashing), data) }, config, logger);
}

/**
 * A newer version on an older embedded database: a backup first (DATA_DIR/backups, "…-before-upgrade"), so the owner
 * can go back whatever the new version does. If the backup cannot be written the start stops and nothing changes.
 * (On PostgreSQL, backups are the operator's: `npm run backup` or their own pg_dump before an upgrade.)
 */
async function backupBeforeUpgrade(db: Database, config: Config, logger: Logger): Promise<void> {
  if (db.kind !== 'pglite') return;
  const { applied, pending } = await migrationStatus(db);
  if (!applied.length || !pending.length) return; // a new database, or nothing to apply
  const backups = new BackupService(db, { dataDir: config.dataDir, keep: config.backups.keep }, logger);
  try {
    const made = await backups.create(undefined, 'before-upgrade');
    logger.info({ file: made.file, pending }, `backed up the shop to ${made.file} before applying ${pending.length} new migration(s)`);
  } catch (e) {
    throw new Error(`Could not back up the embedded database before upgrading it, so nothing was changed: ${e instanceof Error ? e.message : String(e)}`);
  }
}
