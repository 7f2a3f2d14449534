// The OpenAPI 3.1 document of the /api shim (GET /api/openapi.json), built from the zod schemas the
// services parse with: each domain's x.openapi.ts lists its routes (method, path, summary, access, the
// body/query schema from x.schemas.ts, the answer's shape); a test checks that list against the routes
// Express really serves, both ways. Conversion is zod 4's own z.toJSONSchema (JSON Schema 2020-12,
// OpenAPI 3.1's dialect): no second copy of any rule.
import { z } from '../input/validate';
import { MAX_PAGE_SIZE } from '../common/paging';
import type { ApiKeyScope } from '../common/context';
import { scopesGranting } from '../auth/guards';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Who may call: anyone; anyone, a token personalises (the cart); a signed-in user; an admin (or an API key with the operation's scope). */
export type Access = 'public' | 'optional' | 'customer' | 'admin';

/** Expected failures besides 400 (every route), 413 and 415 (routes with a body) and those of its access. */
export type ErrorStatus = 403 | 404 | 409 | 429;

/** An admin operation names the API-key scope it needs (the service's requireScope); other operations have none. */
export type RestOperation = OperationFields & ({ access: 'admin'; scope: ApiKeyScope } | { access: Exclude<Access, 'admin'>; scope?: undefined });

interface OperationFields {
  method: HttpMethod;
  /** As Express declares it, under /api: `/products/:id`. */
  path: string;
  summary: string;
  description?: string;
  /** Path parameters with a schema and description of their own (otherwise each is a plain string). */
  params?: z.ZodObject;
  /** The query string: one parameter per key. */
  query?: z.ZodObject;
  /** Request headers: one parameter per key (Idempotency-Key). */
  headers?: z.ZodObject;
  /** The JSON body: the schema the service parses it with. */
  body?: z.ZodType;
  /** Instead of a JSON body, one file as multipart/form-data (POST /api/images). */
  upload?: { field: string; description: string };
  /** The answer: status (200 unless said), shape (a schema named with `.meta({ id })` becomes a component), headers. */
  ok?: { status?: number; schema?: z.ZodType; description?: string; headers?: (keyof typeof RESPONSE_HEADERS)[] };
  /** A second success answer (POST /api/newsletter: 201 new, 200 already subscribed). */
  alsoOk?: { status: number; description: string };
  errors?: ErrorStatus[];
}

/** A domain's routes under one heading of the page. */
export interface RestTag {
  name: string;
  description: string;
  operations: RestOperation[];
  /**
   * Routes still served for older clients but left out of the document, each with the documented
   * route that replaced it: linters and client generators read their paths as ambiguous
   * (`/orders/by-token/{token}` next to `/orders/{id}/status`).
   */
  legacy?: { method: HttpMethod; path: string; replacedBy: string }[];
}

/** Every /api error: `message` for a person, `errors` field → message on validation failures (400, some 409s). */
export const apiErrorSchema = z
  .object({
    message: z.string().describe("A person's sentence: on a 400, the first failing field's message."),
    errors: z.record(z.string(), z.string()).optional().describe('Field path → message, for every failing field (400) or the field a conflict is about (409).'),
  })
  .meta({ id: 'Error', description: 'The /api error answer, whatever the status.' });

/** `?limit=&offset=` of the paged admin lists (the value is clamped, never refused). */
export const pageQuerySchema = z.object({
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).optional().describe(`Page size, 1–${MAX_PAGE_SIZE} (clamped).`),
  offset: z.number().int().min(0).optional().describe('Rows to skip (clamped).'),
});

/** What a DELETE answers. */
export const deletedSchema = z.object({ id: z.string() }).meta({ id: 'Deleted' });

/** Money leaves REST as a two-decimal string. */
export const moneyString = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'Rupees with two decimals.', examples: ['1299.00'] });
export const timestamp = z.iso.datetime().describe('ISO 8601, UTC.');

