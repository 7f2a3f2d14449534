// The process: config → database → migrations → seed → HTTP server; graceful shutdown.
import 'reflect-metadata';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { openDatabase } from './db/database';
import { migrate } from './db/migrator';
import { seedIfEmpty } from './db/seed/seed';
import { createApp } from './app';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(`Configuration error: ${e.message}`);
      process.exit(2);
    }
    throw e;
  }
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost; the pool reconnects'),
  });
  const { applied } = await migrate(db);
  if (applied.length) logger.info({ applied }, 'applied migrations');

  const shop = await createApp(config, db, logger);
  const seed = await seedIfEmpty(db, shop.services.accounts, config, logger);
  if (seed.generatedAdminPassword) announceAdmin(config.adminEmail, seed.generatedAdminPassword, config.dataDir);

  await new Promise<void>((resolve) => shop.httpServer.listen(config.port, resolve));
  const address = shop.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: db.kind }, `shop listening on http://localhost:${port}`);
  if (config.production && !config.razorpay) {
    logger.warn('RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET are not set: online payments use the local sandbox, which accepts any payment. Set the keys for a real shop.');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 15 s; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    try {
      await shop.stop(); // stops accepting, waits for in-flight requests
      logger.debug('http server and services stopped');
      await db.close();
      logger.debug('database closed');
      logger.info('stopped');
      process.exit(0);
    } catch (e) {
      logger.error({ err: e }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function announceAdmin(email: string, password: string, dataDir: string) {
  const lines = ['Admin account created (shown once):', `  email:    ${email}`, `  password: ${password}`, `  also saved in ${join(dataDir, 'admin-password.txt')}`];
  console.log(['', '='.repeat(60), ...lines, '='.repeat(60), ''].join('\n'));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
