import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

const options = (level: string): pino.LoggerOptions => ({
  level,
  base: { service: 'shop-api' },
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
});

/**
 * JSON lines for machines (LOG_FORMAT=json, the default off a terminal), or readable lines for a
 * person at a terminal: time, level, message, and for a request 'GET /api/products 200 12 ms' with its
 * request id, the id the shopper's answer carried in X-Request-Id.
 */
export function createLogger(level: string, format: 'pretty' | 'json' = 'json'): Logger {
  if (format === 'json') return pino(options(level));
  const stream = pretty({
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,service,req,res,responseTime',
    messageFormat: (log, messageKey) => {
      const raw = log[messageKey];
      const message = typeof raw === 'string' ? raw : '';
      const req = log.req as { id?: string; method?: string; url?: string } | undefined;
      const res = log.res as { statusCode?: number } | undefined;
      if (!req) return message;
      const line = res ? `${req.method} ${req.url} ${res.statusCode} ${String(log.responseTime)} ms` : `${req.method} ${req.url} ${message}`;
      return `${line} [${req.id}]`;
    },
  });
  return pino(options(level), stream);
}
