// Contact messages: anyone may send one; only admins read them, newest first. Each is also e-mailed to the shop.
import type { PrismaClient } from '../../generated/prisma/client';
import type { RequestContext } from '../../platform/common/context';
import { parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { pageWindow, type Page } from '../../platform/common/paging';
import { contactMessageSchema } from './message.schemas';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { type MailService, shopContactMessage } from '../mail';

export type ContactMessageRow = Awaited<ReturnType<PrismaClient['contactMessage']['create']>>;

export class MessageService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
    private readonly mail: Pick<MailService, 'write' | 'shopUrl' | 'shopEmail'>,
  ) {}

  async send(ctx: RequestContext, input: unknown): Promise<ContactMessageRow> {
    const data = parseInput(contactMessageSchema, input);
    await this.throttles.consume('contact-ip', ctx.ip);
    // The shop hears of it by e-mail (Reply-To: the sender), written with the message.
    return this.prisma.$transaction(async (tx) => {
      const message = await tx.contactMessage.create({ data });
      await this.mail.write(tx, { kind: 'shop_contact_message', to: this.mail.shopEmail, replyTo: message.email, content: shopContactMessage(message, this.mail.shopUrl) });
      return message;
    });
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
