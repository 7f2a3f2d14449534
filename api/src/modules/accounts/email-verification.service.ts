// E-mail verification: a new account is e-mailed a single-use link that proves its owner reads the
// address. Until it is followed the customer shops as usual, but nothing found by e-mail address
// (back-in-stock alerts a guest made with it) attaches to the account, and reviews wait.
//
// Like a reset link: 256 random bits, only the sha256 kept, valid VERIFY_LINK_VALID_MS, used once,
// and only for the address it was sent to (a changed e-mail makes the account unverified again —
// a trigger on users — and the old link useless). The token rides in the URL fragment, so it never
// reaches a server log; the page reads it and posts it.
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { AppError, UnauthorizedError } from '../../platform/common/errors';
import type { RequestContext } from '../../platform/common/context';
import { parseInput } from '../../platform/input/validate';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { refuseApiKey, requireUser } from '../../platform/auth/guards';
import { emailVerification, type MailService } from '../mail';
import { verifyEmailSchema } from './account.schemas';

export const VERIFY_LINK_VALID_MS = 7 * 24 * 3_600_000;
export const VERIFY_LINK_INVALID = 'This confirmation link is invalid, has expired or has already been used. Sign in and ask for a new one from My Account.';
export const VERIFICATION_SENT = 'We have sent you a new confirmation link. It is valid for 7 days; check your spam folder if it does not arrive.';
export const ALREADY_VERIFIED = 'Your e-mail address is already confirmed.';
export const EMAIL_VERIFIED = 'Thank you: your e-mail address is confirmed.';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

type Mail = Pick<MailService, 'write' | 'shopUrl'>;

/** Writes a new verification link for `user` inside `tx` (registration, resend): the e-mail exists only if `tx` commits. */
export async function writeVerificationEmail(tx: Prisma.TransactionClient, mail: Mail, user: { id: string; email: string; firstName: string }): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.emailVerificationToken.create({
    data: { userId: user.id, email: user.email, tokenHash: sha256(token), expiresAt: new Date(Date.now() + VERIFY_LINK_VALID_MS) },
  });
  await mail.write(tx, {
    kind: 'email_verification',
    to: user.email,
    content: emailVerification(user, `${mail.shopUrl}/verify-email#token=${token}`, mail.shopUrl),
  });
}

/** Whether the account has proved it reads its current address. */
export async function isEmailVerified(db: Pick<PrismaClient, 'user'>, userId: string): Promise<boolean> {
  const row = await db.user.findUnique({ where: { id: userId }, select: { emailVerifiedAt: true } });
  return !!row?.emailVerifiedAt;
}

export class EmailVerificationService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly throttles: Throttles,
    private readonly mail: Mail,
  ) {}

  /**
   * Marks the address a link was sent to as verified. Works without signing in (the link may be
   * opened on another device). Unknown, used or expired token, or an account whose e-mail has
   * changed since → 400 INVALID_VERIFICATION_TOKEN.
   */
  async verify(_ctx: RequestContext, input: unknown): Promise<{ email: string; message: string }> {
    const { token } = parseInput(verifyEmailSchema, input);
    return this.prisma.$transaction(async (tx) => {
      const now = new Date();
      // Claimed in one statement: of two concurrent uses of one link, only one finds it open.
      const [claimed] = await tx.emailVerificationToken.updateManyAndReturn({
        where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
        select: { userId: true, email: true },
      });
      if (!claimed) throw new AppError(400, 'INVALID_VERIFICATION_TOKEN', VERIFY_LINK_INVALID);
      // Only while the account still has the address the link went to.
      const { count } = await tx.user.updateMany({ where: { id: claimed.userId, email: claimed.email }, data: { emailVerifiedAt: now } });
      if (count === 0) throw new AppError(400, 'INVALID_VERIFICATION_TOKEN', VERIFY_LINK_INVALID);
      await tx.emailVerificationToken.updateMany({ where: { userId: claimed.userId, usedAt: null }, data: { usedAt: now } });
      return { email: claimed.email, message: EMAIL_VERIFIED };
    });
  }

  /** Sends the signed-in customer a new link (at most 3 an hour); already verified → says so and sends nothing. */
  async resend(ctx: RequestContext): Promise<string> {
    refuseApiKey(ctx);
    const { id } = requireUser(ctx);
    const user = await this.prisma.user.findUnique({ where: { id }, select: { id: true, email: true, firstName: true, emailVerifiedAt: true } });
    if (!user) throw new UnauthorizedError('Your account no longer exists');
    if (user.emailVerifiedAt) return ALREADY_VERIFIED;
    await this.throttles.consume('verify-email-user', id);
    await this.prisma.$transaction((tx) => writeVerificationEmail(tx, this.mail, user));
    return VERIFICATION_SENT;
  }
}
