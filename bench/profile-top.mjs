#!/usr/bin/env node
// The top of a `node --cpu-prof` profile by self time: `node bench/profile-top.mjs <file.cpuprofile> [n] [last]`.
// Prints the n (default 15) functions with the most self time, then self time per package
// (node_modules/<name>, our api/dist, node's internals), as shares of all samples; with `last`, of
// the samples in the profile's last `last` seconds only (the measured rounds, without start-up and
// a benchmark's setup).
import { readFileSync } from 'node:fs';

const [file, n = '15', last = ''] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-top.mjs <file.cpuprofile> [n]');
  process.exit(1);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const dt = new Map();
const span = profile.timeDeltas.reduce((a, b) => a + b, 0);
const from = last ? span - Number(last) * 1e6 : -Infinity; // µs since the first sample
let at = 0;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const total = [...dt.values()].reduce((a, b) => a + b, 0);
const idle = [...dt.entries()].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((a, [, t]) => a + t, 0);
const busy = total - idle;

const where = (cf) => {
  const url = cf.url.replace(/^file:\/\//, '');
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/api/dist/')) return 'api/dist (ours)';
  if (url.startsWith('node:') || (!url && cf.functionName)) return cf.functionName.startsWith('(') ? cf.functionName : 'node internals';
  return url || '(native)';
};
const fns = new Map();
const pkgs = new Map();
for (const [id, t] of dt) {
  const cf = byId.get(id).callFrame;
  if (cf.functionName === '(idle)') continue;
  const short = cf.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '').replace(/.*\/api\/dist\//, 'api/dist/');
  const key = `${cf.functionName || '(anonymous)'} ${short ? `${short}:${cf.lineNumber + 1}` : ''}`.trim();
  fns.set(key, (fns.get(key) ?? 0) + t);
  const pkg = where(cf);
  pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
}
const pct = (t) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
console.log(`${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms (shares of busy time)`);
console.log('\nself time, top functions');
for (const [k, t] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${pct(t)}  ${k}`);
console.log('\nself time by package');
for (const [k, t] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) console.log(`${pct(t)}  ${k}`);
