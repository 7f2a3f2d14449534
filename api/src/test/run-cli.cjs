// Child process for the owner's-commands tests: `npm run backup | restore | migrate-to-postgres` (cli/backup-main.ts), from the TypeScript sources.
require('./swc-register.cjs');
require('../cli/backup-main.ts');
