// `npm start`: build what is missing, then run the shop (migrations and the demo seed run at start-up).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

ensureBuilt({ web: true });

// A smaller young generation keeps the server's memory low (~200 MB RSS after start on the embedded database).
const server = spawn(process.execPath, ['--max-semi-space-size=4', join(root, 'api/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
