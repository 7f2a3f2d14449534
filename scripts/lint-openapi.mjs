// npm run lint:openapi: the REST document (GET /api/openapi.json) passes Redocly's recommended rules with every
// warning counted as an error, and a client typed from it (openapi-typescript + openapi-fetch) compiles, so client
// generators can rely on it. It reads the api build (`npm run build -w api`; CI's `npm run generate` builds it first).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureBuilt, root } from './ensure-built.mjs';

// A consumer's code: it only has to compile. The @ts-expect-error lines fail the check if the types degrade to `any`.
const CLIENT = `import createClient from 'openapi-fetch';
import type { components, paths } from './openapi';

const api = createClient<paths>({ baseUrl: 'https://shop.example.in' });

export async function sample(token: string): Promise<unknown[]> {
  const product = await api.GET('/api/products/{id}', { params: { path: { id: 'a-product-id' } } });
  const price: string | undefined = product.data?.price;
  const list = await api.GET('/api/products', { params: { query: { limit: 10, offset: 0 } } });
  const names: string[] | undefined = list.data?.map((p) => p.name);
  const seo = await api.GET('/api/seo/{key}', { params: { path: { key: 'home' } } });
  const seoUpdate = await api.PUT('/api/seo/{key}', {
    params: { path: { key: 'an-seo-id' } },
    body: { pageName: 'home', title: 'Home', description: 'The shop', keywords: 'kurta' },
  });
  const order = await api.GET('/api/orders/by-token', { params: { query: { token } } });
  const failure: components['schemas']['Error'] | undefined = order.error;
  const session = await api.POST('/api/auth/login', { body: { email: 'asha@example.in', password: 'a password' } });
  const signedIn: string | undefined = session.data?.token;
  // @ts-expect-error -- not a route of the shop
  await api.GET('/api/no-such-route');
  // @ts-expect-error -- the product's id is required
  await api.GET('/api/products/{id}', { params: { path: {} } });
  return [price, names, seo.data?.title, seoUpdate.data?.updatedAt, order.data?.accessToken, failure?.message, signedIn];
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    types: [],
    skipLibCheck: true,
  },
  files: ['client.ts'],
};

/** @param {string} bin @param {string[]} args @param {NodeJS.ProcessEnv} [env] */
function run(bin, args, env = {}) {
  const r = spawnSync(join(root, 'node_modules/.bin', bin), args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`lint:openapi: ${bin} failed`);
    process.exitCode = 1;
  }
  return r.status === 0;
}

ensureBuilt();
const { openApiDocument } = createRequire(import.meta.url)(join(root, 'api/dist/modules.js'));
// Inside the repository, so the client's imports resolve from its node_modules.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules/.cache/lint-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
  const quiet = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  // recommended-strict: Redocly's recommended rules, each warning an error.
  if (run('redocly', ['lint', '--extends', 'recommended-strict', '--format', 'stylish', file], quiet))
    console.log('lint:openapi: Redocly recommended rules pass');
  if (run('openapi-typescript', [file, '--output', join(dir, 'openapi.ts')])) {
    writeFileSync(join(dir, 'client.ts'), CLIENT);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
    if (run('tsc', ['-p', dir])) console.log('lint:openapi: a client typed from the document compiles');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
