// Child process for the owner's-commands tests: `npm run backup | restore | migrate-to-postgres` (backup/cli-main.ts), from the TypeScript sources.
require('./swc-register.cjs');
require('../cli/backup-main.ts');
