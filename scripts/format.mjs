// `npm run format`: Prettier (settings in .prettierrc) over the files this change adds — new files
// git does not track yet, and files added since a base revision. The existing tree predates Prettier
// and is not reformatted wholesale (that would touch most files); a file joins when it is new or on
// purpose (`npm run format -- path/to/file.ts`).
//
//   npm run format                       new files of the working tree (untracked or staged as added)
//   npm run format -- --base main        …and every file added since `main`
//   npm run format -- --check            report instead of writing (exit 1 when a file is off)
//   npm run format -- a.ts b.tsx         exactly these files
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ allowPositionals: true, options: { check: { type: 'boolean', default: false }, base: { type: 'string' } } });
const FORMATTED = /\.(ts|tsx|mts|cts|js|mjs|cjs|json|css|html|md|ya?ml|graphql)$/;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

let files = positionals;
if (!files.length) {
  const added = new Set([...git('ls-files', '--others', '--exclude-standard'), ...git('diff', '--name-only', '--diff-filter=A', 'HEAD')]);
  if (values.base) for (const f of git('diff', '--name-only', '--diff-filter=A', `${values.base}...HEAD`)) added.add(f);
  files = [...added].filter((f) => FORMATTED.test(f) && existsSync(join(root, f)));
}
if (!files.length) {
  console.log('format: no new files to format');
  process.exit(0);
}
const prettier = join(root, 'node_modules/.bin/prettier');
const r = spawnSync(prettier, [values.check ? '--check' : '--write', '--ignore-unknown', ...files], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
