// `npm run dev`: the api and the web app with everything generated kept current.
//   - the Prisma client is generated once (a schema.prisma change wants a migration and a restart anyway);
//   - `tsc --watch` compiles the api; its first compile is the build (the api is not built twice);
//   - after every compile without errors, schema.graphql is emitted again from the api's types;
//   - `node --watch` restarts the api when its compiled output changes (and when web/index.html or
//     web/vite.config.ts does: the api reads them at start);
//   - `graphql-codegen --watch` regenerates web/src/graphql/ when schema.graphql or a .graphql document changes;
//   - the api (WEB_DEV=1) serves everything on PORT (default 3000): the APIs, and the web app from its
//     sources through Vite in middleware mode, storefront pages server-rendered as in production, web
//     edits showing at the next request and in the browser by HMR (api/src/modules/storefront/dev-web.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules/.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const port = process.env.PORT ?? '3000';
const env = { ...process.env, PORT: port, WEB_DEV: '1' };

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [opts]
 */
const run = (cmd, args, opts = {}) => {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  children.push(child);
  return child;
};
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const prisma = spawnSync(npm, ['run', 'generate', '-w', 'api'], { cwd: root, stdio: 'inherit', env });
if (prisma.status !== 0) process.exit(prisma.status ?? 1);

let started = false;
/** @type {import('node:child_process').ChildProcess | null} */
let emitting = null;
let emitAgain = false;

/** schema.graphql from the freshly compiled api; a compile during an emit is emitted after it. */
function emitSchema() {
  if (emitting) {
    emitAgain = true;
    return;
  }
  emitting = spawn(process.execPath, ['api/dist/emit-schema.js'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env });
  emitting.on('exit', () => {
    emitting = null;
    if (emitAgain) {
      emitAgain = false;
      emitSchema();
    }
  });
}

function startServers() {
  started = true;
  run(process.execPath, ['--watch-path=api/dist', '--watch-path=web/index.html', '--watch-path=web/vite.config.ts', 'api/dist/main.js']);
  run(bin('graphql-codegen'), ['--config', 'codegen.yml', '--watch']);
  console.log(`\n  The shop (storefront, /admin, /graphql) will be at http://localhost:${port} once the api says it is listening.\n`);
}

const tsc = run(bin('tsc'), ['-p', 'api/tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: ['ignore', 'pipe', 'inherit'] });
tsc.stdout?.on('data', (chunk) => {
  const text = String(chunk);
  process.stdout.write(text);
  const done = /Found (\d+) errors?\. Watching for file changes/.exec(text);
  if (!done) return;
  if (done[1] === '0') emitSchema();
  if (!started && existsSync(join(root, 'api/dist/main.js'))) startServers();
});
