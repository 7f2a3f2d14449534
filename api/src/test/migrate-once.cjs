// Child process for the concurrent-start test: runs the real migrator against a PostgreSQL URL.
// Uses the same TypeScript sources through SWC's require hook.
require('@swc/core');
const { transformSync } = require('@swc/core');
const fs = require('node:fs');
const Module = require('node:module');
const original = Module._extensions['.ts'];
Module._extensions['.ts'] = function (module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
void original;
const [url, dir] = process.argv.slice(2);
const { openDatabase } = require('../db/database.ts');
const { migrate } = require('../db/migrator.ts');
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
