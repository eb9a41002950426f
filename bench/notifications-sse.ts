/**
 * npx tsx bench/notifications-sse.ts [--users 5000] [--no-write]
 *
 * Issue 13, live fan-out: one API instance (PostgreSQL) with 5,000 learners, each holding an open Server-Sent Events
 * stream; one staff announcement to everyone; how much memory each open stream costs the server (its resident set
 * before and after, from /proc) and how long until the last stream received the announcement. Writes its section
 * of docs/benchmarks.md unless --no-write.
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
import { machine, writeSection } from './lib/report.ts';
import { startServer } from './lib/servers.ts';
import { notificationsServer } from './suites/notifications.ts';

const { values: args } = parseArgs({ options: { users: { type: 'string', default: '5000' }, 'no-write': { type: 'boolean', default: false } } });
const USERS = Number(args.users);
const KEY = Number(process.env.ANTI_FORGERY_KEY ?? 7);
const HEADING = '## Notifications: live fan-out to 5,000 streams (issue 13)';
const log = (m: string) => console.log(`[sse] ${m}`);

/** Resident set of a process in MB (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

type Stream = { req: http.ClientRequest; counted: boolean; receivedAt?: number };

function open(port: number, path: string, onEvent: (s: Stream, event: string) => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const s = { counted: false } as Stream;
    s.req = http.get({ host: '127.0.0.1', port, path, agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buf = '';
      res.on('data', (chunk: string) => {
        buf += chunk;
        let cut: number;
        while ((cut = buf.indexOf('\n\n')) >= 0) {
          const block = buf.slice(0, cut);
          buf = buf.slice(cut + 2);
          const m = /^event: (\w+)/m.exec(block);
          if (m) onEvent(s, m[1]!);
        }
      });
      resolve(s);
    });
    s.req.on('error', reject);
  });
}

const prepared = await notificationsServer(USERS).prepare!();
const server = await startServer({ key: 'notifications-postgres', entry: 'notifications.ts', env: prepared.env, startupTimeoutMs: 15 * 60_000 });
try {
  log(`server ready on port ${server.port} (pid ${server.pid})`);
  const paths = (await readFile(server.extra.streams!, 'utf8')).split('\n').filter(Boolean);
  const rssBefore = rssMb(server.pid);
  let counted = 0;
  let received = 0;
  let allCounted!: () => void;
  let allReceived!: () => void;
  const countedDone = new Promise<void>((r) => (allCounted = r));
  const receivedDone = new Promise<void>((r) => (allReceived = r));
  const onEvent = (s: Stream, event: string) => {
    if (event === 'count' && !s.counted) {
      s.counted = true;
      if (++counted === paths.length) allCounted();
    } else if (event === 'notification' && s.receivedAt === undefined) {
      s.receivedAt = performance.now();
      if (++received === paths.length) allReceived();
    }
  };
  const streams: Stream[] = [];
  const connectStart = performance.now();
  for (let i = 0; i < paths.length; i += 250) {
    streams.push(...(await Promise.all(paths.slice(i, i + 250).map((p) => open(server.port, p, onEvent)))));
  }
  await countedDone;
  const connectMs = performance.now() - connectStart;
  await new Promise((r) => setTimeout(r, 3000));
  const rssOpen = rssMb(server.pid);
  log(`${streams.length} streams open in ${Math.round(connectMs)} ms; server RSS ${rssBefore.toFixed(1)} -> ${rssOpen.toFixed(1)} MB`);

  const p = '/api/announcements';
  const body = JSON.stringify({ title: 'Bench broadcast', text: 'Sent to every open stream.', audience: { kind: 'everyone' } });
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${server.port}${p}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.extra.token}`, 'content-type': 'application/json', 'x-anti-forgery': encodeAntiForgery(Number(server.extra.adminId), Date.now(), p, KEY) },
    body,
  });
  const answered = performance.now() - t0;
  const sent = (await res.json()) as { data?: { Recipients: number } };
  if (res.status !== 200) throw new Error(`announcement answered ${res.status}: ${JSON.stringify(sent)}`);
  const timeout = setTimeout(() => allReceived(), 60_000);
  await receivedDone;
  clearTimeout(timeout);
  const times = streams.map((s) => (s.receivedAt ?? Number.NaN) - t0).filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const pct = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const result = {
    streams: streams.length, recipients: sent.data?.Recipients ?? 0, delivered: times.length,
    connectMs, rssBefore, rssOpen, perStreamKb: ((rssOpen - rssBefore) * 1024) / streams.length,
    answeredMs: answered, firstMs: times[0]!, p50Ms: pct(0.5), p99Ms: pct(0.99), lastMs: times[times.length - 1]!,
  };
  log(JSON.stringify(result));
  for (const s of streams) s.req.destroy();

  if (!args['no-write']) {
    const m = machine();
    const f = (x: number) => x.toFixed(1);
    const section = [
      HEADING,
      '',
      `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, ${m.os}. \`npx tsx bench/notifications-sse.ts\`.`,
      '',
      '| figure | value |',
      '| --- | --- |',
      `| open streams (one API instance, PostgreSQL, no Redis) | ${result.streams.toLocaleString('en-US')} |`,
      `| time to open them all (250 at a time, each answered with its unread count) | ${Math.round(result.connectMs)} ms |`,
      `| server resident memory before / with the streams open | ${f(result.rssBefore)} MB / ${f(result.rssOpen)} MB |`,
      `| memory per open stream | ${f(result.perStreamKb)} KB |`,
      `| announcement to everyone: recipients written (one INSERT ... SELECT) | ${result.recipients.toLocaleString('en-US')} |`,
      `| POST /api/announcements answered after | ${Math.round(result.answeredMs)} ms |`,
      `| delivered to streams | ${result.delivered.toLocaleString('en-US')} of ${result.streams.toLocaleString('en-US')} |`,
      `| first / median / p99 / last stream received it after | ${Math.round(result.firstMs)} / ${Math.round(result.p50Ms)} / ${Math.round(result.p99Ms)} / ${Math.round(result.lastMs)} ms |`,
      '',
      'Times run from sending the POST: the announcement is written for every active account in the request\'s transaction, and pushed to the streams after its commit. The client (one Node process holding all sockets) runs on the same two cores as the server, so the last delivery includes the client\'s own reading. Memory per stream is the growth of the server\'s resident set with the streams open, divided by their number (a socket, its request and response objects, and one entry in the hub; no timer or database connection per stream).',
      '',
    ].join('\n');
    writeSection(fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url)), HEADING, section);
    log('docs/benchmarks.md updated');
  }
} finally {
  await server.stop();
  await prepared.cleanup?.();
}
