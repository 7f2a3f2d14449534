// Writes the top-level schema.graphql (committed; CI fails when it is stale).
import { resolve } from 'node:path';
import { buildShopSchema } from './modules';

const target = resolve(__dirname, '../../schema.graphql');
buildShopSchema(target)
  .then(() => console.log(`schema written to ${target}`))
  .catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
