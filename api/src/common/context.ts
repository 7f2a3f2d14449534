// The request context: the first argument of every service method.
export type Role = 'customer' | 'admin';

export interface AuthUser {
  id: string;
  email: string;
  role: Role;
}

export interface RequestContext {
  user: AuthUser | null;
  ip: string;
  requestId: string;
  /** Set when a token was sent but is expired or invalid: public calls go on as a guest, protected ones answer this 401. */
  authError?: Error;
}

export const systemContext = (): RequestContext => ({ user: null, ip: '127.0.0.1', requestId: 'system' });
