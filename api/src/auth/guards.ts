import { ForbiddenError, UnauthorizedError } from '../common/errors';
import type { AuthUser, RequestContext } from '../common/context';

export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw ctx.authError ?? new UnauthorizedError('Please sign in to continue');
  return ctx.user;
}

export function requireAdmin(ctx: RequestContext): AuthUser {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw new ForbiddenError('Admin access required');
  return user;
}
