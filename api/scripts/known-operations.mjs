// Writes api/src/platform/metrics/known-operations.json: the names of the GraphQL operations the shop's own web
// app sends (its documents, web/src/**/*.graphql). The metrics count only these under their own name,
// so names a client makes up cannot crowd out the real ones. Run by `npm run generate`; the api reads
// the JSON, never the web's files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kind, parse } from 'graphql';

const root = resolve(import.meta.dirname, '../..');
const webSrc = join(root, 'web', 'src');
const target = join(root, 'api', 'src', 'platform', 'metrics', 'known-operations.json');

const names = new Set();
for (const file of readdirSync(webSrc, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.graphql')) continue;
  for (const definition of parse(readFileSync(join(webSrc, file), 'utf8')).definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.add(definition.name.value);
  }
}
writeFileSync(target, `${JSON.stringify([...names].sort(), null, 2)}\n`);
console.log(`${names.size} operation names of the web app → api/src/platform/metrics/known-operations.json`);
