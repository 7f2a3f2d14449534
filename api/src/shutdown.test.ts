// Graceful shutdown of the real process: SIGTERM stops accepting, lets the in-flight request
// finish, closes the database and exits 0 promptly even with an idle keep-alive connection.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

let child: ChildProcess;
let dataDir: string;
let logs = '';

function startServer(): Promise<number> {
  dataDir = mkdtempSync(join(tmpdir(), 'shutdown-'));
  child = spawn(process.execPath, [resolve(__dirname, 'test/run-main.cjs')], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'shutdown-admin', JWT_SECRET: 'y'.repeat(40), LOG_LEVEL: 'info', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    const onData = (chunk: Buffer) => {
      logs += chunk.toString();
      const port = /"port":(\d+)[^\n]*shop listening/.exec(logs)?.[1];
      if (port) ready(Number(port));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (logs += c.toString()));
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

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('SIGTERM finishes the in-flight request, closes the database and exits 0 within seconds', async () => {
  const port = await startServer();
  const keepAlive = new http.Agent({ keepAlive: true });
  expect(await get(port, '/healthz', keepAlive)).toBe(200); // leaves an idle keep-alive socket
  const inFlight = get(port, '/api/products?limit=100');
  await new Promise((r) => setTimeout(r, 5));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const started = Date.now();
  child.kill('SIGTERM');
  expect(await inFlight).toBe(200);
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(8000);
  expect(logs).toMatch(/"msg":"stopped"/);
  await expect(get(port, '/healthz')).rejects.toThrow(); // no longer accepting
  keepAlive.destroy();
}, 120_000);
