/**
 * npm run bench:exam [-- --learners 1000,2000,5000] [--questions 60] [--spread 60] [--save-every 10] [--window 60] [--no-write]
 *
 * Exam day (issues 5 and 12): the real app (bench/servers/exam.ts, PostgreSQL, a fresh `bench_exam` database per
 * step, BENCH_PG_DATABASE to name another) and N
 * simulated learners, each its own loop of plain fetch calls (undici, keep-alive) in this process:
 *   - every learner starts the same published test at a random moment within --spread seconds;
 *   - every --save-every seconds (random phase) it saves an answer: a new one, or a changed one, Seq increasing;
 *   - it submits at a random moment between half and all of its --window seconds after its start.
 * Latency (p50/p99) of start, save and submit and the errors are recorded; then the database is checked: every
 * acknowledged save is stored with a Seq >= the acknowledged one, the last acknowledged save of each question is
 * the stored answer, one attempt per learner, one answer row per attempt and question.
 * Budgets: save p99 < 100 ms, start p99 < 300 ms, zero lost and zero duplicated answers. Also recorded: throughput,
 * CPU of the server, of PostgreSQL and of the machine, the pool's waits (bench/servers/exam.ts) and the load average;
 * printed only: a timeline of the calls per 5 s (where the slow ones were) and both processes' event-loop delay. Each step stops by itself (request timeouts, a watchdog);
 * the exit code is 0 whatever the budgets say, 1 only when a step could not be run.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { authHeaders } from './lib/auth-headers.ts';
import { machineTicks } from './lib/load.ts';
import { freshPostgresDatabase } from './lib/postgres.ts';
import { machine, mdTable, textTable, writeSection, type Row } from './lib/report.ts';
import { startServer, type RunningServer } from './lib/servers.ts';
import type { Verdict } from './lib/types.ts';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '1000,2000,5000' },
    questions: { type: 'string', default: '60' },
    spread: { type: 'string', default: '60' },
    'save-every': { type: 'string', default: '10' },
    window: { type: 'string', default: '60' },
    'no-write': { type: 'boolean', default: false },
  },
});
const steps = args.learners.split(',').map(Number).filter((n) => n > 0);
const SPREAD_MS = Number(args.spread) * 1000;
const SAVE_EVERY_MS = Number(args['save-every']) * 1000;
const WINDOW_MS = Number(args.window) * 1000;
const QUESTIONS = Number(args.questions);
const DURATION_SECONDS = 30 * 60;
const REQUEST_TIMEOUT_MS = 10_000;
const SAVE_P99_BUDGET_MS = 100;
const START_P99_BUDGET_MS = 300;
const HEADING = '## Exam day at 5,000 (issue 12)';
const DATABASE = process.env.BENCH_PG_DATABASE ?? 'bench_exam';
const docFile = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));

const log = (msg: string) => console.log(`[bench:exam] ${msg}`);
const cleanups: (() => Promise<void>)[] = [];

// Bound the whole run: a step is seeding + spread + window + request timeout; whatever hangs, everything stops.
const STEP_MS = 180_000 + SPREAD_MS + WINDOW_MS + 2 * REQUEST_TIMEOUT_MS;
const WATCHDOG_MS = Number(process.env.BENCH_WATCHDOG_MS ?? steps.length * STEP_MS + 30_000);
const watchdog = setTimeout(() => {
  console.error(`[bench:exam] still running after ${WATCHDOG_MS / 1000} s, stopping`);
  void Promise.allSettled(cleanups.map((c) => c())).finally(() => process.exit(2));
}, WATCHDOG_MS);
watchdog.unref();

type Learner = { userId: number; token: string };
type AttemptView = { ID: number; Questions: { QuestionID: number; Options: { ID: string }[] }[] };
type SaveAck = { QuestionID: number; Applied: boolean; Seq: number; Answer: { OptionIDs: string[] } | null };
type Op = 'start' | 'save' | 'submit';
type Sent = { attemptId: number; questionId: number; seq: number; answer: { OptionIDs: string[] } };

class Recorder {
  latency: Record<Op, number[]> = { start: [], save: [], submit: [] };
  /** When each answered call was sent (ms since the step's start) and its latency, for the timeline. */
  timeline: { at: number; op: Op; ms: number }[] = [];
  errors: Record<Op, number> = { start: 0, save: 0, submit: 0 };
  /** Calls answered 503 with Retry-After and sent again. */
  retried: Record<Op, number> = { start: 0, save: 0, submit: 0 };
  errorSamples: string[] = [];
  /** Saves the server acknowledged (200, Applied, Seq echoed). */
  acked: Sent[] = [];
  /** Saves without an acknowledgement (error or timeout): the server may or may not have stored them. */
  unacked: Sent[] = [];
  /** 200 answers that did not apply or echoed another Seq (should never happen: Seq only grows). */
  notApplied = 0;
  attempts = new Map<number, number>(); // userId -> attemptId

  error(op: Op, message: string) {
    this.errors[op]++;
    if (this.errorSamples.length < 5) this.errorSamples.push(`${op}: ${message.slice(0, 160)}`);
  }
}

