// GET /api/openapi.json (the OpenAPI 3.1 document of the /api shim) and GET /api/docs, a readable page for it:
// Swagger UI served from node_modules (swagger-ui-dist), no CDN, under a CSP of its own.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Router } from 'express';
import { buildOpenApiDocument, type RestTag } from './openapi';

/** The OpenAPI document of these tags (every module's, in the composition root's order), built once. */
export function openApiDocumentOf(tags: RestTag[]): () => ReturnType<typeof buildOpenApiDocument> {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return () => {
    if (!document) {
      const { version } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string };
      document = buildOpenApiDocument(tags, { version });
    }
    return document;
  };
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

export function apiDocsRouter(openApiDocument: () => object): Router {
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
