// Fails when an installed package declares a Node.js range that the running Node does not satisfy, so a dependency that
// needs Node 22 cannot slip in while our machines and CI run Node 20 (docs/decisions/0014-node-20-is-the-floor.md).
// Reads package-lock.json (npm records every package's `engines`), so it needs no install of its own.
import { readFileSync } from 'node:fs';
import semver from 'semver';

// The one accepted exception, with the reason it is harmless. Keep this list short and explained.
const KNOWN = {
  '@prisma/streams-local':
    "pulled by the Prisma CLI's @prisma/dev, which imports it dynamically only inside `prisma dev` (a local Prisma Postgres server); " +
    'this project never runs that command, `prisma generate` does not load it, and the shop never loads the CLI',
};

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const node = process.version;
const unexpected = [];
for (const [path, pkg] of Object.entries(lock.packages ?? {})) {
  const range = pkg.engines?.node;
  if (!path || !range || semver.satisfies(node, range, { includePrerelease: true })) continue;
  const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
  if (KNOWN[name]) console.log(`engines: ${name}@${pkg.version} wants Node ${range} (accepted: ${KNOWN[name]})`);
  else unexpected.push(`${name}@${pkg.version} (${path}) wants Node ${range}`);
}
if (unexpected.length) {
  console.error(`engines: these packages do not support Node ${node}:\n  ${unexpected.join('\n  ')}`);
  console.error('Choose versions that support it (package.json "overrides" if a dependency pulls them), or explain the exception in scripts/check-engines.mjs.');
  process.exit(1);
}
console.log(`engines: every other package supports Node ${node}`);
