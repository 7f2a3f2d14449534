// Getting a database ready to serve: migrations, then the demo seed when it is empty.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { AccountService } from '../accounts/account.service';
import { TokenService } from '../auth/token';
import { Throttles } from '../common/throttle';
import type { Database } from './database';
import { migrate } from './migrator';
import { seedIfEmpty, type SeedResult } from './seed/seed';

export async function prepareDatabase(db: Database, config: Config, logger: Logger): Promise<SeedResult> {
  const { applied } = await migrate(db);
  if (applied.length) logger.info({ applied }, 'applied migrations');
  // The seed creates the admin directly (createUser): nothing it does is throttled or shared.
  const throttles = new Throttles(config.rateLimits);
  try {
    const accounts = new AccountService(db.prisma, new TokenService(config.jwtSecret, config.jwtExpiresIn), throttles);
    return await seedIfEmpty(db, accounts, config, logger);
  } finally {
    await throttles.close();
  }
}
