// Accounts: registration, sign-in, profile and password. The only code that reads users' hashes.
import type { Prisma, PrismaClient } from '../../generated/prisma/client';
import { AppError, ConflictError, UnauthorizedError, ValidationError } from '../../platform/common/errors';
import type { AuthUser, RequestContext, Role } from '../../platform/common/context';
import { isUuid, parseInput } from '../../platform/input/validate';
import { isUniqueViolation } from '../../platform/db/prisma-errors';
import { verifyPassword, type PasswordHasher } from '../../platform/auth/password';
import { INVALID_TOKEN, SESSION_ENDED, type TokenClaims, type TokenService } from '../../platform/auth/token';
import type { Throttles } from '../../platform/rate-limits/throttle';
import { requireUser } from '../../platform/auth/guards';
import { type MailService, welcome } from '../mail';
import { writeVerificationEmail } from './email-verification.service';
import { changePasswordSchema, loginSchema, profileSchema, registerSchema } from './account.schemas';

/** What any response may carry about a user: never the hash. */
export const publicUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  role: true,
  emailVerifiedAt: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export interface AuthResult {
  token: string;
  user: PublicUser;
}

/** Who a verified token signs in, or why it signs in nobody (public calls then go on as a guest). */
export type AuthLookup = { user: AuthUser } | { refused: UnauthorizedError };

const DUPLICATE_EMAIL = 'An account with this email already exists';
const ACCOUNT_GONE = 'Your account no longer exists';
/** The public fields and the token version a new token is signed with. */
const signingSelect = { ...publicUserSelect, tokenVersion: true } as const;

