// Test-only: a real local HTTP receiver for webhook deliveries, as a partner would run one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verify } from './webhook.signature';

/**
 * The env a test shop needs to deliver to these receivers: they listen on 127.0.0.1, a loopback
 * address the shop refuses unless WEBHOOK_ALLOW_PRIVATE is on.
 */
export const RECEIVER_ENV = { WEBHOOK_ALLOW_PRIVATE: '1' } as const;

export interface Received {
  eventId: string;
  type: string;
  timestamp: string;
  signature: string;
  body: string;
  /** the signature checks out with the receiver's secret (set once the endpoint is created) */
  verified: boolean;
  /** what the receiver answered: a status, or 'hang' (no answer at all) */
  answer: number | 'hang';
}

/** How to answer the n-th request (0-based), given its event id. */
export type Answer = (n: number, eventId: string) => number | 'hang';

export interface Receiver {
  url: string;
  received: Received[];
  secret: string;
  answer: Answer;
  /** resolves when `predicate` holds for the requests received so far (polls every 50 ms) */
  until(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

const header = (req: http.IncomingMessage, name: string) => String(req.headers[name.toLowerCase()] ?? '');

export async function startReceiver(answer: Answer = () => 200): Promise<Receiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: '',
    received: [],
    secret: '',
    answer,
    async until(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(receiver.received)) {
        if (Date.now() > deadline)
          throw new Error(`receiver: condition not met within ${timeoutMs} ms; got ${JSON.stringify(receiver.received.map((r) => [r.type, r.answer]))}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return receiver.received;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const eventId = header(req, 'X-Shop-Event-Id');
      const timestamp = header(req, 'X-Shop-Timestamp');
      const signature = header(req, 'X-Shop-Signature');
      const result = receiver.answer(receiver.received.length, eventId);
      receiver.received.push({
        eventId,
        type: header(req, 'X-Shop-Event'),
        timestamp,
        signature,
        body,
        verified: verify(receiver.secret, timestamp, body, signature),
        answer: result,
      });
      if (result === 'hang') hanging.add(res);
      else res.writeHead(result, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
