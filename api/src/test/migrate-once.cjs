// Child process for the concurrent-start test: runs the real migrator against a PostgreSQL URL.
require('./swc-register.cjs');
const [url, dir] = process.argv.slice(2);
const { openDatabase } = require('../platform/db/database.ts');
const { migrate } = require('../platform/db/migrator.ts');
(async () => {
  const db = await openDatabase({ url, poolSize: 1 });
  try {
    await migrate(db, dir);
  } finally {
    await db.close();
  }
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
