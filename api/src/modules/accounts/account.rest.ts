import { Router } from 'express';
import type { AccountsServices } from './accounts.context';
import { handle } from '../../platform/rest/handle';

export const SIGNED_OUT = 'Signed out on every device';

export function accountRoutes(services: AccountsServices): Router {
  const r = Router();
  r.get('/auth/me', handle((ctx) => services.accounts.me(ctx)));
  r.post('/auth/login', handle((ctx, req) => services.accounts.login(ctx, req.body)));
  r.post('/auth/register', handle((ctx, req) => services.accounts.register(ctx, req.body), 201));
  r.post(
    '/auth/change-password',
    handle(async (ctx, req) => {
      // Earlier tokens are revoked: the caller keeps its session with the token answered here.
      const { token } = await services.accounts.changePassword(ctx, req.body);
      return { message: 'Password changed successfully', token };
    }),
  );
  r.post(
    '/auth/logout',
    handle(async (ctx) => {
      await services.accounts.logout(ctx);
      return { message: SIGNED_OUT };
    }),
  );
  r.post(
    '/auth/forgot-password',
    handle(async (ctx, req) => ({ message: await services.passwordResets.request(ctx, req.body) })),
  );
  r.post('/auth/reset-password', handle((ctx, req) => services.passwordResets.reset(ctx, req.body)));
  // The token from a confirmation link (the web page reads it from the link's fragment); no sign-in needed.
  r.post('/auth/verify-email', handle((ctx, req) => services.emailVerifications.verify(ctx, req.body)));
  r.post('/auth/resend-verification', handle(async (ctx) => ({ message: await services.emailVerifications.resend(ctx) })));
  r.put('/auth/profile', handle((ctx, req) => services.accounts.updateProfile(ctx, req.body)));
  return r;
}
