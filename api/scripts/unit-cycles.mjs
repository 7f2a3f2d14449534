// `npm run lint:deps`: one dependency-cruiser run for both checks of the layout. First its rules
// (.dependency-cruiser.cjs: platform imports no module, modules meet through index.ts, no file cycle), then no import
// cycle between the units of api/src, type imports included. A unit is a module (src/modules/<name>), a platform folder or file (src/platform/<name>), or the
// composition root (every other file of src). Tests are left out: they may reach across units to set up what they
// check. dependency-cruiser's `circular` rule sees files only, and two platform folders can import each other through
// different files without any file reaching itself (docs/decisions/0015-modules-on-a-platform.md).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '..');
const json = execFileSync(
  process.execPath,
  [join(api, '../node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), 'src', '--config', '../.dependency-cruiser.cjs', '--output-type', 'json'],
  {
    cwd: api,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  },
);
const result = JSON.parse(json);
const violations = result.summary.violations ?? [];
if (violations.length) {
  for (const v of violations) {
    const path = v.cycle?.length ? v.cycle.map((c) => c.name ?? c).join(' → ') : `${v.from} → ${v.to}`;
    console.error(`✘ ${v.rule.name}: ${path}`);
  }
  console.error(`${violations.length} dependency violation(s): see the rule's comment in .dependency-cruiser.cjs`);
  process.exit(1);
}
console.log(`✔ no dependency violations (${result.summary.totalCruised} modules cruised)`);
const isTest = (f) => /\.test\.ts$|\.test-helpers\.ts$|^src\/test\//.test(f);
const unitOf = (f) => {
  const m = /^src\/(modules|platform)\/([^/]+?)(?:\.ts)?(?:\/|$)/.exec(f);
  return m ? `${m[1]}/${m[2]}` : f.startsWith('src/generated/') ? null : 'composition root';
};
const edges = new Map(); // unit -> Map(unit -> example "file -> file")
for (const m of result.modules) {
  if (isTest(m.source)) continue;
  const from = unitOf(m.source);
  if (!from) continue;
  for (const d of m.dependencies) {
    const to = unitOf(d.resolved);
    if (!to || to === from || !d.resolved.startsWith('src/')) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${m.source} -> ${d.resolved}`);
  }
}
// Tarjan's strongly connected components: any with more than one unit is a cycle.
let index = 0;
const idx = new Map(),
  low = new Map(),
  stack = [],
  on = new Set(),
  cycles = [];
function visit(v) {
  idx.set(v, index);
  low.set(v, index++);
  stack.push(v);
  on.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!idx.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const scc = [];
    let w;
    do {
      w = stack.pop();
      on.delete(w);
      scc.push(w);
    } while (w !== v);
    if (scc.length > 1) cycles.push(scc);
  }
}
for (const v of edges.keys()) if (!idx.has(v)) visit(v);
if (cycles.length) {
  for (const scc of cycles) {
    console.error(`✘ units in an import cycle: ${scc.sort().join(', ')}`);
    for (const a of scc) for (const [b, example] of edges.get(a) ?? []) if (scc.includes(b)) console.error(`    ${a} → ${b}  (${example})`);
  }
  process.exit(1);
}
console.log(`✔ no import cycle between the ${new Set([...edges.keys(), ...[...edges.values()].flatMap((m) => [...m.keys()])]).size} units of api/src`);
