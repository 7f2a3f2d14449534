// `npm start`: build what is missing, then run the shop (migrations and the demo seed run at start-up).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function build(workspace) {
  console.log(`Building ${workspace} (first start)…`);
  const r = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (!existsSync(join(root, 'api/dist/main.js')) || !existsSync(join(root, 'api/src/generated/prisma/client.ts'))) build('api');
if (!existsSync(join(root, 'web/dist/index.html'))) build('web');

// A smaller young generation keeps the server's memory low (~200 MB RSS after start on the embedded database).
const server = spawn(process.execPath, ['--max-semi-space-size=4', join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
