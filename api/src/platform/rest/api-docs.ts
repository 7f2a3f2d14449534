// GET /api/openapi.json (the OpenAPI 3.1 document of the /api shim) and GET /api/docs, a readable page for it:
// Swagger UI served from node_modules (swagger-ui-dist), no CDN, under a CSP of its own.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { accountTag } from '../../modules/accounts/account.openapi';
import { cartTag } from '../../modules/cart/cart.openapi';
import { catalogTag } from '../../modules/catalog/catalog.openapi';
import { contentTag } from '../../modules/content/content.openapi';
import { couponTag } from '../../modules/coupons/coupon.openapi';
import { dashboardTag } from '../../modules/dashboard/dashboard.openapi';
import { messageTag } from '../../modules/messages/message.openapi';
import { orderTag } from '../../modules/orders/order.openapi';
import { paymentTag } from '../../modules/payments/order-payment.openapi';
import { apiKeyTag } from '../../modules/api-keys/api-key.openapi';
import { imageTag } from '../../modules/media/image.openapi';
import { reviewTag } from '../../modules/reviews/review.openapi';
import { stockAlertTag } from '../../modules/stock-alerts/stock-alert.openapi';
import { wishlistTag } from '../../modules/wishlist/wishlist.openapi';
import { buildOpenApiDocument, type RestTag } from './openapi';

/** Every /api route, by domain (each x.openapi.ts beside its x.rest.ts); openapi.api.test.ts checks it against the router. */
export const REST_TAGS: RestTag[] = [catalogTag, cartTag, orderTag, paymentTag, accountTag, couponTag, messageTag, contentTag, dashboardTag, apiKeyTag, imageTag, reviewTag, stockAlertTag, wishlistTag];

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export function openApiDocument() {
  if (!document) {
    const { version } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
    document = buildOpenApiDocument(REST_TAGS, { version });
  }
  return document;
}

/** Only what Swagger UI needs: its own script and stylesheet, inline styles (React), data: icons, fetches to this shop. */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API · Vadodara Family Fashion</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head><body><div id="docs"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;

// The shop's own sign-in token (the web app and the GraphQL explorer keep it in localStorage) pre-fills Authorize.
const INIT = `(() => {
  const ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#docs',
    deepLinking: true,
    validatorUrl: null,
    tryItOutEnabled: false,
    persistAuthorization: true,
    defaultModelsExpandDepth: 0,
  });
  const token = localStorage.getItem('token');
  if (token) ui.preauthorizeApiKey('bearer', token);
})();`;

const ASSETS: Record<string, string> = { 'swagger-ui-bundle.js': 'application/javascript', 'swagger-ui.css': 'text/css' };

export function apiDocsRouter(): Router {
  const r = Router();
  const dist = dirname(require.resolve('swagger-ui-dist/package.json'));
  r.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApiDocument());
  });
  r.get('/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(HTML);
  });
  r.get('/docs/init.js', (_req, res) => {
    res.type('application/javascript').send(INIT);
  });
  for (const [file, type] of Object.entries(ASSETS)) {
    r.get(`/docs/${file}`, (_req, res, next) => {
      res.type(type).sendFile(join(dist, file), { maxAge: '1d' }, (err) => err && next(err));
    });
  }
  return r;
}
