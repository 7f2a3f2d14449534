// Getting a database ready to serve: migrations, then the demo seed when it is empty.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { createUser } from '../accounts/account.service';
import type { Database } from './database';
import { migrate } from './migrator';
import { seedIfEmpty, type SeedResult } from './seed/seed';

export async function prepareDatabase(db: Database, config: Config, logger: Logger): Promise<SeedResult> {
  const { applied } = await migrate(db);
  if (applied.length) logger.info({ applied }, 'applied migrations');
  // The seed creates the admin directly (createUser): nothing it does is throttled, shared or e-mailed.
  return seedIfEmpty(db, { createUser: (data) => createUser(db.prisma, data) }, config, logger);
}
