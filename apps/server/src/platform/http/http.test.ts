import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { charShiftedToSpace, encodeAntiForgery } from '@app/contracts/anti-forgery';
import { capabilities } from '@app/contracts/roles';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { enforceAccessDeclarations } from '../auth/access.ts';
import { registerErrorHandling } from './error-handler.ts';
import { loadConfig } from '../../config.ts';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp({ config: { BODY_LIMIT_BYTES: '2048' } });
  user = await t.createUser({ role: 'Admin' });
});
afterAll(() => t.close());

const key = () => t.config.ANTI_FORGERY_KEY;
const post = (headers: Record<string, string>, url = '/api/admin/cities') =>
  t.request({ method: 'POST', url, token: user.token, userId: user.id, forgery: false, headers, body: { Title: `City ${Math.random()}` } });

describe('anti-forgery header', () => {
  it('should answer 403 ANTI_FORGERY and change nothing when a state-changing request has none', async () => {
    const before = (await t.as(user)({ url: '/api/admin/cities' })).json().data.total;
    const res = await post({});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ANTI_FORGERY');
    expect((await t.as(user)({ url: '/api/admin/cities' })).json().data.total).toBe(before);
  });

  it('should answer 403 when the header is older than 5 minutes', async () => {
    const res = await post({ 'x-anti-forgery': encodeAntiForgery(user.id, Date.now() - 6 * 60_000, '/api/admin/cities', key()) });
    expect(res.statusCode).toBe(403);
  });

  it('should answer 403 when the header names another path', async () => {
    const res = await post({ 'x-anti-forgery': encodeAntiForgery(user.id, Date.now(), '/api/admin/degrees', key()) });
    expect(res.statusCode).toBe(403);
  });

  it('should answer 403 when the header names another user', async () => {
    const res = await post({ 'x-anti-forgery': encodeAntiForgery(user.id + 1, Date.now(), '/api/admin/cities', key()) });
    expect(res.statusCode).toBe(403);
  });

  it('should answer 403 when the header was shifted with another key', async () => {
    const res = await post({ 'x-anti-forgery': encodeAntiForgery(user.id, Date.now(), '/api/admin/cities', key() + 1) });
    expect(res.statusCode).toBe(403);
  });

  it('should accept a GET without the header but check it when present', async () => {
    expect((await t.request({ url: '/api/admin/cities', token: user.token, forgery: false })).statusCode).toBe(200);
    const bad = await t.request({ url: '/api/admin/cities', token: user.token, forgery: false, headers: { 'x-anti-forgery': 'garbage' } });
    expect(bad.statusCode).toBe(403);
  });

  it('should accept a path ending in the character the key shifts onto a space (HTTP trims it from the header), and nothing else', async () => {
    const url = `/api/admin/cities?term=${charShiftedToSpace(key())}`; // key 7: a search for 'tax' ends in 'x'
    const header = encodeAntiForgery(user.id, Date.now(), url, key());
    expect(header.endsWith(' ')).toBe(true);
    const trimmed = header.trimEnd(); // what a browser's fetch sends
    expect((await t.request({ url, token: user.token, forgery: false, headers: { 'x-anti-forgery': trimmed } })).statusCode).toBe(200);
    const other = `/api/admin/cities?term=${charShiftedToSpace(key())}y`;
    expect((await t.request({ url: other, token: user.token, forgery: false, headers: { 'x-anti-forgery': trimmed } })).statusCode).toBe(403);
  });

  it('should accept a valid header on a path with a query string', async () => {
    const url = '/api/admin/cities?term=pun&pageSize=5';
    const res = await t.request({ url, token: user.token, forgery: false, headers: { 'x-anti-forgery': encodeAntiForgery(user.id, Date.now(), url, key()) } });
    expect(res.statusCode).toBe(200);
  });
});

