// A small HTTP client over node:http with keep-alive sockets, and a GraphQL helper on top.
import http from 'node:http';

export class HttpError extends Error {
  /** The GraphQL error's `extensions.code`, when the server gave one. */
  /** @type {string | undefined} */
  code;
}

export function createClient(baseUrl, { maxSockets = 16 } = {}) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  /**
   * One request; resolves { status, body } with the body as text.
   * @param {string} method
   * @param {string} path
   * @param {{ body?: unknown, headers?: Record<string, string | number> }} [options]
   * @returns {Promise<{ status: number | undefined, body: string }>}
   */
  function request(method, path, { body, headers = {} } = {}) {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    /** @type {Record<string, string | number>} */
    const h = { accept: 'application/json', ...headers };
    if (payload !== undefined) {
      h['content-type'] = 'application/json';
      h['content-length'] = Buffer.byteLength(payload);
    }
    return new Promise((resolve, reject) => {
      const req = http.request({ agent, hostname, port, method, path, headers: h }, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  /** Raw GraphQL POST: resolves { status, body } (text), for the timed loops. */
  function gqlRaw(query, variables = {}, token) {
    return request('POST', '/graphql', { body: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  /** GraphQL with checks: returns `data`, throws HttpError with the first error (and its code) otherwise. */
  async function gql(query, variables = {}, token) {
    const res = await gqlRaw(query, variables, token);
    let json;
    try {
      json = JSON.parse(res.body);
    } catch {
      throw new HttpError(`GraphQL answered ${res.status} with non-JSON: ${res.body.slice(0, 200)}`);
    }
    if (json.errors?.length) {
      const e = new HttpError(`GraphQL error: ${json.errors[0].message}`);
      e.code = json.errors[0].extensions?.code;
      throw e;
    }
    if (res.status !== 200) throw new HttpError(`GraphQL answered ${res.status}`);
    return json.data;
  }

  return { request, gqlRaw, gql, close: () => agent.destroy() };
}

/** Throws unless a timed response is a 200 without GraphQL errors (a cheap check, no JSON parse). */
export function assertOk(res) {
  if (res.status !== 200 || res.body.includes('"errors":[')) throw new HttpError(`${res.status}: ${res.body.slice(0, 300)}`);
  return res;
}
