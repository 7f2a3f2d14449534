// Requests over a real socket whose answers keep the bytes as they came: supertest decodes gzip, so a test that checks
// what goes on the wire (compressed bodies, their length) reads them here.
import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RawServer {
  request(method: string, path: string, headers?: Record<string, string>, body?: string): Promise<RawResponse>;
  close(): Promise<void>;
}

/** Listens on a free local port with `listener` (a test shop's `handler`, or its Express `app`). */
export async function rawServer(listener: RequestListener): Promise<RawServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    request: (method, path, headers = {}, body) =>
      new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(body);
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
