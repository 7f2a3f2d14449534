// Graceful shutdown of the real process: SIGTERM stops accepting, lets the in-flight request
// finish, closes the database and exits 0 promptly even with an idle keep-alive connection.
// No sleeps: the request is known to be in flight when the server has answered `100 Continue`
// to it, and the shutdown is known to have begun when the server logs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

let child: ChildProcess;
let dataDir: string;
let logs = '';
const logWaiters: { pattern: RegExp; done: () => void }[] = [];

/** Resolves when the server's output matches `pattern` (now or later). */
function logged(pattern: RegExp): Promise<void> {
  return new Promise((done) => {
    if (pattern.test(logs)) done();
    else logWaiters.push({ pattern, done });
  });
}
function collect(chunk: Buffer) {
  logs += chunk.toString();
  for (const w of logWaiters.splice(0)) {
    if (w.pattern.test(logs)) w.done();
    else logWaiters.push(w);
  }
}

function startServer(): Promise<number> {
  dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  child = spawn(process.execPath, [resolve(__dirname, 'test/run-main.cjs')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'shutdown-admin', JWT_SECRET: 'y'.repeat(40), LOG_LEVEL: 'info', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      collect(chunk);
      const port = /"port":(\d+)[^\n]*shop listening/.exec(logs)?.[1];
      if (port) ready(Number(port));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => fail(new Error(`server exited early (${code}):\n${logs}`)));
  });
}

const get = (port: number, path: string, agent?: http.Agent) =>
  new Promise<number>((done, fail) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    }).on('error', fail);
  });

/**
 * A GraphQL POST whose body is held back until `release()`. `accepted` resolves when the server has
 * answered `100 Continue`: it is then handling the request (waiting for the body), i.e. in flight.
 */
function heldRequest(port: number) {
  const body = JSON.stringify({ query: '{ products(limit: 100) { total items { id name } } }' });
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const accepted = new Promise<void>((done) => req.once('continue', () => done()));
  const status = new Promise<number>((done, fail) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
  });
  req.flushHeaders();
  return { accepted, status, release: () => req.end(body) };
}

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('SIGTERM finishes the in-flight request, closes the database and exits 0 within seconds', async () => {
  const port = await startServer();
  const keepAlive = new http.Agent({ keepAlive: true });
  expect(await get(port, '/healthz', keepAlive)).toBe(200); // leaves an idle keep-alive socket
  const inFlight = heldRequest(port);
  await inFlight.accepted;
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const started = Date.now();
  child.kill('SIGTERM');
  await logged(/shutting down/);
  inFlight.release();
  expect(await inFlight.status).toBe(200);
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(8000);
  expect(logs).toMatch(/"msg":"stopped"/);
  await expect(get(port, '/healthz')).rejects.toThrow(); // no longer accepting
  keepAlive.destroy();
}, 120_000);
