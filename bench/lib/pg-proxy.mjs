// A TCP proxy in front of PostgreSQL that counts the statements the server sends, read from the
// wire protocol: every Execute ('E', extended protocol) and every simple Query ('Q', e.g. BEGIN).
// It only forwards bytes, so it adds a little latency: use it for counts, never for timings.
import net from 'node:net';
import { freePort } from './server.mjs';

export async function startCountingProxy(targetUrl) {
  const target = new URL(targetUrl);
  const counts = { execute: 0, query: 0 };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
    const parse = frontendParser((type) => {
      if (type === 0x45) counts.execute += 1;
      else if (type === 0x51) counts.query += 1;
    });
    client.on('data', (chunk) => {
      parse(chunk);
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => client.write(chunk));
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    /** Statements so far (Execute + simple Query). */
    statements: () => counts.execute + counts.query,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

/** Splits the client→server byte stream into messages; calls onMessage(typeByte) for each typed one. */
function frontendParser(onMessage) {
  let buf = Buffer.alloc(0);
  let untyped = true; // the first message (StartupMessage / SSLRequest) has no type byte
  return (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
    for (;;) {
      if (untyped) {
        if (buf.length < 8) return;
        const len = buf.readInt32BE(0);
        if (buf.length < len) return;
        const code = buf.readInt32BE(4);
        untyped = code === 80877103 || code === 80877104; // SSL / GSS request: the startup follows
        buf = buf.subarray(len);
      } else {
        if (buf.length < 5) return;
        const len = buf.readInt32BE(1);
        if (buf.length < len + 1) return;
        onMessage(buf[0]);
        buf = buf.subarray(len + 1);
      }
    }
  };
}
