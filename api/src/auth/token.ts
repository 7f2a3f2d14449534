import jwt from 'jsonwebtoken';
import { UnauthorizedError } from '../common/errors';
import type { Role } from '../common/context';

export interface TokenClaims {
  sub: string;
  role: Role;
}

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly expiresIn: string,
  ) {}

  sign(user: { id: string; role: Role }): string {
    return jwt.sign({ role: user.role }, this.secret, {
      algorithm: 'HS256',
      subject: user.id,
      expiresIn: this.expiresIn as jwt.SignOptions['expiresIn'],
    });
  }

  /** Throws 401 on a tampered, expired or malformed token. */
  verify(token: string): TokenClaims {
    try {
      const claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof claims === 'string' || typeof claims.sub !== 'string') throw new Error('bad claims');
      return { sub: claims.sub, role: claims.role === 'admin' ? 'admin' : 'customer' };
    } catch (e) {
      if (e instanceof jwt.TokenExpiredError) throw new UnauthorizedError('Your session has expired. Please sign in again.');
      throw new UnauthorizedError('Invalid authentication token');
    }
  }
}

/** "Bearer abc" → "abc"; anything else → undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}
