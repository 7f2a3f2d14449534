// Forgotten passwords (docs/decisions/0021-single-use-links-stay-secret.md): a single-use link by
// e-mail, valid for an hour.
//
// Asking always answers the same neutral sentence, whether or not the e-mail has an account, and
// is throttled per address and per client, so the form tells nobody who shops here. Nor does its
// time: the request only records a job (one insert, for any address) and the outbox worker looks
// the address up, makes the token and writes the e-mail, so a known and an unknown address cost
// the request the same work. The link's token is 256 random bits, in the URL's fragment
// (`/reset-password#token=…`), which browsers never send to a server, so no access log, proxy or
// Referer holds it; the table keeps only its sha256, so a database leak of it opens no account.
// Setting the new password uses the token once, voids every other open link of that user, moves
// the user's token version on (the users_revoke_tokens trigger: every earlier session ends) and
// signs the user in.
import { randomBytes, randomUUID } from 'node:crypto';
import { resetTokenHash } from '../../platform/auth/token-hash';
import type { PrismaClient } from '../../generated/prisma/client';
import { AppError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { parseInput } from '../../platform/input/validate';
import type { Throttles } from '../../platform/rate-limits/throttle';
import type { PasswordHasher } from '../../platform/auth/password';
import type { TokenService } from '../../platform/auth/token';
import { type MailService, passwordReset } from '../mail';
import type { OutboxService } from '../../platform/outbox/outbox.service';
import { forgotPasswordSchema, resetPasswordSchema } from './account.schemas';
import { publicUserSelect, type AuthResult } from './account.service';

export const RESET_LINK_VALID_MS = 3_600_000;
export const RESET_REQUESTED =
  'If an account exists for this e-mail, we have sent it a link to choose a new password. The link is valid for 1 hour; check your spam folder if it does not arrive.';
export const RESET_LINK_INVALID = 'This password reset link is invalid, has expired or has already been used. Ask for a new one.';

/** The outbox queue of reset requests, worked by `send`. */
export const RESET_QUEUE = 'password-resets';

/** One reset request: the address as asked (normalised), and an id so a retried job writes its e-mail once. */
export interface ResetJob {
  email: string;
  requestId: string;
}

const sha256 = resetTokenHash;

export class PasswordResetService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly throttles: Throttles,
    private readonly mail: Pick<MailService, 'write' | 'shopUrl'>,
    private readonly outbox: Pick<OutboxService, 'enqueue'>,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Records the request for the worker (`send`), whatever the address; answers the same neutral sentence either way. */
  async request(ctx: RequestContext, input: unknown): Promise<string> {
    const { email } = parseInput(forgotPasswordSchema, input);
    await this.throttles.consume('reset-ip', ctx.ip);
    await this.throttles.consume('reset-email', email);
    await this.outbox.enqueue(null, RESET_QUEUE, { email, requestId: randomUUID() } satisfies ResetJob);
    return RESET_REQUESTED;
  }

  /** The outbox worker: a reset link by e-mail when the address has an account, nothing otherwise. Idempotent. */
  async send(job: ResetJob): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { email: job.email }, select: { id: true, email: true, firstName: true } });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const link = `${this.mail.shopUrl}/reset-password#token=${token}`;
    const dedupeKey = `password_reset:${job.requestId}`;
    await this.prisma.$transaction(async (tx) => {
      // A retried job (the worker died after the commit) finds its e-mail written and makes no second link.
      if (await tx.email.findUnique({ where: { dedupeKey }, select: { id: true } })) return;
      await tx.passwordResetToken.create({ data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_LINK_VALID_MS) } });
      await this.mail.write(tx, { kind: 'password_reset', to: user.email, content: passwordReset(user, link, this.mail.shopUrl), dedupeKey });
    });
  }

  /** Sets a new password with a reset link's token and signs the user in. */
  async reset(ctx: RequestContext, input: unknown): Promise<AuthResult> {
    const { token, password } = parseInput(resetPasswordSchema, input);
    await this.throttles.consume('reset-ip', ctx.ip);
    const hash = await this.hasher.hash(password);
    return this.prisma.$transaction(async (tx) => {
      const now = new Date();
      // Claimed in one statement: of two concurrent uses of one link, only one finds it open.
      const [claimed] = await tx.passwordResetToken.updateManyAndReturn({
        where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
        select: { id: true, userId: true },
      });
      if (!claimed) throw new AppError(400, 'INVALID_RESET_TOKEN', RESET_LINK_INVALID);
      await tx.passwordResetToken.updateMany({ where: { userId: claimed.userId, usedAt: null }, data: { usedAt: now } });
      // RETURNING reads the row as the trigger left it: the new token version is the one to sign.
      const { tokenVersion, ...user } = await tx.user.update({
        where: { id: claimed.userId },
        data: { password: hash },
        select: { ...publicUserSelect, tokenVersion: true },
      });
      return { token: this.tokens.sign({ ...user, tokenVersion }), user };
    });
  }
}
