import { Router } from 'express';
import type { Database } from '../db/database';
import { migrationsUpToDate } from '../db/migrator';

/** /healthz: the process answers. /readyz: the database answers and every migration is applied. */
export function healthRouter(db: Database): Router {
  const r = Router();
  r.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/readyz', async (_req, res) => {
    try {
      await db.prisma.$queryRaw`SELECT 1`;
      if (!(await migrationsUpToDate(db))) {
        res.status(503).json({ status: 'not ready', reason: 'migrations pending' });
        return;
      }
      res.json({ status: 'ready', database: db.kind });
    } catch {
      res.status(503).json({ status: 'not ready', reason: 'database unreachable' });
    }
  });
  return r;
}