const RESPONSE_HEADERS = {
  'X-Total-Count': { description: 'Rows matching the filters, all pages together.', schema: { type: 'integer', minimum: 0 } },
  'X-Total-Count-Capped': {
    description: '`true` when the matches were counted only up to a bound (GET /api/products with filters beyond a category): X-Total-Count is then a lower bound. Absent: exact.',
    schema: { type: 'string', enum: ['true'] },
  },
  'X-Next-Cursor': {
    description: 'The cursor after the last row of this page (GET /api/orders for admins): pass it as `after` for the next page, in O(page) however deep. Absent on the last page.',
    schema: { type: 'string' },
  },
  'Idempotent-Replayed': {
    description: '`true` when this answers an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds until the limit lets the caller in again.', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Limit': { description: 'Attempts allowed per window.', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Remaining': { description: 'Attempts left in the window (0 on a 429).', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer', minimum: 0 } },
};

/** The error answers, each with an example the shop really gives. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; example: object; headers?: object }> = {
  400: {
    name: 'BadRequest',
    description: 'Invalid input (`errors` names every failing field), malformed JSON, or a string that is not storable text.',
    example: { message: 'Valid email is required', errors: { email: 'Valid email is required', password: 'Password is required' } },
  },
  401: {
    name: 'Unauthorized',
    description: 'No token, a bad or expired one, a session ended by a password change or sign-out, or an unknown, malformed or revoked API key.',
    example: { message: 'Please sign in to continue' },
  },
  403: {
    name: 'Forbidden',
    description: 'Signed in, but not allowed (an admin route, another customer’s order, another account’s cart token), or an API key without the scope the route needs, or on a customer route.',
    example: { message: 'Admin access required' },
  },
  404: { name: 'NotFound', description: 'No such row (or none the caller may see).', example: { message: 'Product not found' } },
  409: {
    name: 'Conflict',
    description: 'A conflict: duplicate e-mail/code/page, not enough stock, changed prices, a status the workflow does not allow, a reused payment.',
    example: { message: 'Only 1 left of Cotton Kurta (M / White)' },
  },
  413: { name: 'PayloadTooLarge', description: 'The JSON body is over 1 MB.', example: { message: 'Request body is too large (the limit is 1 MB)' } },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A content encoding or charset the shop does not read.',
    example: { message: 'Unsupported content encoding' },
  },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit refused the attempt (docs/security.md, *Rate limits*).',
    example: { message: 'Too many failed sign-in attempts. Please try again in 15 minutes.' },
    headers: RATE_LIMIT_HEADERS,
  },
};

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema 2020-12. `input`: what a client may send (a field whose schema accepts
 * `undefined`, through a default or a preprocess, is optional); `output`: what the API answers (objects
 * stay open to fields added later). Named schemas go to `defs` and are referenced from components.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output', defs: Record<string, JsonSchema> = {}): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...json
  } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // JSON has no dates: an answer's Date is an ISO string, a date input is a string its preprocess reads.
      if (zodSchema instanceof z.ZodDate) Object.assign(jsonSchema, io === 'output' ? { type: 'string', format: 'date-time' } : { type: 'string' });
      if (zodSchema instanceof z.ZodObject) {
        if (io === 'input') {
          const required = Object.entries(zodSchema.shape as Record<string, z.ZodType>).filter(([, field]) => !field.safeParse(undefined).success);
          if (required.length) jsonSchema.required = required.map(([key]) => key);
          else delete jsonSchema.required;
        } else if (jsonSchema.additionalProperties === false) {
          delete jsonSchema.additionalProperties;
        }
      }
    },
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [id, def] of Object.entries($defs ?? {})) {
    const { id: _id, ...rest } = def;
    defs[id] = toComponentRefs(rest) as JsonSchema;
  }
  return toComponentRefs(json) as JsonSchema;
}

function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : toComponentRefs(v)]),
  );
}

/** What an admin operation's description says about who may call it. */
export const scopeSentence = (scope: ApiKeyScope) =>
  `Needs a signed-in admin or an API key with ${scopesGranting(scope).map((s) => `\`${s}\``).join(' or ')} (scope \`${scope}\`).`;

/** `/products/:id` → `/api/products/{id}`. */
export const openApiPath = (expressPath: string) => `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`;

function parameters(where: 'query' | 'header', schema: z.ZodObject | undefined, defs: Record<string, JsonSchema>) {
  return Object.entries((schema?.shape ?? {}) as Record<string, z.ZodType>).map(([name, field]) => {
    const { description, ...json } = jsonSchemaOf(field, 'input', defs);
    return { name, in: where, required: !field.safeParse(undefined).success, ...(description ? { description } : {}), schema: json };
  });
}

const errorStatuses = (op: RestOperation): number[] => {
  const byAccess = op.access === 'admin' ? [401, 403] : op.access === 'customer' ? [401] : [];
  return [...new Set([400, ...byAccess, ...(op.body ? [413, 415] : []), ...(op.upload ? [413] : []), ...(op.errors ?? [])])].sort((a, b) => a - b);
};

function operationObject(op: RestOperation, tag: string, defs: Record<string, JsonSchema>) {
  const status = op.ok?.status ?? 200;
  const described = (op.params?.shape ?? {}) as Record<string, z.ZodType>;
  const pathParams = [...op.path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const { description, ...schema } = described[name] ? jsonSchemaOf(described[name], 'input', defs) : ({ type: 'string' } as JsonSchema);
    return { name, in: 'path', required: true, ...(description ? { description } : {}), schema };
  });
  const okHeaders = Object.fromEntries((op.ok?.headers ?? []).map((h) => [h, RESPONSE_HEADERS[h]]));
  const responses: Record<string, unknown> = {
    [status]: {
      description: op.ok?.description ?? 'OK',
      ...(op.ok?.headers?.length ? { headers: okHeaders } : {}),
      ...(op.ok?.schema ? { content: { 'application/json': { schema: jsonSchemaOf(op.ok.schema, 'output', defs) } } } : {}),
    },
  };
  if (op.alsoOk) responses[op.alsoOk.status] = { ...(responses[status] as object), description: op.alsoOk.description };
  for (const code of errorStatuses(op)) responses[code] = { $ref: `#/components/responses/${ERROR_RESPONSES[code].name}` };
  // An admin operation's requirement lists its scope (OpenAPI 3.1 allows role names for any scheme).
  const security =
    op.access === 'admin' ? [{ bearer: [op.scope] }] : op.access === 'customer' ? [{ bearer: [] }] : op.access === 'optional' ? [{}, { bearer: [] }] : [];
  const description = [op.description, op.access === 'admin' ? scopeSentence(op.scope) : undefined].filter(Boolean).join('\n\n');
  return {
    tags: [tag],
    summary: op.summary,
    ...(description ? { description } : {}),
    operationId: operationId(op),
    security,
    ...(pathParams.length || op.query || op.headers
      ? { parameters: [...pathParams, ...parameters('query', op.query, defs), ...parameters('header', op.headers, defs)] }
      : {}),
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(op.body, 'input', defs) } } } } : {}),
    ...(op.upload
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: { type: 'object', required: [op.upload.field], properties: { [op.upload.field]: { type: 'string', format: 'binary', description: op.upload.description } } },
              },
            },
          },
        }
      : {}),
    responses,
  };
}

