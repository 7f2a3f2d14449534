// What a test asserts about a data folder: every folder 0700 and every file 0600 (the owner's alone).
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The entries under `root` (itself included, as ".") that are not private, as "path mode" lines; [] when all are. */
export function notPrivate(root: string): string[] {
  const open: string[] = [];
  const walk = (p: string) => {
    const stat = lstatSync(p);
    const mode = stat.mode & 0o777;
    if (stat.isDirectory() ? mode !== 0o700 : !stat.isSymbolicLink() && mode !== 0o600) open.push(`${relative(root, p) || '.'} 0${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(root);
  return open;
}

/** How many files a folder holds, all the way down (to show a walk saw the database). */
export function fileCount(root: string): number {
  let n = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) if (entry.isFile()) n++;
  return n;
}