/**
 * Where in the step the slow calls were: per 5 s of sending time, the calls of each kind and the p99 and slowest of
 * them all (printed, not written): a budget missed at one moment (the peak of starts and submits) reads differently
 * from one missed throughout.
 */
function logTimeline(rec: Recorder, t0: number) {
  const windows = new Map<number, { n: Record<Op, number>; ms: number[] }>();
  for (const c of rec.timeline) {
    const k = Math.floor((c.at - t0) / 5000);
    const w = windows.get(k) ?? { n: { start: 0, save: 0, submit: 0 }, ms: [] };
    w.n[c.op]++;
    w.ms.push(c.ms);
    windows.set(k, w);
  }
  log('  timeline (sent at, calls start/save/submit, p99 and slowest ms):');
  for (const [k, w] of [...windows].sort((a, b) => a[0] - b[0])) {
    log(`    ${String(k * 5).padStart(3)} s  ${w.n.start}/${w.n.save}/${w.n.submit}  p99 ${ms(percentile(w.ms, 99))}  max ${ms(Math.max(...w.ms))}`);
  }
}

/** CPU seconds of the PostgreSQL backends serving the bench database, by pid; empty off Linux. */
function postgresCpu(): Map<string, number> {
  const out = new Map<string, number>();
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        // Backends show their database in the command line ("postgres: 15/main: postgres bench_exam 127.0.0.1(…) idle").
        if (!stat.includes('(postgres)') || !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${DATABASE} `)) continue;
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        out.set(pid, (Number(f[11]) + Number(f[12])) / 100);
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return out;
}

/** PostgreSQL CPU over a window, sampled every second so backends that exit before its end still count. */
function trackPostgresCpu() {
  const first = postgresCpu();
  const last = new Map(first);
  const timer = setInterval(() => {
    for (const [pid, v] of postgresCpu()) last.set(pid, v);
  }, 1000);
  return () => {
    clearInterval(timer);
    for (const [pid, v] of postgresCpu()) last.set(pid, v);
    let total = 0;
    for (const [pid, v] of last) total += v - (first.get(pid) ?? 0);
    return first.size ? total : undefined;
  };
}

type PoolStats = {
  acquisitions: number; waitP50: number; waitP99: number; waitMax: number; waitingMean: number; waitingMax: number; busyMean: number; max: number;
  /** The server's garbage collection pauses over the simulation: how many, their sum and the longest. */
  gcPauses: number; gcMs: number; gcMaxMs: number; lagP99: number; lagMax: number;
};

function percentile(values: number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One call: a 503 with Retry-After (the server refused the work early, overloaded) is sent
 * again after that many seconds while the 10 s timeout allows; the latency counts from the first send.
 */
async function call(rec: Recorder, op: Op, port: number, learner: Learner, method: 'POST' | 'PUT', path: string, body?: unknown) {
  const started = performance.now();
  try {
    let res: Response;
    let text: string;
    for (;;) {
      res = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: {
          ...authHeaders(learner.userId, learner.token, path),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Math.max(1, Math.round(REQUEST_TIMEOUT_MS - (performance.now() - started)))),
      });
      text = await res.text();
      const wait = Number(res.headers.get('retry-after')) * 1000;
      if (res.status !== 503 || !(wait > 0) || performance.now() - started + wait >= REQUEST_TIMEOUT_MS) break;
      rec.retried[op]++;
      await sleep(wait);
    }
    const ms = performance.now() - started;
    if (res.status !== 200) {
      rec.error(op, `${res.status} ${text}`);
      return undefined;
    }
    rec.latency[op].push(ms);
    rec.timeline.push({ at: started, op, ms });
    return (JSON.parse(text) as { data: unknown }).data;
  } catch (e) {
    rec.error(op, (e as Error).message);
    return undefined;
  }
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);

/** One learner: start, an answer every SAVE_EVERY_MS (new or changed, Seq increasing), submit. */
async function learnerLoop(rec: Recorder, port: number, testId: number, learner: Learner, t0: number) {
  const startAt = t0 + rand(0, SPREAD_MS);
  const submitAt = startAt + rand(WINDOW_MS / 2, WINDOW_MS);
  await sleep(Math.max(0, startAt - performance.now()));
  const attempt = (await call(rec, 'start', port, learner, 'POST', '/api/attempts', { TestID: testId })) as AttemptView | undefined;
  if (!attempt) return;
  rec.attempts.set(learner.userId, attempt.ID);
  const current = new Map<number, string>(); // questionId -> chosen option
  let next = 0;
  let seq = 0;
  for (let at = performance.now() + rand(0, SAVE_EVERY_MS); at < submitAt; at += SAVE_EVERY_MS) {
    await sleep(Math.max(0, at - performance.now()));
    const change = current.size > 0 && (next >= attempt.Questions.length || Math.random() < 0.3);
    const changed = [...current.keys()][Math.floor(Math.random() * current.size)];
    const q = change ? attempt.Questions.find((x) => x.QuestionID === changed)! : attempt.Questions[next++]!;
    const choices = q.Options.map((o) => o.ID).filter((id) => id !== current.get(q.QuestionID));
    const option = choices[Math.floor(Math.random() * choices.length)]!;
    const sent: Sent = { attemptId: attempt.ID, questionId: q.QuestionID, seq: ++seq, answer: { OptionIDs: [option] } };
    const path = `/api/attempts/${attempt.ID}/answers/${q.QuestionID}`;
    const ack = (await call(rec, 'save', port, learner, 'PUT', path, { Answer: sent.answer, Seq: sent.seq })) as SaveAck | undefined;
    if (!ack) {
      rec.unacked.push(sent);
    } else if (!ack.Applied || ack.Seq !== sent.seq) {
      rec.notApplied++;
    } else {
      rec.acked.push(sent);
      current.set(q.QuestionID, option);
    }
  }
  await sleep(Math.max(0, submitAt - performance.now()));
  await call(rec, 'submit', port, learner, 'POST', `/api/attempts/${attempt.ID}/submit`);
}

type Check = { attempts: number; learnersWithoutAttempt: number; duplicateAttempts: number; submitted: number; answerRows: number; duplicateRows: number; lost: number; lostSamples: string[]; overwrittenByUnacked: number };

/** Compares what the server acknowledged with what the database holds. */
async function verify(url: string, testId: number, learners: Learner[], rec: Recorder): Promise<Check> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const perUser = await client.query<{ user_id: number; n: string; submitted: string }>(
      `select user_id, count(*) as n, count(*) filter (where status = 'submitted') as submitted from attempts where test_id = $1 group by user_id`,
      [testId],
    );
    const counts = new Map(perUser.rows.map((r) => [r.user_id, Number(r.n)]));
    const dupRows = await client.query<{ n: string }>(
      `select count(*) as n from (select attempt_id, question_id from attempt_answers group by attempt_id, question_id having count(*) > 1) d`,
    );
    const rows = await client.query<{ attempt_id: number; question_id: number; seq: number; answer: { OptionIDs: string[] } | null }>(
      `select a.attempt_id, a.question_id, a.seq, a.answer from attempt_answers a join attempts t on t.id = a.attempt_id where t.test_id = $1`,
      [testId],
    );
    const stored = new Map(rows.rows.map((r) => [`${r.attempt_id}/${r.question_id}`, r]));
    const unacked = new Set(rec.unacked.map((s) => `${s.attemptId}/${s.questionId}/${s.seq}`));
    const last = new Map<string, Sent>();
    let lost = 0;
    let overwrittenByUnacked = 0;
    const lostSamples: string[] = [];
    const lose = (why: string) => {
      lost++;
      if (lostSamples.length < 5) lostSamples.push(why);
    };
    for (const s of rec.acked) {
      const key = `${s.attemptId}/${s.questionId}`;
      const row = stored.get(key);
      if (!row || row.seq < s.seq) lose(`${key} seq ${s.seq}: stored ${row ? `seq ${row.seq}` : 'nothing'}`);
      if (!last.has(key) || last.get(key)!.seq < s.seq) last.set(key, s);
    }
    for (const [key, s] of last) {
      const row = stored.get(key);
      if (!row || row.seq < s.seq) continue; // counted above
      if (row.seq > s.seq) {
        // A later save whose acknowledgement never arrived (timeout) may legitimately be the stored one.
        if (unacked.has(`${key}/${row.seq}`)) overwrittenByUnacked++;
        else lose(`${key}: stored seq ${row.seq} was never sent (last acknowledged ${s.seq})`);
      } else if (!isDeepStrictEqual([...(row.answer?.OptionIDs ?? [])].sort(), [...s.answer.OptionIDs].sort())) {
        lose(`${key} seq ${s.seq}: stored ${JSON.stringify(row.answer)}, acknowledged ${JSON.stringify(s.answer)}`);
      }
    }
    return {
      attempts: perUser.rows.reduce((n, r) => n + Number(r.n), 0),
      learnersWithoutAttempt: learners.filter((l) => rec.attempts.has(l.userId) && !counts.has(l.userId)).length,
      duplicateAttempts: [...counts.values()].filter((n) => n > 1).length,
      submitted: perUser.rows.reduce((n, r) => n + Number(r.submitted), 0),
      answerRows: rows.rowCount ?? 0,
      duplicateRows: Number(dupRows.rows[0]!.n),
      lost,
      lostSamples,
      overwrittenByUnacked,
    };
  } finally {
    await client.end();
  }
}

type StepResult = {
  learners: number; rec: Recorder; check: Check; seconds: number; serverCpu?: number; machineCpu?: number; postgresCpu?: number; clientCpu: number;
  load: [number, number]; pool?: PoolStats; clientLagP99: number;
};

async function runStep(n: number): Promise<StepResult> {
  log(`${n} learners: fresh database, seeding ${QUESTIONS} questions, one test and ${n} learner sessions`);
  const url = await freshPostgresDatabase(DATABASE);
  const statsFile = `${os.tmpdir()}/bench-exam-pool-${process.pid}.json`;
  rmSync(statsFile, { force: true });
  const server: RunningServer = await startServer({
    key: `exam-${n}`,
    entry: 'exam.ts',
    env: { BENCH_DATABASE_URL: url, BENCH_LEARNERS: String(n), BENCH_QUESTIONS: String(QUESTIONS), BENCH_DURATION: String(DURATION_SECONDS), BENCH_STATS_FILE: statsFile },
    startupTimeoutMs: 180_000,
  });
  cleanups.unshift(server.stop);
  try {
    const testId = Number(server.extra.testId);
    const learners = JSON.parse(server.extra.learners!) as Learner[];
    log(`  ready on 127.0.0.1:${server.port} (pid ${server.pid}); test ${testId}; starts over ${SPREAD_MS / 1000} s, a save every ${SAVE_EVERY_MS / 1000} s, submits within ${WINDOW_MS / 1000} s`);
    const rec = new Recorder();
    const cpuBefore = server.cpuSeconds();
    const machineBefore = machineTicks();
    const clientBefore = process.cpuUsage();
    const pgCpu = trackPostgresCpu();
    const loadBefore = os.loadavg()[0]!;
    // The load generator's own event-loop delay: a learner's latency is measured in this process, so its stalls
    // (5,000 loops and their sockets) would show as the server's.
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const t0 = performance.now();
    const progress = setInterval(() => log(`  ${Math.round((performance.now() - t0) / 1000)} s: ${rec.attempts.size} started, ${rec.latency.save.length} saves, ${rec.latency.submit.length} submitted, ${rec.errors.start + rec.errors.save + rec.errors.submit} errors`), 15_000);
    await Promise.all(learners.map((l) => learnerLoop(rec, server.port, testId, l, t0)));
    clearInterval(progress);
    logTimeline(rec, t0);
    const seconds = (performance.now() - t0) / 1000;
    const cpuAfter = server.cpuSeconds();
    const machineAfter = machineTicks();
    lag.disable();
    const clientLagP99 = lag.percentile(99) / 1e6;
    log(`  load generator event-loop delay p99 ${ms(clientLagP99)} ms, max ${ms(lag.max / 1e6)} ms`);
    const client = process.cpuUsage(clientBefore);
    const postgresSeconds = pgCpu();
    const load: [number, number] = [loadBefore, os.loadavg()[0]!];
    process.kill(server.pid, 'SIGUSR2'); // the server writes its pool statistics
    await sleep(500);
    let pool: PoolStats | undefined;
    try {
      pool = JSON.parse(readFileSync(statsFile, 'utf8')) as PoolStats;
      log(`  server event-loop delay p99 ${ms(pool.lagP99)} ms, max ${ms(pool.lagMax)} ms; GC ${pool.gcPauses} pauses, ${Math.round(pool.gcMs)} ms in all`);
    } catch {
      pool = undefined;
    }
    const check = await verify(url, testId, learners, rec);
    return {
      learners: n,
      rec,
      check,
      seconds,
      serverCpu: cpuBefore !== undefined && cpuAfter !== undefined ? ((cpuAfter - cpuBefore) / seconds) * 100 : undefined,
      machineCpu: machineBefore && machineAfter ? ((machineAfter[0] - machineBefore[0]) / (machineAfter[1] - machineBefore[1])) * 100 : undefined,
      postgresCpu: postgresSeconds === undefined ? undefined : (postgresSeconds / seconds) * 100,
      clientCpu: ((client.user + client.system) / 1e6 / seconds) * 100,
      load,
      pool,
      clientLagP99,
    };
  } finally {
    await server.stop();
    cleanups.splice(cleanups.indexOf(server.stop), 1);
    rmSync(statsFile, { force: true });
  }
}

const ms = (v: number | undefined) => (v === undefined ? '-' : v < 10 ? v.toFixed(1) : String(Math.round(v)));
const pctCpu = (v: number | undefined) => (v === undefined ? '-' : `${Math.round(v)}%`);
const p = (r: StepResult, op: Op) => `${ms(percentile(r.rec.latency[op], 50))} / ${ms(percentile(r.rec.latency[op], 99))}`;
const calls = (r: StepResult) => r.rec.latency.start.length + r.rec.latency.save.length + r.rec.latency.submit.length;
const header: Row = [
  'Learners', 'starts', 'start p50/p99 ms', 'saves acked', 'save p50/p99 ms', 'submits', 'submit p50/p99 ms', 'req/s', 'errors s/s/s', 'lost', 'dup attempts/rows',
  'pool wait p99 ms', 'server GC max ms', 'client lag p99 ms', 'server CPU', 'PostgreSQL CPU', 'machine CPU', 'load 1 min',
];
const row = (r: StepResult): Row => [
  String(r.learners), String(r.rec.latency.start.length), p(r, 'start'), String(r.rec.acked.length), p(r, 'save'), String(r.rec.latency.submit.length), p(r, 'submit'),
  String(Math.round(calls(r) / r.seconds)),
  `${r.rec.errors.start}/${r.rec.errors.save}/${r.rec.errors.submit}`, String(r.check.lost), `${r.check.duplicateAttempts}/${r.check.duplicateRows}`,
  r.pool ? ms(r.pool.waitP99) : '-', r.pool ? ms(r.pool.gcMaxMs) : '-', ms(r.clientLagP99), pctCpu(r.serverCpu), pctCpu(r.postgresCpu), pctCpu(r.machineCpu), `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
];

const saveP99 = (r: StepResult) => percentile(r.rec.latency.save, 99) ?? Infinity;
const lostOf = (r: StepResult) => r.check.lost + r.check.learnersWithoutAttempt + r.rec.notApplied;
const startP99 = (r: StepResult) => percentile(r.rec.latency.start, 99) ?? Infinity;
const held = (r: StepResult) => saveP99(r) < SAVE_P99_BUDGET_MS && startP99(r) < START_P99_BUDGET_MS && lostOf(r) === 0 && r.check.duplicateAttempts === 0 && r.check.duplicateRows === 0;

function budgets(results: StepResult[]): { label: string; verdict: Verdict; value: string }[] {
  const out: { label: string; verdict: Verdict; value: string }[] = [];
  for (const r of results) {
    const n = `${r.learners} learners`;
    out.push({ label: `${n}: save p99 < ${SAVE_P99_BUDGET_MS} ms`, verdict: saveP99(r) < SAVE_P99_BUDGET_MS ? 'PASS' : 'FAIL', value: `${ms(saveP99(r))} ms over ${r.rec.latency.save.length} saves` });
    out.push({ label: `${n}: start p99 < ${START_P99_BUDGET_MS} ms`, verdict: startP99(r) < START_P99_BUDGET_MS ? 'PASS' : 'FAIL', value: `${ms(startP99(r))} ms over ${r.rec.latency.start.length} starts` });
    out.push({
      label: `${n}: zero lost answers`,
      verdict: lostOf(r) === 0 ? 'PASS' : 'FAIL',
      value: `${r.check.lost} of ${r.rec.acked.length} acknowledged saves lost or changed, ${r.check.learnersWithoutAttempt} started attempts missing, ${r.rec.notApplied} saves not applied` +
        (r.check.overwrittenByUnacked ? `, ${r.check.overwrittenByUnacked} answers superseded by an unacknowledged later save` : ''),
    });
    out.push({
      label: `${n}: zero duplicated (one attempt per learner, one row per attempt and question)`,
      verdict: r.check.duplicateAttempts === 0 && r.check.duplicateRows === 0 ? 'PASS' : 'FAIL',
      value: `${r.check.attempts} attempts (${r.check.submitted} submitted) for ${r.rec.attempts.size} started learners, ${r.check.answerRows} answer rows; ${r.check.duplicateAttempts} learners with > 1 attempt, ${r.check.duplicateRows} duplicate rows`,
    });
    const errors = r.rec.errors.start + r.rec.errors.save + r.rec.errors.submit;
    const retried = r.rec.retried.start + r.rec.retried.save + r.rec.retried.submit;
    out.push({
      label: `${n}: errors (reported)`, verdict: errors === 0 ? 'PASS' : 'FAIL',
      value: `${errors} (start ${r.rec.errors.start}, save ${r.rec.errors.save}, submit ${r.rec.errors.submit})${r.rec.errorSamples.length ? `; e.g. ${r.rec.errorSamples[0]}` : ''}` +
        (retried ? `; ${retried} calls answered 503 (busy) and sent again after Retry-After (start ${r.rec.retried.start}, save ${r.rec.retried.save}, submit ${r.rec.retried.submit})` : ''),
    });
  }
  const best = results.filter(held).map((r) => r.learners);
  const tried = results.map((r) => r.learners).join(' / ');
  out.push({
    label: `Largest number of learners within the budget (steps tried: ${tried})`,
    verdict: 'INFO',
    value: best.length ? `${Math.max(...best)}${results.length === 1 ? ' (only this step was run)' : ''}` : 'none of the steps',
  });
  return out;
}

function markdown(results: StepResult[], date: Date): string {
  const m = machine();
  const b = budgets(results);
  return [
    HEADING,
    '',
    `Measured ${date.toISOString().replace(/\.\d+Z$/, 'Z')} with \`npm run bench:exam -- --learners ${args.learners}\` on ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB RAM, Node ${m.node}, ${m.os}. ` +
      `Learners start over ${SPREAD_MS / 1000} s, save an answer every ${SAVE_EVERY_MS / 1000} s, submit ${WINDOW_MS / 2000}–${WINDOW_MS / 1000} s after their start; ${QUESTIONS} questions, ${DURATION_SECONDS / 60}-minute test.`,
    '',
    mdTable(header, results.map(row)),
    '',
    mdTable(['Budget', 'Result', 'Value'], b.map((x) => [x.label, `**${x.verdict}**`, x.value]), 3),
    '',
    `- Server: \`buildApp\` (bench/servers/exam.ts) in its own process on 127.0.0.1, NODE_ENV=production, LOG_LEVEL=info (stdout to /dev/null), a fresh \`${DATABASE}\` PostgreSQL database per step (local server, synchronous_commit on: every acknowledged save is flushed), pool of ${results[0]?.pool?.max ?? '-'} (DATABASE_POOL_MAX); RATE_LIMIT_PER_MINUTE raised to 1e9 as every learner comes from 127.0.0.1. The load generator runs on the same 2 cores.`,
    `- Seeded: an Editor and ${QUESTIONS} questions (single and multiple choice, 4 options) through \`app.services\`, one published in-series test (shuffled questions and options, one attempt allowed), N Trainee accounts (the first through the service, the others inserted with its password hash) with a session each (tokens announced to the bench process).`,
    '- Learners: one async loop each in the bench process, plain `fetch` (undici, keep-alive), bearer token and `X-Anti-Forgery` header on every call, 10 s request timeout; a 503 with Retry-After (the server refusing work when its database pool has no free connection in time) is sent again after that delay within the same 10 s (the answer sync of the web app keeps a refused save and sends it again too), and the latency counts from the first send. A save is a new answer (next question) or, 30% of the time, a changed one; Seq increases per attempt.',
    '- Latency: from sending the request to the end of the response body, successful (200) calls only; "errors s/s/s": non-200 or failed calls of start/save/submit; "req/s": successful calls per second over the simulation.',
    '- Database check after the run (direct pg connection): for every acknowledged save the stored `attempt_answers` row has a Seq >= the acknowledged one, and for the last acknowledged Seq of each question it is that Seq with that answer ("lost" counts both); `attempts` has one row per learner, `attempt_answers` one row per attempt and question ("dup").',
    '- "pool wait p99": time a query waited for a free pool connection (every `pool.connect`, in the server process). "server GC max": the server\'s longest garbage collection pause over the simulation; "client lag p99": the load generator\'s own event-loop delay (its stalls are counted in every latency it measures). "server CPU": the app process; "PostgreSQL CPU": the PostgreSQL backends of the bench database (WAL writer, checkpointer and autovacuum not included); "machine CPU": all cores, all processes (learners included); 100% = one core except for the machine. "load 1 min": the load average at the start and the end of the step: other work on the machine (parallel test runs) shows here, and figures taken under a load well above 2 are slower than the code is.',
    '',
  ].join('\n');
}

let ok = true;
const results: StepResult[] = [];
try {
  for (const n of steps) {
    try {
      results.push(await runStep(n));
    } catch (e) {
      ok = false;
      log(`${n} learners FAILED: ${(e as Error).message}`);
    }
  }
  if (results.length) {
    const m = machine();
    console.log(`\n${HEADING.replace(/^#+\s*/, '')}: ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}\n`);
    console.log(textTable(header, results.map(row)));
    console.log('');
    for (const b of budgets(results)) console.log(`${b.verdict.padEnd(4)}  ${b.label}: ${b.value}`);
    for (const r of results) for (const s of [...r.check.lostSamples, ...r.rec.errorSamples]) console.log(`      ${r.learners}: ${s}`);
    console.log('');
    if (args['no-write']) {
      log('docs/benchmarks.md not written (--no-write)');
    } else {
      writeSection(docFile, HEADING, markdown(results, new Date()));
      log(`wrote "${HEADING}" in docs/benchmarks.md`);
    }
  }
} catch (e) {
  console.error(e);
  ok = false;
} finally {
  while (cleanups.length) await cleanups.shift()!().catch(() => {});
}
clearTimeout(watchdog);
process.exit(ok ? 0 : 1);
