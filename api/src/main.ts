// The process: config → database → migrations → seed → HTTP server; graceful shutdown.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type Config, ConfigError, loadConfig } from './platform/config';
import { createLogger, type Logger } from './platform/logger';
import { openDatabase } from './platform/db/database';
import { prepareDatabase } from './prepare-database';
import { createApp } from './app';
import { writeControlFile } from './modules/backup';
import { usePrivateUmask } from './platform/common/private-files';

/** Argument of the short-lived child process that prepares the embedded database. */
const SETUP_ONLY = '--setup-only';

async function main() {
  usePrivateUmask(); // the database, backups, photos and secrets it writes are its owner's alone (the setup child inherits it)
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
  const logger = createLogger(config.logLevel, config.logFormat);
  if (config.dataDirMadePrivate) {
    logger.warn(
      { dataDir: config.dataDir, entries: config.dataDirMadePrivate },
      `other users of this machine could read DATA_DIR ${config.dataDir}: made it private (chmod -R go-rwx, ${config.dataDirMadePrivate} files and folders)`,
    );
  }
  if (process.argv.includes(SETUP_ONLY)) return setupOnly(config, logger);
  // Embedded database: creating it (initdb), migrating and seeding take far more memory than
  // serving, and a process does not give that memory back. A short-lived child does that work,
  // so the server itself stays small.
  if (!config.databaseUrl) prepareInChildProcess();

  const db = await open(config, logger);
  if (config.databaseUrl) await prepare(db, config, logger);
  const shop = await createApp(config, db, logger);

  await new Promise<void>((resolve) => shop.httpServer.listen(config.port, resolve));
  const address = shop.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: db.kind }, `shop listening on http://localhost:${port}`);
  await shop.services.outbox.startWorkers(); // webhook deliveries and e-mails (stopped by shop.stop)
  shop.services.mail.announce();
  // `npm run backup` reaches this process through DATA_DIR/control.json (the embedded database is ours alone).
  const forgetControl = db.kind === 'pglite' ? writeControlFile(config.dataDir, { pid: process.pid, port, token: shop.controlToken }) : () => {};
  const stopBackups = config.backups.every ? shop.backups.schedule(config.backups.every) : () => {};
  if (config.backups.every) logger.info({ every: config.backups.every, keep: config.backups.keep, folder: shop.backups.folder }, 'scheduled backups on');
  if (config.production && !config.razorpay && config.paymentSandbox) {
    logger.warn(
      'PAYMENT_SANDBOX=1 without RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET: online payments go through the local sandbox, which takes NO money; every such order says "Sandbox — not paid". Set the Razorpay keys (or unset PAYMENT_SANDBOX) for a real shop.',
    );
  } else if (config.production && !config.razorpay) {
    logger.info('Online payment is off (no RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET): shoppers pay on delivery.');
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
      stopBackups();
      forgetControl();
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

const open = (config: Config, logger: Logger) =>
  openDatabase({
    url: config.databaseUrl,
    pgliteDir: join(config.dataDir, 'pglite'),
    onConnectionError: (err) => logger.warn({ err }, 'database connection lost; the pool reconnects'),
  });

async function prepare(db: Awaited<ReturnType<typeof open>>, config: Config, logger: Logger) {
  const seed = await prepareDatabase(db, config, logger);
  if (seed.generatedAdminPassword) announceAdmin(config.adminEmail, seed.generatedAdminPassword, config.dataDir);
}

async function setupOnly(config: Config, logger: Logger) {
  const db = await open(config, logger);
  try {
    await prepare(db, config, logger);
  } finally {
    await db.close();
  }
  process.exit(0);
}

function prepareInChildProcess() {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1), SETUP_ONLY], { stdio: 'inherit' });
  if (child.status !== 0) {
    console.error('Preparing the embedded database failed (see above).');
    process.exit(child.status ?? 1);
  }
}

function announceAdmin(email: string, password: string, dataDir: string) {
  const lines = ['Admin account created (shown once):', `  email:    ${email}`, `  password: ${password}`, `  also saved in ${join(dataDir, 'admin-password.txt')}`];
  console.log(['', '='.repeat(60), ...lines, '='.repeat(60), ''].join('\n'));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
