// Transactional e-mail. Whatever causes an e-mail writes its row in its own transaction
// (`write`), or the event consumer does (`fromEvent`, for orders); sending is an outbox job, so a
// slow or broken SMTP server never slows or fails a checkout, a registration or a status change.
//
// Without SMTP_URL every e-mail is `kept`: the admin Emails page is the mailbox, and the whole flow
// works offline. With it, each e-mail gets attempts like a webhook delivery: a failure is recorded
// and the next attempt scheduled (MAIL_RETRY_DELAY, doubling, at most an hour apart) until
// MAX_ATTEMPTS, then it is `failed` and the admin may send it again. Delivery is at least once: if
// the process dies between the SMTP server's "250 OK" and our record, the e-mail goes again.
//
// Password-reset links are secrets: once such an e-mail has been sent, the shop's copy loses the
// link. While e-mail is off (or the e-mail still waits to be sent), the copy keeps it — the admin
// page is then the only way to deliver it — but only a signed-in person reads it live, and only
// while the link is valid and unused: an API key reads every single-use link hidden (a leaked key
// must not take over the owner's account by asking a reset for it), and a used or expired reset
// link reads "(link expired)" for everybody.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Prisma, PrismaClient, EmailKind, EmailStatus } from '../../generated/prisma/client';
import type { MailSettings } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import type { RequestContext } from '../../platform/common/context';
import { AppError, NotFoundError } from '../../platform/common/errors';
import { doublingDelay } from '../../platform/common/backoff';
import { pageWindow, type Page } from '../../platform/common/paging';
import { isUuid, parseInput } from '../../platform/input/validate';
import { requireScope } from '../../platform/auth/guards';
import { resetTokenHash } from '../../platform/auth/token-hash';
import type { OutboxService } from '../../platform/outbox/outbox.service';
import type { ShopEvent } from '../../platform/outbox/events.service';
import type { MailContent } from './mail.document';
import { emailListSchema, MAIL_MESSAGES } from './mail.schemas';
import * as templates from './mail.templates';

export const MAIL_QUEUE = 'emails';
/** Attempts before an e-mail is `failed`: with the default 30 s doubling, about 4 hours of trying. */
export const MAX_ATTEMPTS = 10;

/** One attempt of one e-mail; a job whose `attempt` is no longer the e-mail's count is stale. */
export interface MailJob {
  emailId: string;
  attempt: number;
}

export interface NewEmail {
  kind: EmailKind;
  to: string;
  replyTo?: string;
  content: MailContent;
  orderId?: string;
  /** an e-mail with this key is written once, however often its cause is worked */
  dedupeKey?: string;
}

const listSelect = {
  id: true,
  kind: true,
  to: true,
  replyTo: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  lastAttemptAt: true,
  nextAttemptAt: true,
  sentAt: true,
  orderId: true,
  createdAt: true,
} as const satisfies Prisma.EmailSelect;
export type EmailSummary = Prisma.EmailGetPayload<{ select: typeof listSelect }>;
export type EmailRow = Prisma.EmailGetPayload<object>;

interface OrderEventData extends templates.MailOrder {
  refund?: templates.MailRefund;
}

