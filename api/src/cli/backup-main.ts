// Entry point of `npm run backup | restore | migrate-to-postgres` (scripts/shop-tool.mjs runs the built file).
import 'reflect-metadata';
import { usePrivateUmask } from '../platform/common/private-files';
import { hidePasswords, main } from './backup';

usePrivateUmask(); // backups and restored databases and photos are the owner's alone

main().catch((e: unknown) => {
  console.error(hidePasswords(e instanceof Error ? e.message : String(e))); // an unexpected error may quote a database URL
  process.exit(1);
});
