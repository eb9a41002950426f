/**
 * npm run bench:exam-calls [LEARNERS=500]: a diagnostic, not a budget. The server's CPU per exam-day call of each kind,
 * one kind at a time, on the exam bench's server and data (bench/servers/exam.ts, PostgreSQL, 60 questions): N
 * learners each read their unread count, then start (10 at a time), then save 4 answers, then submit; the server
 * process's CPU time over each phase divided by its calls. Where bench:exam says how the mix holds at its peak, this
 * says which call costs what.
 */
import { authHeaders } from './lib/auth-headers.ts';
import { freshPostgresDatabase } from './lib/postgres.ts';
import { startServer } from './lib/servers.ts';

const N = Number(process.env.LEARNERS ?? 500);
const url = await freshPostgresDatabase('bench_exam');
const server = await startServer({ key: 'exam', entry: 'exam.ts', env: { BENCH_DATABASE_URL: url, BENCH_LEARNERS: String(N), BENCH_QUESTIONS: '60', BENCH_DURATION: '1800' }, startupTimeoutMs: 180_000 });
const learners = JSON.parse(server.extra.learners!) as { userId: number; token: string }[];
const testId = Number(server.extra.testId);
async function call(l: { userId: number; token: string }, method: string, path: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { ...authHeaders(l.userId, l.token, path), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text).data;
}
async function phase(name: string, work: (() => Promise<void>)[]) {
  const before = server.cpuSeconds()!;
  const t = performance.now();
  for (let i = 0; i < work.length; i += 10) await Promise.all(work.slice(i, i + 10).map((w) => w()));
  const cpu = server.cpuSeconds()! - before;
  console.log(`${name}: ${work.length} calls, ${Math.round((cpu * 1e6) / work.length)} µs of server CPU a call, ${Math.round((performance.now() - t) / work.length * 10) / 10} ms wall a call (10 at a time)`);
}
const attempts: { ID: number; Questions: { QuestionID: number; Options: { ID: string }[] }[] }[] = [];
await phase('unread count (session lookup + one small read)', learners.map((l) => async () => { await call(l, 'GET', '/api/userNotificationsCount'); }));
await phase('start', learners.map((l, i) => async () => { attempts[i] = await call(l, 'POST', '/api/attempts', { TestID: testId }); }));
for (let round = 0; round < 4; round++) {
  await phase(`save (round ${round + 1})`, learners.map((l, i) => async () => {
    const q = attempts[i]!.Questions[round]!;
    await call(l, 'PUT', `/api/attempts/${attempts[i]!.ID}/answers/${q.QuestionID}`, { Answer: { OptionIDs: [q.Options[0]!.ID] }, Seq: round + 1 });
  }));
}
await phase('submit', learners.map((l, i) => async () => { await call(l, 'POST', `/api/attempts/${attempts[i]!.ID}/submit`); }));
await server.stop();