export class MailService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly outbox: Pick<OutboxService, 'enqueue'>,
    private readonly settings: MailSettings & { publicUrl: string },
    private readonly logger: Logger,
  ) {
    this.transport = settings.smtpUrl
      ? nodemailer.createTransport({ url: settings.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : null;
  }

  /** Whether e-mails leave the shop (SMTP_URL is set). */
  get sending(): boolean {
    return this.transport !== null;
  }

  /** The shop's public address, for links in e-mails (PUBLIC_URL). */
  get shopUrl(): string {
    return this.settings.publicUrl;
  }

  /** Where the shop's own notices go (SHOP_EMAIL). */
  get shopEmail(): string {
    return this.settings.shopEmail;
  }

  /** Says once, at start, where e-mails go; checks the SMTP server without waiting for it. */
  announce(): void {
    if (!this.transport) {
      this.logger.info('E-mail: no SMTP_URL set, so e-mails are kept in the shop; read them in the admin dashboard, Emails tab');
      return;
    }
    this.transport.verify().then(
      () => this.logger.info('E-mail: the SMTP server answered; e-mails will be sent'),
      (err: unknown) => this.logger.warn({ err }, 'E-mail: the SMTP server did not answer; e-mails wait and are retried'),
    );
  }

  /** Writes an e-mail inside `tx` and, when sending, its first attempt: both exist only if `tx` commits. */
  async write(tx: Prisma.TransactionClient, mail: NewEmail): Promise<void> {
    const rows = await tx.email.createManyAndReturn({
      data: [
        {
          kind: mail.kind,
          to: mail.to,
          replyTo: mail.replyTo ?? null,
          subject: mail.content.subject,
          html: mail.content.html,
          text: mail.content.text,
          status: this.transport ? 'queued' : 'kept',
          nextAttemptAt: this.transport ? new Date() : null,
          orderId: mail.orderId ?? null,
          dedupeKey: mail.dedupeKey ?? null,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    if (this.transport) for (const row of rows) await this.outbox.enqueue(tx, MAIL_QUEUE, { emailId: row.id, attempt: 0 } satisfies MailJob);
  }

  /** The e-mails an event causes (a consumer of the outbox's events, like the webhook fan-out). Idempotent. */
  async fromEvent(event: ShopEvent): Promise<void> {
    const mails = this.mailsFor(event);
    if (!mails.length) return;
    await this.prisma.$transaction(async (tx) => {
      for (const mail of mails) await this.write(tx, mail);
    });
  }

  private mailsFor(event: ShopEvent): NewEmail[] {
    if (!event.type.startsWith('order.')) return [];
    const { data: order } = JSON.parse(event.body) as { data: OrderEventData };
    const url = this.settings.publicUrl;
    const about = { orderId: order.id };
    switch (event.type) {
      case 'order.created':
        return [
          { ...about, kind: 'order_confirmation', to: order.email, content: templates.orderConfirmation(order, url), dedupeKey: `${event.id}:customer` },
          { ...about, kind: 'shop_new_order', to: this.settings.shopEmail, content: templates.shopNewOrder(order, url), dedupeKey: `${event.id}:shop` },
        ];
      case 'order.status_changed': {
        const content = templates.orderStatus(order, url);
        return content ? [{ ...about, kind: 'order_status', to: order.email, content, dedupeKey: `${event.id}:customer` }] : [];
      }
      case 'order.refunded':
        return order.refund
          ? [{ ...about, kind: 'order_refund', to: order.email, content: templates.orderRefund(order, order.refund, url), dedupeKey: `${event.id}:customer` }]
          : [];
      default:
        return [];
    }
  }

  /** One attempt: hand the e-mail to the SMTP server; record the outcome and, after a failure, schedule the next attempt. */
  async attempt(job: MailJob): Promise<void> {
    const mail = await this.prisma.email.findUnique({ where: { id: job.emailId } });
    // Gone, already sent, kept, given up, or overtaken by a resend: nothing to do.
    if (!this.transport || !mail || mail.status !== 'queued' || mail.attempts !== job.attempt) return;
    let messageId: string | null = null;
    let error: string | null = null;
    try {
      const info = (await this.transport.sendMail({
        from: this.settings.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: { 'X-Shop-Email-Id': mail.id },
      })) as { messageId?: string };
      messageId = info.messageId ?? null;
    } catch (e) {
      error = smtpError(e);
    }
    const now = new Date();
    const attempts = job.attempt + 1;
    const next = error && attempts < MAX_ATTEMPTS ? new Date(now.getTime() + doublingDelay(this.settings.retryDelay, job.attempt)) : null;
    const status: EmailStatus = !error ? 'sent' : next ? 'queued' : 'failed';
    await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.email.updateMany({
        where: { id: mail.id, attempts: job.attempt },
        data: {
          attempts,
          status,
          lastAttemptAt: now,
          lastError: error,
          nextAttemptAt: next,
          sentAt: error ? null : now,
          messageId,
          ...(error ? {} : redacted(mail)),
        },
      });
      // count 0: a concurrent duplicate of this job recorded the attempt (and scheduled the next).
      if (count && next) await this.outbox.enqueue(tx, MAIL_QUEUE, { emailId: mail.id, attempt: attempts } satisfies MailJob, { startAfter: next });
    });
    if (error) this.logger.warn({ emailId: mail.id, attempt: attempts, error }, next ? 'e-mail not sent; it will be retried' : 'e-mail not sent; giving up');
  }

  /** (admin) Recent e-mails, newest first, optionally in one status or of one kind. */
  async list(ctx: RequestContext, args: { status?: unknown; kind?: unknown; limit?: unknown; offset?: unknown }): Promise<Page<EmailSummary>> {
    requireScope(ctx, 'admin');
    const { status, kind } = parseInput(emailListSchema, { status: args.status, kind: args.kind });
    const where: Prisma.EmailWhereInput = { ...(status ? { status } : {}), ...(kind ? { kind } : {}) };
    const window = pageWindow(args.limit, args.offset, 25);
    const [items, total] = await Promise.all([
      this.prisma.email.findMany({ where, select: listSelect, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: window.limit, skip: window.offset }),
      this.prisma.email.count({ where }),
    ]);
    return { items, total, ...window };
  }

  /** (admin) One e-mail with its HTML and text, its single-use links as the caller may read them (`readable`). */
  async get(ctx: RequestContext, id: unknown): Promise<EmailRow> {
    requireScope(ctx, 'admin');
    const row = isUuid(id) ? await this.prisma.email.findUnique({ where: { id } }) : null;
    if (!row) throw new NotFoundError(MAIL_MESSAGES.notFound);
    return this.readable(ctx, row);
  }

  /**
   * An e-mail as `ctx` reads it: an API key never reads a live single-use link (hidden), and
   * nobody reads a reset link that is used or past its hour (expired); a signed-in admin reads an
   * open reset link, to deliver it by hand while e-mail is off.
   */
  private async readable(ctx: RequestContext, row: EmailRow): Promise<EmailRow> {
    if (!SECRET_LINK_KINDS.has(row.kind)) return row;
    const hashes = [...`${row.text}\n${row.html}`.matchAll(templates.RESET_LINK)].map((m) => resetTokenHash(m[1]));
    const open = hashes.length
      ? await this.prisma.passwordResetToken.findMany({ where: { tokenHash: { in: hashes }, usedAt: null, expiresAt: { gt: new Date() } }, select: { tokenHash: true } })
      : [];
    const live = new Set(open.map((t) => t.tokenHash));
    const key = !!ctx.apiKey;
    const shown = (s: string, hidden: string, expired: string) => {
      const resets = s.replace(templates.RESET_LINK, (link, token: string) => (!live.has(resetTokenHash(token)) ? expired : key ? hidden : link));
      return key ? resets.replace(templates.TOKEN_LINK, hidden) : resets;
    };
    return { ...row, html: shown(row.html, '#', '#'), text: shown(row.text, templates.HIDDEN_LINK, templates.EXPIRED_LINK) };
  }

  /** (admin) Sends an e-mail again now (a failed one, or another copy of a sent or kept one), with a fresh set of attempts. */
  async resend(ctx: RequestContext, id: unknown): Promise<EmailRow> {
    requireScope(ctx, 'admin');
    if (!this.transport) throw new AppError(409, 'EMAIL_SENDING_OFF', MAIL_MESSAGES.sendingOff);
    if (!isUuid(id)) throw new NotFoundError(MAIL_MESSAGES.notFound);
    const row = await this.prisma.$transaction(async (tx) => {
      const found = await tx.email.findUnique({ where: { id }, select: { status: true } });
      if (!found) throw new NotFoundError(MAIL_MESSAGES.notFound);
      if (found.status === 'queued') throw new AppError(409, 'EMAIL_ALREADY_QUEUED', MAIL_MESSAGES.alreadyQueued);
      const row = await tx.email.update({
        where: { id },
        data: { status: 'queued', attempts: 0, nextAttemptAt: new Date(), lastError: null, sentAt: null, messageId: null },
      });
      await this.outbox.enqueue(tx, MAIL_QUEUE, { emailId: id, attempt: 0 } satisfies MailJob);
      return row;
    });
    return this.readable(ctx, row);
  }
}

/** E-mails that carry a single-use link: the shop's copy loses it once sent. */
const SECRET_LINK_KINDS: ReadonlySet<EmailKind> = new Set(['password_reset', 'email_verification', 'stock_alert_confirmation']);

/** The shop's copy of a sent e-mail without its single-use links (they are secrets). */
function redacted(mail: { kind: EmailKind; html: string; text: string }): { html?: string; text?: string } {
  if (!SECRET_LINK_KINDS.has(mail.kind)) return {};
  const strip = (s: string, by: string) => s.replace(templates.RESET_LINK, by).replace(templates.TOKEN_LINK, by);
  return { html: strip(mail.html, '#'), text: strip(mail.text, templates.REDACTED_LINK) };
}

function smtpError(e: unknown): string {
  const err = e as { code?: string; responseCode?: number; response?: string; message?: string };
  const text = err.response ?? err.message ?? String(e);
  return [err.responseCode, err.code, text].filter(Boolean).join(' ').slice(0, 500);
}
