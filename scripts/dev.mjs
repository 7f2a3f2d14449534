// `npm run dev`: the api recompiled on change (tsc --watch, node --watch) and Vite's dev server
// with a proxy to it (http://localhost:5173).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (cmd, args, opts = {}) => spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

spawnSync(npm, ['run', 'build', '-w', 'api'], { cwd: root, stdio: 'inherit' });
const children = [
  run(join(root, 'node_modules/.bin/tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput']),
  run(process.execPath, ['--watch-path=api/dist', 'api/dist/main.js']),
  run(npm, ['run', 'dev', '-w', 'web']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
