// How `npm run backup` reaches a running shop on the embedded database. PGlite belongs to the one process that
// opened it (DATA_DIR/pglite.lock), so a backup while the shop serves must be written by that process: at start it
// puts its port and a random token in DATA_DIR/control.json (readable by the owner only), and answers
// POST /_local/backup from this machine (loopback) with that token. Nothing else can reach it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import type { Logger } from '../../platform/logger';
import { BackupError, type BackupService } from './backup.service';

export interface ControlFile {
  pid: number;
  port: number;
  token: string;
}

export const controlFilePath = (dataDir: string) => join(dataDir, 'control.json');

export const newControlToken = () => randomBytes(32).toString('base64url');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function localControlRouter(backups: BackupService, token: string, logger: Logger): Router {
  const router = Router();
  const expected = Buffer.from(`Bearer ${token}`);
  router.post('/_local/backup', express.json({ limit: '4kb' }), async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '') || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.status(404).json({ message: 'Not found' });
      return;
    }
    const path = (req.body as { path?: unknown } | undefined)?.path;
    if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/'))) {
      res.status(400).json({ message: 'path must be an absolute path' });
      return;
    }
    try {
      const result = await backups.create(path);
      logger.info({ file: result.file, bytes: result.bytes, snapshotMs: result.snapshotMs }, 'backup written');
      res.json(result);
    } catch (e) {
      if (!(e instanceof BackupError)) throw e;
      res.status(409).json({ message: e.message });
    }
  });
  return router;
}

export function writeControlFile(dataDir: string, control: ControlFile): () => void {
  const file = controlFilePath(dataDir);
  writeFileSync(file, JSON.stringify(control), { mode: 0o600 });
  return () => {
    try {
      if (existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as ControlFile).token === control.token) rmSync(file);
    } catch {
      /* gone or replaced */
    }
  };
}

export function readControlFile(dataDir: string): ControlFile | null {
  try {
    return JSON.parse(readFileSync(controlFilePath(dataDir), 'utf8')) as ControlFile;
  } catch {
    return null;
  }
}
