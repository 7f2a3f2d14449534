// API keys for integrations (docs/decisions/0012-integrations-use-scoped-api-keys.md): admins create, list and
// revoke them; every request that carries one is checked here. The only code that touches the api_keys table.
//
// The secret is 256 random bits shown once at creation; the row keeps only sha256(key). A fast hash
// is right for a high-entropy secret checked on every request (argon2 is for guessable passwords).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ApiKey, PrismaClient } from '../../generated/prisma/client';
import { NotFoundError, UnauthorizedError } from '../../platform/common/errors';
import type { ApiKeyCaller, RequestContext } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { isUniqueViolation } from '../../platform/db/prisma-errors';
import { API_KEY_MESSAGES, createApiKeySchema, KEY_PATTERN, KEY_START } from './api-key.schemas';

/** lastUsedAt is written when it is older than this: at most about one write a minute per key, never one per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

const listSelect = {
  id: true,
  name: true,
  prefix: true,
  scopes: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  creator: { select: { email: true } },
} as const;

/** A key as admins see it: never the secret or its hash. */
export type ApiKeyView = Pick<ApiKey, 'id' | 'name' | 'prefix' | 'scopes' | 'createdAt' | 'lastUsedAt' | 'revokedAt'> & { createdByEmail: string | null };

export type ApiKeyAuth = { key: ApiKeyCaller } | { refused: UnauthorizedError };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class ApiKeyService {
  constructor(private readonly prisma: PrismaClient) {}

  /** (admin) A new key: answers the key and its secret, which is never shown again. */
  async create(ctx: RequestContext, input: unknown): Promise<{ apiKey: ApiKeyView; secret: string }> {
    requireScope(ctx, 'admin');
    const { name, scopes } = parseInput(createApiKeySchema, input);
    for (let attempt = 0; ; attempt += 1) {
      const prefix = KEY_START + randomBytes(6).toString('hex');
      const secret = `${prefix}_${randomBytes(32).toString('hex')}`;
      try {
        const row = await this.prisma.apiKey.create({
          data: { name, prefix, scopes, secretHash: sha256(secret), createdBy: ctx.user?.id ?? null },
          select: listSelect,
        });
        return { apiKey: view(row), secret };
      } catch (e) {
        if (isUniqueViolation(e) && attempt < 3) continue; // 48 random bits of prefix: a clash is rare, retry
        throw e;
      }
    }
  }

  /** (admin) Every key, revoked ones too, newest first. */
  async list(ctx: RequestContext, args: { limit?: unknown; offset?: unknown } = {}): Promise<Page<ApiKeyView>> {
    requireScope(ctx, 'admin');
    const { limit, offset } = pageWindow(args.limit, args.offset, 50);
    const [rows, total] = await Promise.all([
      this.prisma.apiKey.findMany({ select: listSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, skip: offset }),
      this.prisma.apiKey.count(),
    ]);
    return { items: rows.map(view), total, limit, offset };
  }

  /** (admin) Revokes a key at once (the next request with it is a 401); revoking a revoked key changes nothing. */
  async revoke(ctx: RequestContext, id: unknown): Promise<ApiKeyView> {
    requireScope(ctx, 'admin');
    if (!isUuid(id)) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    await this.prisma.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
    const row = await this.prisma.apiKey.findUnique({ where: { id }, select: listSelect });
    if (!row) throw new NotFoundError(API_KEY_MESSAGES.notFound);
    return view(row);
  }

  /**
   * The caller a bearer key stands for, or why it is refused (401: malformed, unknown or revoked). One indexed query by prefix;
   * a second, conditional write only when lastUsedAt is over a minute old. Never throws for odd input.
   */
  async authenticate(token: string): Promise<ApiKeyAuth> {
    const match = KEY_PATTERN.exec(token);
    if (!match) return { refused: new UnauthorizedError(API_KEY_MESSAGES.malformed) };
    const prefix = match[1];
    const row = await this.prisma.apiKey.findUnique({
      where: { prefix },
      select: { id: true, name: true, prefix: true, scopes: true, secretHash: true, lastUsedAt: true, revokedAt: true },
    });
    if (!row || !sameHash(row.secretHash, sha256(token))) return { refused: new UnauthorizedError(API_KEY_MESSAGES.unknown) };
    if (row.revokedAt) return { refused: new UnauthorizedError(API_KEY_MESSAGES.revoked) };
    const now = Date.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) await this.touch(row.id, now);
    return { key: { id: row.id, name: row.name, prefix: row.prefix, scopes: row.scopes } };
  }

  /** Conditional, so concurrent requests and instances write it once. */
  private async touch(id: string, now: number): Promise<void> {
    const stale = new Date(now - LAST_USED_RESOLUTION_MS);
    await this.prisma.apiKey.updateMany({ where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: stale } }] }, data: { lastUsedAt: new Date(now) } });
  }
}

function sameHash(storedHex: string, actualHex: string): boolean {
  const a = Buffer.from(storedHex, 'hex');
  const b = Buffer.from(actualHex, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

function view(row: Omit<ApiKeyView, 'createdByEmail'> & { creator: { email: string } | null }): ApiKeyView {
  const { creator, ...rest } = row;
  return { ...rest, createdByEmail: creator?.email ?? null };
}
