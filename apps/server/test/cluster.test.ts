import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeAntiForgery } from '@app/contracts/anti-forgery';
// @ts-expect-error: a plain ES module script of the repository (no types), shared with `npm run cluster`.
import { hasNginx, send, startCluster } from '../../../scripts/cluster.mjs';
import { demoAccounts } from '../src/seed/demo.seed.ts';
import { png } from './images.ts';

/*
 * The deployment of docs/deploy.md ("At scale") on this machine: nginx terminating TLS in front of two compiled API
 * instances, PostgreSQL, Redis and S3-compatible storage (scripts/cluster.mjs). Runs in CI's PostgreSQL pass.
 */
const enabled = !!process.env.TEST_DATABASE_URL && !!process.env.REDIS_URL && hasNginx();

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
type Cluster = { url: string; ca: Buffer; instances: { port: number; process: ChildProcess }[]; stop: () => Promise<void> };

describe.skipIf(!enabled)('two instances behind nginx (TLS), PostgreSQL, Redis and S3', () => {
  let c: Cluster;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!.replace(/\/[^/?]*(\?|$)/, '/postgres$1');
    // A small auth limit, to see it shared by both instances.
    c = await startCluster({ pgAdminUrl: adminUrl, redisUrl: process.env.REDIS_URL, env: { AUTH_RATE_LIMIT_PER_MINUTE: '12', LOGIN_ATTEMPTS_PER_IP: '1000' } });
  }, 120_000);
  afterAll(async () => c?.stop(), 60_000);

  async function call(method: string, path: string, o: { token?: string; userId?: number; body?: unknown; raw?: Buffer; type?: string; ip?: string } = {}): Promise<Reply & { json: () => { data: any } }> { // eslint-disable-line @typescript-eslint/no-explicit-any -- answers are read loosely, as in the harness
    const headers: Record<string, string> = { 'x-anti-forgery': encodeAntiForgery(o.userId ?? 0, Date.now(), path, 7) };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.ip) headers['x-forwarded-for'] = o.ip;
    let body: Buffer | undefined;
    if (o.raw) {
      body = o.raw;
      headers['content-type'] = o.type!;
    } else if (o.body !== undefined) {
      body = Buffer.from(JSON.stringify(o.body));
      headers['content-type'] = 'application/json';
    }
    const r: Reply = await send(`${c.url}${path}`, { method, headers, body, ca: c.ca });
    return { ...r, json: () => JSON.parse(r.body.toString('utf8')) };
  }
  const upstream = (r: Reply) => String(r.headers['x-upstream']);

  async function login(role: 'Mentor' | 'Trainee') {
    const a = demoAccounts.find((x) => x.role === role)!;
    const res = await call('POST', '/api/auth/login', { body: { email: a.email, password: a.password }, ip: `192.0.2.${Math.floor(Math.random() * 250) + 2}` });
    expect(res.status, res.body.toString()).toBe(200);
    const data = res.json().data;
    return { token: data.token as string, userId: data.user.id as number };
  }

  it('should keep a session made through one instance valid on both', async () => {
    const me = await login('Trainee');
    const served = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = await call('GET', '/api/auth/me', me);
      expect(r.status).toBe(200);
      served.add(upstream(r));
    }
    expect(served.size).toBe(2);
  });

  it('should count one rate limit across both instances (Redis), per client address behind the proxy', async () => {
    const statuses: number[] = [];
    const served = new Set<string>();
    // Redis outlives the run: an address of its own each run (documentation ranges).
    const ip = `198.51.100.${2 + Math.floor(Math.random() * 250)}`;
    const other = `203.0.113.${2 + Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 20; i++) {
      const r = await call('POST', '/api/auth/login', { body: { email: `nobody${i}@example.com`, password: 'Wrong-password-123' }, ip });
      statuses.push(r.status);
      if (r.status !== 429) served.add(upstream(r));
    }
    // 12 a minute for this address in all: without the shared count each instance would allow 12.
    expect(statuses.slice(0, 12).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(12).every((s) => s === 429)).toBe(true);
    expect(served.size).toBe(2);
    // Another address is not limited.
    expect((await call('POST', '/api/auth/login', { body: { email: 'x@example.com', password: 'Wrong-password-123' }, ip: other })).status).toBe(401);
  });

  it('should serve a file uploaded through one instance from both (S3)', async () => {
    const me = await login('Trainee');
    const photo = png();
    const boundary = `----cluster${Date.now()}`;
    const raw = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await call('POST', '/api/auth/profile/photo', { ...me, raw, type: `multipart/form-data; boundary=${boundary}` });
    expect(up.status, up.body.toString()).toBe(200);
    const served = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const r = await call('GET', `/api/users/${me.userId}/photo`, me);
      expect(r.status).toBe(200);
      expect(Buffer.compare(r.body, photo)).toBe(0);
      served.add(upstream(r));
    }
    expect(served.size).toBe(2);
  });

  it('should lose no acknowledged answer when an instance is killed in the middle of an exam', async () => {
    const mentor = await login('Mentor');
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const q = await call('POST', '/api/questions', {
        ...mentor,
        body: { Type: 'single', Text: `<p>Cluster question ${n}: which module posts vendor invoices?</p>`, Marks: 1, NegativeMarks: 0,
          Options: [{ ID: 'a', Text: 'SAP FICO', Correct: true }, { ID: 'b', Text: 'SAP SD', Correct: false }, { ID: 'c', Text: 'SAP PP', Correct: false }] },
      });
      expect(q.status, q.body.toString()).toBe(200);
      ids.push(q.json().data.ID);
    }
    const test = await call('POST', '/api/tests', {
      ...mentor,
      body: { Title: 'Cluster exam', DurationSeconds: 1800, PassPercentage: 50, AttemptsAllowed: 1, Status: 'published', InSeries: true, ShowAnswers: true, QuestionIDs: ids },
    });
    expect(test.status, test.body.toString()).toBe(200);
    const learner = await login('Trainee');
    const started = await call('POST', '/api/attempts', { ...learner, body: { TestID: test.json().data.ID } });
    expect(started.status, started.body.toString()).toBe(200);
    const attemptId = started.json().data.ID as number;

    const acknowledged = new Map<number, { option: string; seq: number }>();
    const options = ['a', 'b', 'c'];
    let seq = 0;
    for (let i = 0; i < 30; i++) {
      if (i === 12) c.instances[0]!.process.kill('SIGKILL'); // mid-exam, with no warning
      seq += 1;
      const questionId = ids[i % 3]!;
      const option = options[(i * 7) % 3]!;
      const r = await call('PUT', `/api/attempts/${attemptId}/answers/${questionId}`, { ...learner, body: { Answer: { OptionIDs: [option] }, Seq: seq } });
      if (r.status === 200) acknowledged.set(questionId, { option, seq });
    }
    // Every save after the kill was answered by the other instance (nginx retries an idempotent PUT).
    expect(acknowledged.size).toBe(3);
    const attempt = (await call('GET', `/api/attempts/${attemptId}`, learner)).json().data;
    for (const q of attempt.Questions as { QuestionID: number; Answer: { OptionIDs: string[] }; Seq: number }[]) {
      expect(q.Answer, `question ${q.QuestionID}`).toEqual({ OptionIDs: [acknowledged.get(q.QuestionID)!.option] });
      expect(q.Seq).toBe(acknowledged.get(q.QuestionID)!.seq);
    }
    expect((await call('POST', `/api/attempts/${attemptId}/submit`, { ...learner, body: {} })).status).toBe(200);
  }, 60_000);
});