/** `post /orders/:id/reorder` → `postOrdersIdReorder`: stable, unique, readable in generated clients. */
const operationId = (op: RestOperation) => op.method + op.path.replace(/[:/-]+(\w)/g, (_m, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

export function buildOpenApiDocument(tags: RestTag[], info: { version: string }) {
  const defs: Record<string, JsonSchema> = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const tag of tags) {
    for (const op of tag.operations) {
      const path = openApiPath(op.path);
      if (paths[path]?.[op.method]) throw new Error(`${op.method.toUpperCase()} ${path} is described twice`);
      const stray = Object.keys(op.params?.shape ?? {}).filter((name) => !new RegExp(`:${name}(?!\\w)`).test(op.path));
      if (stray.length) throw new Error(`${op.method.toUpperCase()} ${path} has no path parameter ${stray.join(', ')}`);
      (paths[path] ??= {})[op.method] = operationObject(op, tag.name, defs);
    }
  }
  const errorSchema = jsonSchemaOf(apiErrorSchema, 'output', defs);
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example, headers }) => [
      name,
      { description, ...(headers ? { headers } : {}), content: { 'application/json': { schema: errorSchema, example } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vadodara Family Fashion REST API',
      version: info.version,
      description: API_DESCRIPTION,
      // The shop's own API, not open source: no SPDX licence fits, so a LicenseRef names it.
      license: { name: 'Proprietary: all rights reserved by Vadodara Family Fashion', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This shop' }],
    tags: tags.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b))),
      responses,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'A sign-in token: the `token` of POST /api/auth/login or /api/auth/register (a JWT, valid 7 days; changing the password or signing out ends it). ' +
            'Integrations send a scoped API key in the same header: `Authorization: Bearer vff_live_…` (created by an admin; admin routes need the scope the route states, a key is never a customer). ' +
            'A revoked, unknown or malformed key is a 401 on every route, public reads included (an expired sign-in token still reads them as a guest).',
        },
      },
    },
  };
}

const API_DESCRIPTION = `The shop's REST shim (the routes of the specification, §7, and the checkout extras), over the same services as the GraphQL API at \`/graphql\`.

- **Money** is a string with two decimals (\`"1299.00"\`), in rupees; lists are JSON arrays, paged ones with the total in \`X-Total-Count\`.
- **Errors** are \`{ "message": "…", "errors": { "<field>": "…" } }\`: 400 invalid input (the message is the first failing field's), 401 no or bad token, 403 not allowed, 404, 409 conflicts, 413 body over 1 MB, 415 bad encoding, 429 rate limited (with \`Retry-After\` and \`RateLimit-*\` headers).
- **Auth**: \`Authorization: Bearer <token>\` with the token of \`POST /api/auth/login\`.
- **Retries**: \`POST /api/orders\` takes an \`Idempotency-Key\` header; the same key and body answer the first order again.`;
