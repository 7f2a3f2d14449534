// DATA_DIR is the owner's alone. The real process (as `npm start` runs it, on the embedded database) started on a folder
// left readable by an older version makes it private, and everything it writes there afterwards — the database, the
// JWT secret, an uploaded photo and its widths, a backup — is 0600 in 0700 folders. A folder others can write to is
// refused before anything is read from it or written to it.
// @postgres: runs on both databases — it branches on the engine, concurrent transactions and locks (PGlite has one connection).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { DEFAULT_ADMIN_EMAIL } from './platform/config';
import { runCommand } from './cli/backup';
import { usingPostgres } from './test/harness';
import { fileCount, notPrivate } from './test/private-tree';

const ADMIN_PASSWORD = 'private-admin-1';
const folders: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  folders.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'private-data-'));
  folders.push(dir);
  return dir;
}

const envFor = (dataDir: string) => ({
  ...process.env,
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  JWT_SECRET: '', // generated into DATA_DIR/jwt-secret
  ADMIN_EMAIL: DEFAULT_ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BACKUP_EVERY: '',
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  NODE_OPTIONS: '',
});

/** The server entry point from the sources; `listening` resolves with its port, `exited` with its exit code. */
function start(dataDir: string) {
  const child = spawn(process.execPath, [resolve(__dirname, 'test/run-main.cjs')], { env: envFor(dataDir), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let logs = '';
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const listening = new Promise<number>((ready, fail) => {
    const collect = (chunk: Buffer) => {
      logs += chunk.toString();
      const port = /"port":(\d+)[^\n]*shop listening/.exec(logs)?.[1];
      if (port) ready(Number(port));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((code) => fail(new Error(`server exited (${code}):\n${logs}`)));
  });
  return { child, listening, exited, logs: () => logs };
}

const itPglite = usingPostgres() ? it.skip : it;

itPglite(
  'an older, readable DATA_DIR is made private at start, and the database, secret, photos and backups stay 0600 in 0700 folders',
  async () => {
    const dataDir = folder();
    // What a version that left the folder readable made: open folders, a photo 0666, a backup 0644.
    chmodSync(dataDir, 0o755);
    const oldPhoto = join(dataDir, 'images', randomUUID());
    mkdirSync(oldPhoto, { recursive: true });
    chmodSync(join(dataDir, 'images'), 0o755);
    chmodSync(oldPhoto, 0o755);
    writeFileSync(join(oldPhoto, 'master.webp'), 'old photo');
    chmodSync(join(oldPhoto, 'master.webp'), 0o666);
    mkdirSync(join(dataDir, 'backups'), { mode: 0o755 });
    chmodSync(join(dataDir, 'backups'), 0o755);
    writeFileSync(join(dataDir, 'backups', 'shop-old.jsonl.gz'), 'old backup');
    chmodSync(join(dataDir, 'backups', 'shop-old.jsonl.gz'), 0o644);

    const server = start(dataDir);
    const port = await server.listening;
    expect(server.logs()).toMatch(/other users of this machine could read DATA_DIR [^\n]*: made it private \(chmod -R go-rwx, 6 files and folders\)/);

    const http = request(`http://127.0.0.1:${port}`);
    const login = await http.post('/api/auth/login').send({ email: DEFAULT_ADMIN_EMAIL, password: ADMIN_PASSWORD }).expect(200);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 142, g: 36, b: 77 } } })
      .png()
      .toBuffer();
    const photo = await http.post('/api/images').set('authorization', `Bearer ${login.body.token}`).attach('file', png, 'kurta.png').expect(201);
    await http.get(`/media/images/${photo.body.id}/320.webp`).expect(200); // a width, made on its first request
    const lines: string[] = [];
    const backup = await runCommand('backup', [], { env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, cwd: dataDir, out: (l) => lines.push(l) });
    expect({ backup, lines }).toMatchObject({ backup: 0, lines: [expect.stringMatching(/^Backup written: /), expect.anything()] }); // written by the server

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    expect(existsSync(join(dataDir, 'images', photo.body.id, '320.webp'))).toBe(true);
    expect(readdirSync(join(dataDir, 'backups'))).toHaveLength(2);
    expect(fileCount(join(dataDir, 'pglite'))).toBeGreaterThan(900);
    expect(notPrivate(dataDir)).toEqual([]);
  },
  180_000,
);

itPglite(
  'a DATA_DIR that other users can write to is refused at start, with the folder and the fix, and nothing is written in it',
  async () => {
    const dataDir = folder();
    chmodSync(dataDir, 0o777);
    const server = start(dataDir);
    const outcome = await Promise.race([server.exited.then((code) => ({ code })), server.listening.then((port) => ({ listeningOn: port }))]);
    expect(outcome).toEqual({ code: 2 });
    expect(server.logs()).toContain(
      `Configuration error: DATA_DIR ${dataDir} can be written by other users of this machine (mode 0777), so its database and secrets cannot be trusted; ` +
        `if only you use it, make it private with: chmod -R go-rwx ${dataDir}`,
    );
    expect(readdirSync(dataDir)).toEqual([]);
  },
  60_000,
);
