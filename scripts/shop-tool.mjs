// `npm run backup | restore | migrate-to-postgres`: build the api if missing, then run the command (api/src/cli/backup.ts)
// from the project folder (as `npm start`, so a relative DATA_DIR means the same); a relative file is taken from the
// folder the owner typed the command in (npm's INIT_CWD).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt();
const r = spawnSync(process.execPath, [join(root, 'api/dist/cli/backup-main.js'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
process.exit(r.status ?? 1);