describe('envelopes and errors', () => {
  it('should answer an unknown route with a 404 envelope', async () => {
    const res = await t.request({ url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('should answer 413 to a body over the limit', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: { email: 'a@b.co', password: 'x'.repeat(5000) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('should answer 400 with a clear message to malformed JSON', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('should give every response a request id and keep a sane one sent by a proxy', async () => {
    const a = await t.request({ url: '/api/health' });
    expect(a.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    const b = await t.request({ url: '/api/health', headers: { 'x-request-id': 'trace-12345678' } });
    expect(b.headers['x-request-id']).toBe('trace-12345678');
  });

  it('should never leak internals in a 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.json()).toEqual({ status: 500, message: 'Something went wrong, please try again later', code: 'INTERNAL' });
  });

  it('should answer 503 with Retry-After when the database pool had no free connection in time (the work not done)', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/busy', async () => {
      throw new Error('Failed query: select 1', { cause: new Error('timeout exceeded when trying to connect') });
    });
    const res = await app.inject({ url: '/busy' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ status: 503, message: 'The server is busy, please try again in a moment', code: 'UNAVAILABLE' });
  });
});

describe('deny by default', () => {
  it('should have every API route declare public, authenticated or a known capability', () => {
    const api = t.app.accessTable;
    expect(api.length).toBeGreaterThan(20);
    const valid = new Set(['public', 'authenticated', ...capabilities]);
    for (const r of api) expect(valid.has(r.access), `${r.method} ${r.url}`).toBe(true);
    const publicOnes = api.filter((r) => r.access === 'public' && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual(
      [
        'GET /api/health', 'GET /api/ready', 'GET /api/openapi.json', 'HEAD /api/health', 'HEAD /api/ready', 'HEAD /api/openapi.json',
        'POST /api/auth/register', 'POST /api/auth/login', 'POST /api/auth/forgot-password', 'POST /api/auth/reset-password',
        // The mailed link's token is the credential (single use, 48 hours): auth.test.ts.
        'POST /api/auth/verify-email',
        // The invitation link's token is the credential (single use, 7 days): users/invites.test.ts.
        'POST /api/auth/invitation', 'POST /api/auth/accept-invite',
        // The login challenge (five minutes, single use, after the password) is the credential: two-factor.test.ts.
        'POST /api/auth/login/two-factor', 'POST /api/auth/login/two-factor/setup', 'POST /api/auth/login/two-factor/enable',
        'POST /api/users/verifySsoToken', 'POST /api/enquiries', 'GET /api/testSeries', 'HEAD /api/testSeries', 'GET /api/testSeries/filters', 'HEAD /api/testSeries/filters',
        ...['/api/courses', '/api/courses/:courseid', '/api/courselanding/:courseid', '/api/certificates/verify/:publicId'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        // Authorised by its signature (a <video>/<iframe> cannot send the bearer token): player-media.test.ts.
        'GET /api/course/:id/lessons/:lessonId/material/stream', 'HEAD /api/course/:id/lessons/:lessonId/material/stream',
        // An unguessable address, shown with a plain <img> in attempts: question-images.test.ts.
        'GET /api/questions/images/:yyyy/:mm/:file', 'HEAD /api/questions/images/:yyyy/:mm/:file',
        // Authorised by its signature (a browser EventSource cannot send the bearer token): notifications.test.ts.
        'GET /api/userNotifications/stream', 'HEAD /api/userNotifications/stream',
        // Which provider serves each currency (no secrets); a provider's webhook is authorised by its signature: payments/webhooks.test.ts.
        'GET /api/payments/options', 'HEAD /api/payments/options', 'POST /api/payments/webhooks/:provider',
        // The capsule catalogue and plans (a session adds my progress); badges by their random id, the issuer's DID document and
        // status lists for outside verifiers; the video by its signature: capsules/capsules.test.ts.
        ...['/api/Capsules', '/api/Capsules/subscriptionPlans', '/api/Capsules/:capsuleId/badgeImage.png', '/api/Capsules/:capsuleId/video/stream', '/api/badges/:badgeId',
          '/api/badges/:badgeId/image.png', '/api/badges/issuer/did.json', '/api/badges/status/:list'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        // Public forms (honeypot, fill time, per-IP limit); the mailed or calendar token is the credential: crm.test.ts, campaigns.test.ts.
        'POST /api/subscribe', 'POST /api/subscribe/confirm', 'POST /api/unsubscribe/:token', 'GET /api/unsubscribe/:token', 'HEAD /api/unsubscribe/:token',
        'GET /api/followup/ical/:token', 'HEAD /api/followup/ical/:token',
        // Reading the forum is public (hidden, held and deleted posts are left out): forum.test.ts.
        ...['/api/Topics/getForumList', '/api/Topics/:id', '/api/Threads/:threadId/comments'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        // A shared resume by its unguessable link id, masked as the learner chose; revoked or expired: 404 (resumes.test.ts).
        'GET /api/Resume/:ResumeID', 'HEAD /api/Resume/:ResumeID',
        // Its photo and video while the link is active, and a resume's files by their signed address: resume-media.test.ts.
        ...['/api/Resume/:ResumeID/files/:kind', '/api/ResumeFiles/:id/:kind'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        // A campaign mail's open pixel by the recipient's token (campaigns.test.ts); the landing page's editable texts.
        ...['/api/campaigns/open/:token', '/api/landing'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        // The public careers page: open jobs and hired counts per company, no personal data (jobs.test.ts).
        'GET /api/careers', 'HEAD /api/careers',
        // Media files and posters by their signature (<video>, <img>); the app registers its device before any sign-in, and
        // reads the content its audience is shown: media.test.ts, mobile.test.ts.
        ...['/api/media/:id/stream', '/api/media/:id/poster', '/api/appMediaContent/feed'].flatMap((u) => [`GET ${u}`, `HEAD ${u}`]),
        'POST /api/appDevices',
      ].sort(),
    );
  });

  it('should refuse to start when a route declares no access', async () => {
    const app = Fastify({ logger: false });
    enforceAccessDeclarations(app);
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no valid access/);
  });
});

describe('platform routes and headers', () => {
  it('should report health and readiness', async () => {
    expect((await t.request({ url: '/api/health' })).json().data).toEqual({ up: true });
    expect((await t.request({ url: '/api/ready' })).json().data.database).toMatch(/pglite|postgres/);
  });

  it('should publish the OpenAPI document with the spec paths', async () => {
    const doc = (await t.request({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/admin/{masterType}', '/api/users/verifySsoToken', '/api/auth/login']));
  });

  it('should route spec paths case-insensitively', async () => {
    const res = await t.as(user)({ url: '/api/USERS/getssotokenlist' });
    expect(res.statusCode).toBe(200);
  });

  it('should send security headers', async () => {
    const res = await t.request({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should not allow cross-origin calls unless CORS_ORIGINS is set', async () => {
    const closed = await t.request({ method: 'OPTIONS', url: '/api/health', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    const open = await createTestApp({ config: { CORS_ORIGINS: 'https://app.example' } });
    try {
      const res = await open.request({ url: '/api/health', headers: { origin: 'https://app.example' } });
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
    } finally {
      await open.close();
    }
  });

  it('should answer 429 with the envelope past the per-IP limit', async () => {
    const limited = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await limited.request({ url: '/api/health' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await limited.request({ url: '/api/health' });
      expect(res.json().code).toBe('RATE_LIMITED');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('configuration', () => {
  it('should stop with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    // workers elsewhere need a database they can share: never silently no jobs on the embedded one
    expect(() => loadConfig({ RUN_WORKERS: 'false' })).toThrow(/RUN_WORKERS: false needs DATABASE_URL/);
    expect(loadConfig({ RUN_WORKERS: 'false', DATABASE_URL: 'postgres://db/academy' }).RUN_WORKERS).toBe(false);
  });

  it('should default the public URL to the port the server listens on', () => {
    expect(loadConfig({ PORT: '3456' }).APP_URL).toBe('http://localhost:3456');
    expect(loadConfig({ PORT: '3456', APP_URL: 'https://academy.example' }).APP_URL).toBe('https://academy.example');
  });
});
