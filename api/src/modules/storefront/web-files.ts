// The web build's files (web/dist). Its scripts, styles and pictures are compressed once, when the web app is built
// (brotli 11 and gzip 9, `x.js.br` and `x.js.gz` beside `x.js`: web/vite.config.ts), and a client that accepts one of
// them gets that file (express-static-gzip: it finds them at start and negotiates on Accept-Encoding). Compressing
// at the request's pace instead costs CPU on every request and, at a level fast enough for that, about 15 % more
// bytes on every first visit. The compression middleware leaves these answers alone (they carry Content-Encoding).
import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import type { RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

export interface WebFilesOptions {
  /** How long browsers keep a file (serve-static's maxAge). */
  maxAge: string;
  /** Files whose names carry their content hash never change (`immutable`). */
  immutable?: boolean;
}

/** Serves the files under `root`, each as its precompressed `.br` or `.gz` twin when there is one and the client accepts it. */
export function webFiles(root: string, { maxAge, immutable = false }: WebFilesOptions): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    // Browsers accept both at the same weight (`gzip, deflate, br, zstd`): brotli's files are the smaller.
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { index: false, maxAge, immutable, setHeaders: originalType },
  }) as RequestHandler;
  // A path that does not decode names no file: it goes on to the pages (their 404), as serve-static lets it, where
  // express-static-gzip would answer 400.
  return (req, res, next) => (decodes(req.path) ? serve(req, res, next) : next());
}

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A precompressed file's type is its original's (express-static-gzip sets it, with the charset in capitals); set as
 * Express sets it for the plain file, so the two answers differ only in their encoding and bytes.
 */
function originalType(res: ServerResponse, path: string): void {
  if (res.getHeader('Content-Encoding') === undefined) return;
  const original = path.replace(/\.(br|gz)$/, '');
  // serve-static hands over the response it was given: Express's, with its `type`.
  if (original !== path) (res as Response).type(extname(original));
}
