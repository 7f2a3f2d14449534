// The HTTP server's limits on a real socket: a client that sends its request slowly is cut off,
// an idle keep-alive connection is closed, oversized headers and bodies are refused with 431 and
// 413 { message } on every body parser. Short timeouts come from the config (HTTP_*_TIMEOUT).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestShop, type TestShop } from '../../test/harness';
import { MAX_HEADER_SIZE, MAX_HEADERS_COUNT, MAX_REQUESTS_PER_SOCKET, SOCKET_IDLE_TIMEOUT } from './http-server';

let shop: TestShop;
let port: number;
beforeAll(async () => {
  shop = await createTestShop({ seed: false, env: { HTTP_HEADERS_TIMEOUT: '300ms', HTTP_REQUEST_TIMEOUT: '800ms', HTTP_KEEP_ALIVE_TIMEOUT: '300ms' } });
  await new Promise<void>((resolve) => shop.httpServer.listen(0, '127.0.0.1', resolve));
  port = (shop.httpServer.address() as AddressInfo).port;
});
afterAll(() => shop.close());

interface Exchange {
  /** everything the server sent */
  response: string;
  /** ms from connecting until the server closed the connection */
  closedAfter: number;
}

/** Sends `first`, then `chunk` every `everyMs` until the server closes the connection (or 5 s pass). */
function slowClient(first: string, chunk?: string, everyMs = 100): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let response = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(first));
    const drip = chunk ? setInterval(() => socket.writable && socket.write(chunk), everyMs) : undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for 5 s; it sent: ${response}`));
    }, 5000);
    socket.on('data', (d) => (response += d.toString()));
    socket.on('error', () => {}); // a reset after the server gave up is what we expect
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ response, closedAfter: Date.now() - started });
    });
  });
}

it('is built with the chosen limits', async () => {
  const server = shop.httpServer;
  expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([300, 800, 300]);
  expect([server.maxHeadersCount, server.maxRequestsPerSocket, server.timeout]).toEqual([MAX_HEADERS_COUNT, MAX_REQUESTS_PER_SOCKET, SOCKET_IDLE_TIMEOUT]);
  expect([MAX_HEADER_SIZE, MAX_HEADERS_COUNT, MAX_REQUESTS_PER_SOCKET, SOCKET_IDLE_TIMEOUT]).toEqual([16_384, 100, 1000, 60_000]);
  const defaults = await createTestShop({ seed: false });
  try {
    expect([defaults.httpServer.headersTimeout, defaults.httpServer.requestTimeout, defaults.httpServer.keepAliveTimeout]).toEqual([10_000, 30_000, 5_000]);
  } finally {
    await defaults.close();
  }
});

it('answers a client that sends its request at once', async () => {
  const { response } = await slowClient('GET /healthz HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n');
  expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
});

it('cuts off a client that sends its headers slowly (408, connection closed)', async () => {
  // a new header line every 100 ms keeps the connection busy, but the headers never end
  const { response, closedAfter } = await slowClient('GET /healthz HTTP/1.1\r\nHost: shop\r\n', 'X-Slow: 1\r\n');
  expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(closedAfter).toBeGreaterThanOrEqual(250);
  expect(closedAfter).toBeLessThan(1500);
});

it('cuts off a client that sends its body slowly', async () => {
  const head = 'POST /api/contact HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"message":"';
  const { response, closedAfter } = await slowClient(head, 'x');
  expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  expect(closedAfter).toBeLessThan(2000);
});

it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
  const { response, closedAfter } = await slowClient('GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n');
  expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(response).not.toMatch(/Connection: close/i);
  // Node keeps the socket a second longer than it announces, so a client never reuses a socket the server is closing
  expect(closedAfter).toBeGreaterThanOrEqual(250);
  expect(closedAfter).toBeLessThan(2500);
});

it('refuses headers over 16 KB with 431', async () => {
  const res = await shop.http.get('/healthz').set('x-big', 'a'.repeat(MAX_HEADER_SIZE + 1));
  expect(res.status).toBe(431);
});

describe('a body over the limit gets 413 { message } from every body parser', () => {
  const big = (bytes: number) => JSON.stringify({ email: 'a@b.in', message: 'x'.repeat(bytes) });

  it.each([
    ['/api (REST)', '/api/contact', 1_100_000, 'Request body is too large (the limit is 1 MB)'],
    ['/graphql', '/graphql', 1_100_000, 'Request body is too large (the limit is 1 MB)'],
    ['/payments/sandbox/pay', '/payments/sandbox/pay', 11_000, 'Request body is too large (the limit is 10 KB)'],
  ])('%s', async (_name, path, bytes, message) => {
    const res = await shop.http.post(path).set('content-type', 'application/json').send(big(bytes));
    expect([res.status, res.body]).toEqual([413, { message }]);
  });
});
