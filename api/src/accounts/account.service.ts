// Accounts: registration, sign-in, profile and password. The only code that reads users' hashes.
import type { Prisma, PrismaClient } from '../generated/prisma/client';
import { ConflictError, UnauthorizedError, ValidationError } from '../common/errors';
import type { RequestContext, Role } from '../common/context';
import { parseInput } from '../common/validate';
import { isUniqueViolation } from '../db/prisma-errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { TokenService } from '../auth/token';
import type { Throttles } from '../common/throttle';
import { requireUser } from '../auth/guards';
import { changePasswordSchema, loginSchema, profileSchema, registerSchema } from './account.schemas';

/** What any response may carry about a user: never the hash. */
export const publicUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  role: true,
  createdAt: true,
  updatedAt: true,
} as const;

export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

export interface AuthResult {
  token: string;
  user: PublicUser;
}

const DUPLICATE_EMAIL = 'An account with this email already exists';

export class AccountService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tokens: TokenService,
    private readonly throttles: Throttles,
  ) {}

  async register(ctx: RequestContext, input: unknown): Promise<AuthResult> {
    const data = parseInput(registerSchema, input);
    await this.throttles.consume('register-ip', ctx.ip);
    const user = await this.createUser({ ...data, role: 'customer' });
    return { token: this.tokens.sign(user), user };
  }

  /** Also used by the seed for the admin account. */
  async createUser(data: { email: string; password: string; firstName: string; lastName: string; phone?: string | null; role: Role }): Promise<PublicUser> {
    const password = await hashPassword(data.password);
    try {
      return await this.prisma.user.create({ data: { ...data, password }, select: publicUserSelect });
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictError(DUPLICATE_EMAIL, 'DUPLICATE_EMAIL', { email: DUPLICATE_EMAIL });
      throw e;
    }
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
    const ok = row ? await verifyPassword(row.password, password) : await verifyPassword(DUMMY_HASH, password);
    if (!row || !ok) throw new UnauthorizedError('Invalid email or password');
    await Promise.all([this.throttles.reset('signin-email', email), this.throttles.refund('signin-ip', ctx.ip)]);
    const { password: _hash, ...user } = row;
    return { token: this.tokens.sign(user), user };
  }

  async me(ctx: RequestContext): Promise<PublicUser> {
    const { id } = requireUser(ctx);
    const user = await this.prisma.user.findUnique({ where: { id }, select: publicUserSelect });
    if (!user) throw new UnauthorizedError('Your account no longer exists');
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

  async changePassword(ctx: RequestContext, input: unknown): Promise<void> {
    const { id } = requireUser(ctx);
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
    // counted before the check, like sign-in: a stolen session cannot guess the current password
    await this.throttles.consume('password-change', id);
    const row = await this.prisma.user.findUnique({ where: { id }, select: { password: true } });
    if (!row) throw new UnauthorizedError('Your account no longer exists');
    if (!(await verifyPassword(row.password, currentPassword))) {
      throw ValidationError.field('currentPassword', 'Current password is incorrect');
    }
    await this.prisma.user.update({ where: { id }, data: { password: await hashPassword(newPassword) } });
    await this.throttles.reset('password-change', id);
  }

  /** Resolves a verified token's subject to the current user (role from the database, not the token). */
  async findAuthUser(id: string) {
    return this.prisma.user.findUnique({ where: { id }, select: { id: true, email: true, role: true } });
  }
}

// A valid argon2id hash of a random string: sign-in for an unknown e-mail costs the same as a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c29tZXNhbHRzb21lc2FsdA$Q7mA3u9JkRk4q1z1nW2c0hX6y7m3c8Zb0cYtHqkJm6s';
