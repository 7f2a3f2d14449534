// DATA_DIR holds the shop's database, backups, photos and secrets: it is for the owner of the process alone (folders
// 0700, files 0600), as PostgreSQL insists for its own data directory. Another local user who could read it would read
// every customer's data; one who could write it could make themselves admin or swap the JWT secret.
import { chmodSync, lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The permission bits of group and others. */
const OTHERS = 0o077;
/** The write bits of group and others. */
const OTHERS_WRITE = 0o022;

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** From now on this process creates folders 0700 and files 0600 (database, backups, photos, secrets, lock files). */
export function usePrivateUmask(): void {
  process.umask(OTHERS);
}

export class OpenDataDirError extends Error {}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/**
 * Checks DATA_DIR before anything in it is read. A folder that group or others can write to is refused: someone else
 * may already have changed what is inside, so only its owner can decide to trust it again. A folder others can merely
 * read (every install made before the shop kept it private) is made private, with everything in it; a private folder
 * is left as it is (nothing else can reach what is inside). A missing folder is fine: it is made private when created.
 * Returns how many files and folders were made private.
 */
export function checkDataDir(dir: string): number {
  let mode: number;
  try {
    const stat = statSync(dir);
    if (!stat.isDirectory()) throw new OpenDataDirError(`DATA_DIR ${dir} is not a folder`);
    mode = stat.mode;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  if (mode & OTHERS_WRITE) {
    throw new OpenDataDirError(
      `DATA_DIR ${dir} can be written by other users of this machine (mode ${octal(mode)}), so its database and secrets cannot be trusted; ` +
        `if only you use it, make it private with: chmod -R go-rwx ${dir}`,
    );
  }
  if (!(mode & OTHERS)) return 0;
  try {
    return makePrivate(realpathSync(dir));
  } catch (e) {
    throw new OpenDataDirError(
      `DATA_DIR ${dir} is readable by other users of this machine and could not be made private (${(e as Error).message}); run: chmod -R go-rwx ${dir}`,
    );
  }
}

/**
 * Removes group and other permissions from `path` and everything under it (chmod -R go-rwx); symbolic links are not
 * followed. Returns how many entries changed.
 */
export function makePrivate(path: string): number {
  let changed = 0;
  const walk = (p: string) => {
    let stat;
    try {
      stat = lstatSync(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return; // removed meanwhile (a temporary file)
      throw e;
    }
    if (stat.isSymbolicLink()) return;
    if (stat.mode & OTHERS) {
      chmodSync(p, stat.mode & 0o7700);
      changed++;
    }
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(path);
  return changed;
}
