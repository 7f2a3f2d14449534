// The embedded database is single-process. A lock file next to it makes a second shop process
// on the same DATA_DIR stop with a clear message instead of corrupting the files.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && alive(pid)) {
        throw new Error(`The embedded database is in use by another shop process (pid ${pid}). Stop it, or set DATA_DIR to another folder.`);
      }
      unlinkSync(file); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${file}`);
}
