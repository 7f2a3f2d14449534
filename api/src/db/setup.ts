// Getting a database ready to serve: migrations, then the demo seed when it is empty.
import type { Config } from '../config';
import type { Logger } from '../logger';
import { AccountService } from '../accounts/account.service';
import { TokenService } from '../auth/token';
import { LoginThrottle } from '../auth/login-throttle';
import type { Database } from './database';
import { migrate } from './migrator';
import { seedIfEmpty, type SeedResult } from './seed/seed';

export async function prepareDatabase(db: Database, config: Config, logger: Logger): Promise<SeedResult> {
  const { applied } = await migrate(db);
  if (applied.length) logger.info({ applied }, 'applied migrations');
  const throttle = new LoginThrottle();
  try {
    const accounts = new AccountService(db.prisma, new TokenService(config.jwtSecret, config.jwtExpiresIn), throttle);
    return await seedIfEmpty(db, accounts, config, logger);
  } finally {
    await throttle.close();
  }
}
