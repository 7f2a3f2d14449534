// Child process for storefront/dev-web.test.ts: the app as `npm run dev` runs it (WEB_DEV=1: Vite in
// middleware mode, pages rendered from the web app's sources) over the harness's database (in-memory
// PGlite, or a fresh PostgreSQL database with TEST_DATABASE_URL), on a port of the system's choosing.
// A process of its own because Vite and what it loads are native ES modules, which jest would run
// through its own module system. Prints `listening <port>`; SIGTERM closes the app and drops the database.
require('./swc-register.cjs');
require('reflect-metadata');
const { createTestShop } = require('./harness.ts');
const { createLogger } = require('../platform/logger.ts');

(async () => {
  // Warnings and errors reach the test's output (a render that fell back to the shell says why).
  const shop = await createTestShop({ env: { WEB_DEV: '1' }, logger: createLogger('warn') });
  shop.httpServer.listen(0, '127.0.0.1', () => process.stdout.write(`listening ${shop.httpServer.address().port}\n`));
  process.once('SIGTERM', () => {
    shop.close().then(
      () => process.exit(0),
      (e) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
