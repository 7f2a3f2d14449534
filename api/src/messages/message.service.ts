// Contact messages: anyone may send one; only admins read them, newest first.
import type { PrismaClient } from '../generated/prisma/client';
import type { RequestContext } from '../common/context';
import { parseInput } from '../common/validate';
import { requireScope } from '../auth/guards';
import { pageWindow, type Page } from '../common/paging';
import { contactMessageSchema } from './message.schemas';
import type { Throttles } from '../common/throttle';

export type ContactMessageRow = Awaited<ReturnType<PrismaClient['contactMessage']['create']>>;

export class MessageService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
  ) {}

  async send(ctx: RequestContext, input: unknown): Promise<ContactMessageRow> {
    const data = parseInput(contactMessageSchema, input);
    await this.throttles.consume('contact-ip', ctx.ip);
    return this.prisma.contactMessage.create({ data });
  }

  /** Newest first; `limit` is clamped to 1…100. */
  async list(ctx: RequestContext, window: { limit?: unknown; offset?: unknown } = {}): Promise<Page<ContactMessageRow>> {
    requireScope(ctx, 'admin');
    const { limit, offset } = pageWindow(window.limit, window.offset, 25);
    const [items, total] = await Promise.all([
      this.prisma.contactMessage.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit, skip: offset }),
      this.prisma.contactMessage.count(),
    ]);
    return { items, total, limit, offset };
  }
}
