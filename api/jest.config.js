/** Jest for the api: SWC with decorator metadata (type-graphql needs it), real databases. */
const { readdirSync, readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const { availableParallelism } = require('node:os');

/**
 * On PostgreSQL (TEST_DATABASE_URL) jest runs the files marked `// @postgres: <why>` — those whose behaviour can differ
 * there: engine branches, hand-written SQL, triggers, migrations, concurrent transactions and locks — unless
 * TEST_EVERY_SUITE=1. Every other file tests the same SQL through the same Prisma client, and runs on PGlite
 * (docs/testing.md).
 */
function postgresSuites() {
  const files = readdirSync(join(__dirname, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.test.ts'));
  return files
    .filter((f) => /^\/\/ @postgres: /m.test(readFileSync(join(__dirname, 'src', f), 'utf8')))
    .map((f) => `<rootDir>/${relative(__dirname, join(__dirname, 'src', f))}`);
}
const onlyPostgresSuites = !!process.env.TEST_DATABASE_URL && process.env.TEST_EVERY_SUITE !== '1';

module.exports = {
  // Node's environment, plus a check that fails a test file which leaves a timer, server, socket or child process
  // running after its afterAll hooks (src/test/open-handles.environment.ts).
  testEnvironment: '<rootDir>/src/test/open-handles.environment.ts',
  roots: ['<rootDir>/src'],
  testMatch: onlyPostgresSuites ? postgresSuites() : ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        // import() stays import(): the server-render tests load the web build's ES module (storefront/server-render.ts).
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
  },
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  testTimeout: 60000,
  // One worker more than cores: some files spend seconds waiting (a child process booting, a retry delay, pg-boss
  // expiring a dead worker's job) and the extra worker fills that time. On the 2-core machine, one after the other with
  // the same file order (2026-11-28): 2 workers 280 s, 3 workers 251 s, 4 workers 267 s.
  maxWorkers: availableParallelism() + 1,
  // How long a worker may take to end once jest is done with it before jest kills it and warns "A worker process has
  // failed to exit gracefully". Measured on the 2-core machine while CI ran: workers with nothing left running (the
  // environment above checks every file) took 0.5–1 s from their last line of JavaScript to their end; jest's 500 ms
  // default killed them and warned each run. A worker that truly hangs is still killed, 5 s later.
  workerGracefulExitTimeout: 5000,
  // Each test file loads the app and PGlite afresh, and a worker keeps part of every file's memory: heaps reached 2.3 GB
  // and processes 9 GB by the end of a run, and files ran several times slower late in it than alone. A worker whose
  // heap is over this after a file is replaced by a fresh one: the whole suite took 293 s (600 MB: 308 s) instead of
  // 533 s on the 2-core machine (2026-11-28, one after the other).
  workerIdleMemoryLimit: '400MB',
};
