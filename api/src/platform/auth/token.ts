import jwt from 'jsonwebtoken';
import { UnauthorizedError } from '../common/errors';
import { isUuid } from '../input/validate';
import type { Role } from '../common/context';

export const INVALID_TOKEN = 'Invalid authentication token';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
/** A token signed before the user's password, role or sign-out changed their token version. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export interface TokenClaims {
  /** The user's id (a uuid; anything else is refused here). */
  sub: string;
  role: Role;
  /** Claim `ver`: the user's token version when the token was signed; tokens from before revocable sessions have none and count as 0. */
  ver: number;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

  sign(user: { id: string; role: Role; tokenVersion: number }): string {
    return jwt.sign({ role: user.role, ver: user.tokenVersion }, this.secret, {
      algorithm: 'HS256',
      subject: user.id,
      expiresIn: this.expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Throws 401 on a tampered, expired or malformed token, or one whose subject is not a user id. */
  verify(token: string): TokenClaims {
    let claims: string | jwt.JwtPayload;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
    } catch (e) {
      if (e instanceof jwt.TokenExpiredError) throw new UnauthorizedError(SESSION_EXPIRED);
      throw new UnauthorizedError(INVALID_TOKEN);
    }
    if (typeof claims === 'string' || !isUuid(claims.sub)) throw new UnauthorizedError(INVALID_TOKEN);
    const ver: unknown = claims.ver ?? 0;
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) throw new UnauthorizedError(INVALID_TOKEN);
    return { sub: claims.sub.toLowerCase(), role: claims.role === 'admin' ? 'admin' : 'customer', ver };
  }
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
