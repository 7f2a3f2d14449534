// Cached answers are compressed once, not on every hit: the first request that wants an answer in brotli (or gzip)
// compresses it and the cache keeps those bytes with the answer (public-cache.ts `encoded`), so every later hit in
// that encoding sends a copy. The negotiation is the compression middleware's (the same preference for brotli, the
// same threshold), so a hit is encoded as the middleware would have encoded the same answer; only the bytes are made
// once, at a stronger level than per request would afford.
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

/** The encodings kept with a cached answer. */
export type StoredEncoding = 'br' | 'gzip';

/** Bodies smaller than this leave uncompressed: gzip's framing and CPU buy nothing on them. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli 6 and gzip 9: made once per answer (until the catalogue changes) and synchronously, so a level whose cost is
 * still a few milliseconds for a 100-item list; brotli 9–11 would take tens to hundreds (bench/compression.mjs).
 */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 9;

/** As the compression middleware offers them: brotli first among what the client accepts equally. */
const OFFERED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
/** negotiator 1.x takes the server's preference among equally accepted encodings; @types/negotiator leaves the option out. */
type PreferringNegotiator = { encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined };

/**
 * The stored encoding to answer `req` with, for a body of `size` bytes; null when it goes as it is (too small, or the
 * client accepts neither brotli nor gzip — a deflate-only client is left to the compression middleware).
 */
export function storedEncoding(req: Pick<IncomingMessage, 'headers'>, size: number): StoredEncoding | null {
  if (size < COMPRESSION_THRESHOLD || !req.headers['accept-encoding']) return null;
  const chosen = (new Negotiator(req) as PreferringNegotiator).encoding(OFFERED, { preferred: PREFERRED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export function compress(bytes: Buffer, encoding: StoredEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: GZIP_LEVEL });
}
