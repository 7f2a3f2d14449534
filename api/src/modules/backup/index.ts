// The backup module's public face: its descriptor for the composition root (api/src/modules.ts) and what other modules
// may use. Anything not exported here is the module's own.
// Backups and restores of the whole shop (the admin's download, `npm run backup`, the backup before an upgrade).

export { readBackup, type BackupTotals, type QueuedJob } from './backup-file';
export { BackupError, BackupService, type BackupResult } from './backup.service';
export { localControlRouter, newControlToken, readControlFile, writeControlFile } from './local-control';
