// Test-only: a real local SMTP server (smtp-server) that keeps what it receives, parsed by mailparser.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface Received {
  from: string;
  to: string[];
  mail: ParsedMail;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  received: Received[];
  /** resolves when `predicate` holds for what was received so far (polls every 50 ms) */
  until(predicate: (received: Received[]) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  /** listen on this port (0: any free one) */
  port?: number;
  /** answer 550 to this recipient instead of taking the e-mail */
  refuse?: (recipient: string) => boolean;
}

export async function startSmtpReceiver(options: ReceiverOptions = {}): Promise<SmtpReceiver> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = new Error('Mailbox unavailable') as Error & { responseCode: number };
        err.responseCode = 550;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  const receiver: SmtpReceiver = {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async until(predicate, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(received)) {
        if (Date.now() > deadline) throw new Error(`smtp receiver: condition not met within ${timeoutMs} ms; got ${JSON.stringify(received.map((r) => [r.to, r.mail.subject]))}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return receiver;
}

/** A port nothing listens on (for "the SMTP server is down"). */
export async function freePort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const port = (probe.server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
