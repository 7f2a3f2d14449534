// Runs `prisma generate` without network access. Prisma's CLI insists that a schema engine
// file exists before generating; generation itself needs no engine, so when the user has not
// chosen one we point the check at the wasm engine shipped inside the prisma package. Scoped to
// this child process: `prisma migrate …` elsewhere still uses the real engine.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { existsSync } from 'node:fs';

const require = createRequire(import.meta.url);
const prismaDir = dirname(require.resolve('prisma/package.json'));
/** @type {NodeJS.ProcessEnv} */
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY) {
  const wasm = join(prismaDir, 'build', 'schema_engine_bg.wasm');
  if (existsSync(wasm)) env.PRISMA_SCHEMA_ENGINE_BINARY = wasm;
}
const schema = resolve(import.meta.dirname, '../../prisma/schema.prisma');
const result = spawnSync(process.execPath, [join(prismaDir, 'build', 'index.js'), 'generate', '--schema', schema], {
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
