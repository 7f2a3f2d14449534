// The sandbox provider's window, served by the shop itself when the sandbox is the provider (no
// Razorpay keys, PAYMENT_SANDBOX on): GET /payments/sandbox/checkout?order=…, its script, and
// POST /payments/sandbox/pay. Mounted in app.ts outside /api (it is a page, not an API route), only then.
import { Router, type ErrorRequestHandler } from 'express';
import type { PaymentsServices } from './payments.context';
import { jsonBody } from '../../platform/rest/body';
import { bodyError } from '../../platform/rest/errors';
import { SANDBOX_PAY_PATH, SANDBOX_SCRIPT, SANDBOX_SCRIPT_PATH, sandboxCheckoutHtml, sandboxNotFoundHtml } from './sandbox.page';
import { SANDBOX_CHECKOUT_PATH } from './payment.service';

export function paymentsRouter(services: PaymentsServices): Router {
  const r = Router();
  r.get(SANDBOX_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(SANDBOX_SCRIPT);
  });
  r.get(SANDBOX_CHECKOUT_PATH, async (req, res, next) => {
    try {
      const intent = await services.payments.sandboxIntent(req.query.order);
      res.setHeader('Cache-Control', 'no-store');
      if (!intent) return void res.status(404).type('html').send(sandboxNotFoundHtml());
      res.type('html').send(sandboxCheckoutHtml(intent));
    } catch (e) {
      next(e);
    }
  });
  r.post(SANDBOX_PAY_PATH, jsonBody('10kb'), async (req, res, next) => {
    try {
      const payment = await services.payments.sandboxPay((req.body as { order?: unknown } | undefined)?.order);
      res.setHeader('Cache-Control', 'no-store');
      if (!payment) return void res.status(404).json({ message: 'Payment not found' });
      res.json(payment);
    } catch (e) {
      next(e);
    }
  });
  // A malformed (400) or oversized (413) body on the pay endpoint is the caller's mistake, not a 500.
  r.use(SANDBOX_PAY_PATH, ((err: unknown, _req, res, next) => {
    const body = bodyError(err);
    if (body) return void res.status(body.status).json({ message: body.message });
    next(err);
  }) as ErrorRequestHandler);
  return r;
}
