import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP peer on a free local port that keeps every message it accepted (one entry per recipient). `reject`
 * refuses a recipient at RCPT TO with 550 and the returned text (a mailbox that does not exist: a hard bounce).
 */
export async function startSmtpPeer(opts: { reject?: (address: string) => string | undefined } = {}) {
  const received: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = opts.reject?.(address.address);
      if (refusal) return callback(Object.assign(new Error(refusal), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
