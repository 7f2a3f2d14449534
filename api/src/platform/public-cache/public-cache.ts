// The anonymous catalogue cache: answers to public catalogue reads — product lists, a product, categories,
// SEO records, content pages, a product's reviews — for callers who are not signed in and use no API key, kept in
// this process's memory and served without running a resolver or a query. It is emptied whole on every instance when
// the database notifies a committed catalogue change, and an answer read before a change is never stored after it
// (docs/decisions/0029-anonymous-cache-in-memory-emptied-on-every-change.md).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import type { RequestContext } from '../common/context';
import { compress, type StoredEncoding } from './public-cache.encoding';

export const CATALOGUE_CHANNEL = 'shop_catalogue';
/** The longest a cached answer lives, even if a notification were lost. */
export const TTL_MS = 60_000;

export interface CachedAnswer {
  /** the answer: JSON text (REST) or the bytes of the JSON text (GraphQL, `graphqlAnswer`) */
  body: unknown;
  /** GraphQL: the weak ETag Express would compute for `body`, computed once when stored */
  etag?: string;
  /** headers to answer with (REST: content type, X-Total-Count) */
  headers?: Record<string, string>;
  /** the size counted against the memory cap (the compressed copies included) */
  bytes: number;
  /** the answer's bytes compressed, per encoding, each made on the first hit that wanted it (`encoded`) */
  encoded?: Partial<Record<StoredEncoding, Buffer>>;
}

export interface PublicCacheStats {
  hits: number;
  misses: number;
  invalidations: number;
  /** answers compressed for the cache (once per answer and encoding, not per hit) */
  compressions: number;
  entries: number;
  bytes: number;
}

/**
 * A GraphQL answer as stored: the bytes of its JSON text and their ETag, computed once here so that a hit does no
 * serialisation or hashing (the fast path sends them as they are, public-cache.fast.ts).
 */
export function graphqlAnswer(key: string, text: string): CachedAnswer {
  const body = Buffer.from(text);
  return { body, etag: weakEtag(body), bytes: key.length + body.length };
}

/** Express's default ETag (`etag` with `weak: true`): length in hex and the SHA-1 of the bytes. */
export const weakEtag = (body: Buffer) => `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;

/** Callers whose public reads may be served from the cache: not signed in, no API key. */
export const isAnonymous = (ctx: RequestContext) => ctx.user === null && !ctx.apiKey;

export class PublicCache {
  private readonly lru: LRUCache<string, CachedAnswer> | null;
  private generation = 0;
  private stopListening: (() => Promise<void>) | null = null;
  readonly stats = { hits: 0, misses: 0, invalidations: 0, compressions: 0 };

  constructor(maxBytes: number) {
    this.lru =
      maxBytes > 0
        ? new LRUCache<string, CachedAnswer>({ maxSize: maxBytes, sizeCalculation: (a) => Math.max(1, a.bytes), ttl: TTL_MS, ttlAutopurge: false })
        : null;
  }

  get enabled(): boolean {
    return this.lru !== null;
  }

  /** Follows the database's change notifications (call once at start; `close` stops). */
  async start(db: Pick<Database, 'listen'>): Promise<void> {
    if (!this.lru || this.stopListening) return;
    this.stopListening = await db.listen(CATALOGUE_CHANNEL, () => this.invalidate());
  }

  async close(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
  }

  /** The generation a request starts in (give it back to `set`). */
  begin(): number {
    return this.generation;
  }

  get(key: string): CachedAnswer | undefined {
    const hit = this.lru?.get(key);
    if (hit) this.stats.hits++;
    else this.stats.misses++;
    return hit;
  }

  /** Looks without counting (a second look at a request already counted). */
  peek(key: string): CachedAnswer | undefined {
    return this.lru?.get(key);
  }

  /** Counts a hit found with `peek` and served. */
  served(): void {
    this.stats.hits++;
  }

  /** Stores an answer read in generation `since`, unless the catalogue changed meanwhile. */
  set(key: string, answer: CachedAnswer, since: number): void {
    if (!this.lru || since !== this.generation) return;
    this.lru.set(key, answer);
  }

  /**
   * The answer `answer`, stored under `key`, compressed with `encoding`: made from its bytes (`plain`) on the first
   * request that wants it and kept with the entry, counted against the cap, so that every later hit sends a copy.
   * Synchronous between the look-up and the answer, so the entry cannot have been emptied meanwhile; it is kept only if
   * it is still the cache's (not evicted or replaced).
   */
  encoded(key: string, answer: CachedAnswer, encoding: StoredEncoding, plain: () => Buffer): Buffer {
    const current = this.lru?.peek(key);
    const entry = current !== undefined && current.body === answer.body ? current : answer;
    const kept = entry.encoded?.[encoding];
    if (kept) return kept;
    const bytes = compress(plain(), encoding);
    this.stats.compressions++;
    if (this.lru && entry === current) {
      // A new object: the LRU recomputes an entry's size only when its value changes. Its time to live stays.
      this.lru.set(key, { ...entry, encoded: { ...entry.encoded, [encoding]: bytes }, bytes: entry.bytes + bytes.length }, { noUpdateTTL: true });
    }
    return bytes;
  }

  /** Forgets every answer (the catalogue changed, or changes may have been missed). */
  invalidate(): void {
    this.generation++;
    this.stats.invalidations++;
    this.lru?.clear();
  }

  snapshot(): PublicCacheStats {
    return { ...this.stats, entries: this.lru?.size ?? 0, bytes: this.lru?.calculatedSize ?? 0 };
  }
}
