// Entry point of `npm run backup | restore | migrate-to-postgres` (scripts/shop-tool.mjs runs the built file).
import 'reflect-metadata';
import { main } from './cli';

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
