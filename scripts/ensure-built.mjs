// Builds the api and the web app when their outputs are missing (a fresh clone): `npm start` and the shop tools.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(workspace) {
  console.log(`Building ${workspace} (first start)…`);
  const r = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** @param {{ web?: boolean }} [what] */
export function ensureBuilt(what = {}) {
  if (!existsSync(join(root, 'api/dist/main.js')) || !existsSync(join(root, 'api/src/generated/prisma/client.ts'))) build('api');
  // The server entry (web/dist-server) came later: a build from before it is built again.
  if (what.web && !(existsSync(join(root, 'web/dist/index.html')) && existsSync(join(root, 'web/dist-server/entry-server.js')))) build('web');
}
