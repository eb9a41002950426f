// A local SMTP server for the browser tests: the e2e server sends its mail here (SMTP_URL), through the real
// outbox and delivery worker, and each message is written as JSON ({ to, subject, text }) into a folder the
// tests read (e2e/fixtures/mail.ts). Nothing leaves the machine.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The folder of a run's mails; e2e/fixtures/mail.ts computes the same one. */
export function mailDirFor(root, port) {
  return process.env.E2E_MAIL_DIR ?? path.join(root, '.tmp', `e2e-mail-${port}`);
}

/** Header and body of a raw message; the body decoded from quoted-printable or base64. */
export function parseMessage(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split >= 0 ? raw.slice(0, split) : raw).replace(/\r?\n[ \t]+/g, ' ');
  let body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : '';
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  // Encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in the subject.
  const subject = header('Subject').replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, kind, text) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
  return { subject, text: body.replace(/\r\n/g, '\n') };
}

/** Starts the catcher on a free local port, emptying `dir` first; resolves with its smtp:// URL and a close(). */
export async function startMailCatcher(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        count += 1;
        const file = path.join(dir, `${String(Date.now()).padStart(15, '0')}-${String(count).padStart(6, '0')}.json`);
        writeFileSync(file, JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text }));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