export class AccountService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly throttles: Throttles,
    private readonly mail: Pick<MailService, 'write' | 'shopUrl'>,
    private readonly hasher: PasswordHasher,
  ) {}

  /** A new customer account, signed in; the welcome and verification e-mails are written in the same transaction. */
  async register(ctx: RequestContext, input: unknown): Promise<AuthResult> {
    const data = parseInput(registerSchema, input);
    await this.throttles.consume('register-ip', ctx.ip);
    const { tokenVersion, ...user } = await insertUser(this.prisma, this.hasher, { ...data, role: 'customer' }, async (tx, created) => {
      await this.mail.write(tx, { kind: 'welcome', to: created.email, content: welcome(created, this.mail.shopUrl) });
      await writeVerificationEmail(tx, this.mail, created);
    });
    return { token: this.tokens.sign({ ...user, tokenVersion }), user };
  }

  /** Also used by the seed for the admin account (no e-mail). */
  async createUser(data: NewUser): Promise<PublicUser> {
    return createUser(this.prisma, this.hasher, data);
  }

  /**
   * Every attempt is counted before the password is checked (per client, then per e-mail), so
   * concurrent guesses cannot all get past the limit; a success clears the e-mail's count and
   * gives the client its attempt back.
   */
  async login(ctx: RequestContext, input: unknown): Promise<AuthResult> {
    const { email, password } = parseInput(loginSchema, input);
    await this.throttles.consume('signin-ip', ctx.ip);
    await this.throttles.consume('signin-email', email);
    const row = await this.prisma.user.findUnique({ where: { email } });
    // Unknown e-mails verify against a dummy hash so both failures take the same time.
    const ok = row ? await verifyPassword(row.password, password) : await this.hasher.verifyNobody(password);
    if (!row || !ok) throw new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    await Promise.all([this.throttles.reset('signin-email', email), this.throttles.refund('signin-ip', ctx.ip)]);
    const { password: _hash, tokenVersion, ...user } = row;
    return { token: this.tokens.sign({ ...user, tokenVersion }), user };
  }

  async me(ctx: RequestContext): Promise<PublicUser> {
    const { id } = requireUser(ctx);
    const user = await this.prisma.user.findUnique({ where: { id }, select: publicUserSelect });
    if (!user) throw new UnauthorizedError(ACCOUNT_GONE);
    return user;
  }

  async updateProfile(ctx: RequestContext, input: unknown): Promise<PublicUser> {
    const { id } = requireUser(ctx);
    const data = parseInput(profileSchema, input);
    try {
      return await this.prisma.user.update({ where: { id }, data, select: publicUserSelect });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(DUPLICATE_EMAIL, 'DUPLICATE_EMAIL', { email: DUPLICATE_EMAIL });
      throw e;
    }
  }

  /**
   * Sets a new password. The users_revoke_tokens trigger moves the token version on, so every
   * earlier token (this browser's too) is refused from now on; the answer carries a fresh token
   * that keeps this browser signed in.
   */
  async changePassword(ctx: RequestContext, input: unknown): Promise<AuthResult> {
    const { id } = requireUser(ctx);
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
    // counted before the check, like sign-in: a stolen session cannot guess the current password
    await this.throttles.consume('password-change', id);
    const row = await this.prisma.user.findUnique({ where: { id }, select: { password: true } });
    if (!row) throw new UnauthorizedError(ACCOUNT_GONE);
    if (!(await verifyPassword(row.password, currentPassword))) {
      throw ValidationError.field('currentPassword', 'Current password is incorrect');
    }
    // RETURNING reads the row as the trigger left it: the new version is the one to sign.
    const { tokenVersion, ...user } = await this.prisma.user.update({ where: { id }, data: { password: await this.hasher.hash(newPassword) }, select: signingSelect });
    await this.throttles.reset('password-change', id);
    return { token: this.tokens.sign({ ...user, tokenVersion }), user };
  }

  /** Signs the user out everywhere: every token issued so far, on any device, is refused from now on. */
  async logout(ctx: RequestContext): Promise<void> {
    const { id } = requireUser(ctx);
    await this.prisma.user.updateMany({ where: { id }, data: { tokenVersion: { increment: 1 } } });
  }

  /**
   * The user a verified token names, with the role from the database (not the token), checked in
   * the one query that loads them: a token whose version is not the user's current one has been
   * revoked. Never throws for odd input (a subject that is not a uuid names nobody).
   */
  async findAuthUser(claims: Pick<TokenClaims, 'sub' | 'ver'>): Promise<AuthLookup> {
    if (!isUuid(claims.sub)) return { refused: new UnauthorizedError(INVALID_TOKEN) };
    const row = await this.prisma.user.findUnique({ where: { id: claims.sub }, select: { id: true, email: true, role: true, tokenVersion: true } });
    if (!row) return { refused: new UnauthorizedError(ACCOUNT_GONE) };
    if (row.tokenVersion !== claims.ver) return { refused: new UnauthorizedError(SESSION_ENDED) };
    return { user: { id: row.id, email: row.email, role: row.role } };
  }
}

/** Creates an account; the seed's admin goes through here without the service around it. */
export async function createUser(prisma: PrismaClient, hasher: PasswordHasher, data: NewUser): Promise<PublicUser> {
  const { tokenVersion: _version, ...user } = await insertUser(prisma, hasher, data);
  return user;
}

/** The user row (and whatever `then` writes in the same transaction); DUPLICATE_EMAIL when the e-mail is taken. */
async function insertUser(
  prisma: PrismaClient,
  hasher: PasswordHasher,
  data: NewUser,
  then?: (tx: Prisma.TransactionClient, user: PublicUser) => Promise<void>,
) {
  const password = await hasher.hash(data.password);
  try {
    return await prisma.$transaction(async (tx) => {
      // The shop creates its admins with addresses it knows; customers prove theirs by the e-mailed link.
      const emailVerifiedAt = data.role === 'admin' ? new Date() : null;
      const user = await tx.user.create({ data: { ...data, password, emailVerifiedAt }, select: signingSelect });
      await then?.(tx, user);
      return user;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new ConflictError(DUPLICATE_EMAIL, 'DUPLICATE_EMAIL', { email: DUPLICATE_EMAIL });
    throw e;
  }
}

type NewUser = { email: string; password: string; firstName: string; lastName: string; phone?: string | null; role: Role };

