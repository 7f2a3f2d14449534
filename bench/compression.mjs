#!/usr/bin/env node
// Compression done once instead of per request, side by side in one run:
//
//   npm run build && node bench/compression.mjs        (BENCH_WEB_DIST=<a web build> to measure another build's files)
//
// (a) Bytes of the web build's JavaScript a first visit to the home page downloads (the entry chunk, and the entry
//     with everything it imports statically plus the lazy home page and its imports, as web/scripts/js-budget.mjs
//     counts it): compressed per request as the compression middleware does (brotli quality 4, its default; gzip 6)
//     against the files the build writes beside each asset (brotli 11 `.br`, gzip 9 `.gz`, web/vite.config.ts).
//     Without those files in the build (built before them) they are computed here at the same levels.
// (b) A cached API answer (the products page, 24 items, as GraphQL answers it) sent to a brotli or gzip client on each
//     hit: compressed per hit by the compression middleware (what a hit cost before) against the copy the anonymous
//     cache keeps (PublicCache.encoded from the api's build: compressed on the first hit only). One small server
//     process serves both from memory, so the two differ only in the compression; rounds are interleaved and each
//     figure is the median over rounds of the round median, with the server's CPU per request from /proc.
// (c) The production server itself (api/dist, PGlite, cache on): the same hit with no encoding, brotli and gzip (its
//     stored copies) and deflate (which the compression middleware still compresses per hit).
// Writes bench/results/<date>-compression.json (BENCH_OUT to change).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createClient } from './lib/client.mjs';
import { measure, pairedRatio, round2 } from './lib/load.mjs';
import { cpuMs, freePort, ROOT, startServer } from './lib/server.mjs';
import { staticClosure } from '../web/scripts/js-budget.mjs';

const env = process.env;
const int = (name, fallback) => (env[name] ? Number.parseInt(env[name], 10) : fallback);
const CFG = {
  rounds: int('BENCH_ROUNDS', 7),
  requests: int('BENCH_REQUESTS_C1', 200),
  warmup: int('BENCH_WARMUP', 50),
  dist: env.BENCH_WEB_DIST || join(ROOT, 'web/dist'),
  out: env.BENCH_OUT || join(ROOT, `bench/results/${new Date().toISOString().slice(0, 10)}-compression.json`),
};
const PRODUCTS = `query L($limit: Int) { products(limit: $limit) { total items { id name description price originalPrice images stock category { id name } } } }`;

if (process.argv[2] === 'serve') serve(process.argv[3]);
else await main();

async function main() {
  const load = { start: os.loadavg() };
  const bytes = measureBytes(CFG.dist);
  printBytes(bytes);

  const server = await startServer({ env: { PUBLIC_CACHE_MB: '32' } });
  let answer;
  let real;
  try {
    const client = createClient(server.baseUrl, { maxSockets: 1 });
    const body = { query: PRODUCTS, variables: { limit: 24 } };
    answer = Buffer.from((await client.request('POST', '/graphql', { body })).body);
    const hit = (encoding) => async () => {
      const res = await client.request('POST', '/graphql', { body, headers: encoding ? { 'accept-encoding': encoding } : {} });
      if (res.status !== 200) throw new Error(`POST /graphql answered ${res.status}`);
    };
    real = await measure(
      [
        { name: 'identity', run: hit(null) },
        { name: 'br (stored)', run: hit('br') },
        { name: 'gzip (stored)', run: hit('gzip') },
        { name: 'deflate (per hit)', run: hit('deflate') },
      ],
      { concurrency: 1, rounds: CFG.rounds, requests: CFG.requests, warmup: CFG.warmup, cpuMs: server.cpuMs, onRound: undefined },
    );
    client.close();
  } finally {
    await server.stop();
  }

  const micro = await measureHits(answer);
  load.end = os.loadavg();
  const ratio = (a, b) => round2(pairedRatio(micro[a], micro[b]));
  const cpuRatio = (a, b) => round2(micro[a].serverCpuMsPerRequest / micro[b].serverCpuMsPerRequest);
  const summary = {
    answerBytes: answer.length,
    brPerHitOverStored: { latency: ratio('br per hit', 'br stored'), cpu: cpuRatio('br per hit', 'br stored') },
    gzipPerHitOverStored: { latency: ratio('gzip per hit', 'gzip stored'), cpu: cpuRatio('gzip per hit', 'gzip stored') },
  };
  console.log('\n(b) a cached answer of %d bytes, c=1, medians of %d rounds of %d', answer.length, CFG.rounds, CFG.requests);
  printLatency(micro);
  console.log(
    'per hit ÷ stored: br latency %s×, CPU %s×; gzip latency %s×, CPU %s×',
    ...[summary.brPerHitOverStored, summary.gzipPerHitOverStored].flatMap((s) => [s.latency, s.cpu]),
  );
  console.log('\n(c) the production server, the same hit');
  printLatency(real);
  console.log('\nload average %s at the start, %s at the end', load.start.map(round2).join(' / '), load.end.map(round2).join(' / '));
  writeFileSync(
    CFG.out,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, load, settings: CFG, bytes, summary, hits: micro, server: real }, null, 2)}\n`,
  );
  console.log(`written ${CFG.out}`);
}

/** (a): the entry chunk and the home page's first-visit JS, per request against precompressed. */
function measureBytes(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, files) => staticClosure(manifest, key, files);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const homeKey = Object.keys(manifest).find((k) => k.endsWith('/home-page.tsx'));
  if (!entryKey || !homeKey) throw new Error(`no entry or home page chunk in ${dist}/.vite/manifest.json`);
  const sizes = (file) => {
    const plain = readFileSync(join(dist, file));
    const stored = (ext, make) => (existsSync(join(dist, `${file}.${ext}`)) ? readFileSync(join(dist, `${file}.${ext}`)).length : make().length);
    return {
      plain: plain.length,
      brPerRequest: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length,
      gzipPerRequest: gzipSync(plain, { level: 6 }).length,
      br11: stored('br', () => brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
      gzip9: stored('gz', () => gzipSync(plain, { level: 9 })),
    };
  };
  const sum = (files) => {
    const total = { plain: 0, brPerRequest: 0, gzipPerRequest: 0, br11: 0, gzip9: 0 };
    for (const f of files) for (const [k, v] of Object.entries(sizes(f))) total[k] += v;
    return total;
  };
  const entryFile = manifest[entryKey].file;
  const homeFiles = [...closure(homeKey, closure(entryKey))].filter((f) => f.endsWith('.js'));
  return {
    dist,
    precompressedInBuild: existsSync(join(dist, `${entryFile}.br`)),
    entry: { file: entryFile, ...sizes(entryFile) },
    home: { files: homeFiles.length, ...sum(homeFiles) },
  };
}

function printBytes(b) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const pct = (a, base) => `${(((a - base) / base) * 100).toFixed(1)} %`;
  console.log(`(a) ${b.dist}${b.precompressedInBuild ? '' : ' (no .br/.gz in this build: computed here)'}`);
  for (const [name, s] of [
    [`entry chunk ${b.entry.file}`, b.entry],
    [`home page, ${b.home.files} JS files`, b.home],
  ]) {
    console.log(
      `${name}: plain ${kb(s.plain)}; br per request (q4) ${kb(s.brPerRequest)}, br-11 file ${kb(s.br11)} (${pct(s.br11, s.brPerRequest)}); gzip per request (6) ${kb(s.gzipPerRequest)}, gzip-9 file ${kb(s.gzip9)} (${pct(s.gzip9, s.gzipPerRequest)})`,
    );
  }
}

function printLatency(results) {
  for (const [name, r] of Object.entries(results)) {
    console.log(
      `${name.padEnd(20)} median ${r.medianMs.toFixed(3)} ms (rounds ${r.roundMedianMinMs.toFixed(3)}–${r.roundMedianMaxMs.toFixed(3)}), p95 ${r.p95Ms.toFixed(3)} ms, ${Math.round(r.rps)} req/s, server CPU ${r.serverCpuMsPerRequest.toFixed(3)} ms/req`,
    );
  }
}

/** (b): a child process serving `answer` per hit and stored, measured from here. */
async function measureHits(answer) {
  const dir = mkdtempSync(join(os.tmpdir(), 'shop-bench-compression-'));
  const file = join(dir, 'answer.json');
  writeFileSync(file, answer);
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(import.meta.url).pathname, 'serve', file], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        await createClient(baseUrl).request('GET', '/ready');
        break;
      } catch (e) {
        if (i > 100) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const client = createClient(baseUrl, { maxSockets: 1 });
    const get = (path, encoding) => async () => {
      const res = await client.request('GET', path, { headers: { 'accept-encoding': encoding } });
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    };
    const results = await measure(
      [
        { name: 'br per hit', run: get('/per-hit', 'br') },
        { name: 'br stored', run: get('/stored', 'br') },
        { name: 'gzip per hit', run: get('/per-hit', 'gzip') },
        { name: 'gzip stored', run: get('/stored', 'gzip') },
        { name: 'identity', run: get('/stored', 'identity') },
      ],
      { concurrency: 1, rounds: CFG.rounds, requests: CFG.requests, warmup: CFG.warmup, cpuMs: () => cpuMs(child.pid), onRound: undefined },
    );
    client.close();
    return results;
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The child: one cached answer, compressed by the compression middleware per hit, or sent as the cache's stored copy. */
function serve(file) {
  const requireApi = createRequire(join(ROOT, 'api/package.json'));
  const compression = requireApi('compression');
  const { PublicCache } = requireApi('./dist/platform/public-cache/public-cache.js');
  const { storedEncoding } = requireApi('./dist/platform/public-cache/public-cache.encoding.js');
  const bytes = readFileSync(file);
  const compress = compression({ threshold: 1024 });
  const cache = new PublicCache(32 * 1024 * 1024);
  const key = 'gql:bench';
  cache.set(key, { body: bytes, bytes: key.length + bytes.length }, cache.begin());
  const headers = { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept-Encoding' };
  http
    .createServer((req, res) => {
      if (req.url === '/per-hit') {
        compress(req, res, () => {
          for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
          res.setHeader('Content-Length', bytes.length);
          res.end(bytes);
        });
      } else if (req.url === '/stored') {
        const answer = cache.get(key);
        const encoding = storedEncoding(req, bytes.length);
        const body = encoding ? cache.encoded(key, answer, encoding, () => bytes) : bytes;
        res.writeHead(200, { ...headers, ...(encoding && { 'Content-Encoding': encoding }), 'Content-Length': body.length });
        res.end(body);
      } else res.end('ok');
    })
    .listen(Number(env.PORT), '127.0.0.1');
}
