import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasCapability, type AccountRole, type Capability } from '@app/contracts/roles';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { RouteAccess } from '../auth/access.ts';

/*
 * Walks every declared API route (today's and every module's to come) for what a security review found:
 * access decided by the route the router matched, whatever spelling of the URL reached it (C1), and no 5xx for
 * malformed ids, NUL characters or prototype keys in paths, queries and bodies (M2-M4, L2).
 */

let t: TestApp;
let routes: RouteAccess[];
let trainee: Awaited<ReturnType<TestApp['createUser']>>;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  // Thousands of requests from one address: the limits are tested on their own elsewhere.
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_ATTEMPTS_PER_IP: '1000000' } });
  trainee = await t.createUser({ role: 'Trainee' });
  admin = await t.createUser({ role: 'SuperAdmin' });
  // Generated documentation pages and wildcard routes have no parameters worth walking.
  routes = t.app.accessTable.filter((r) => !r.url.includes('*') && !/^\/api\/docs/i.test(r.url) && r.method !== 'HEAD');
}, 120_000);
afterAll(() => t.close());

/** A plausible value for each path parameter, so the canonical request reaches the handler. */
const fill = (url: string, value: (name: string) => string = (name) => (/type$/i.test(name) ? 'cities' : '1')) =>
  url.replace(/:(\w+)/g, (_m, name: string) => value(name));

/** Prefix spellings that route to the same handler as /api/... (case-insensitive routing, percent-decoding). */
const sameRoute = [
  (p: string) => p.replace(/^\/api/, '/API'),
  (p: string) => p.replace(/^\/api/, '/Api'),
  (p: string) => p.replace(/^\/api/, '/aPI'),
  (p: string) => p.replace(/^\/api/, '/%61pi'),
  (p: string) => p.replace(/^\/api/, '/%41PI'),
  (p: string) => p.replace(/^\/api/, '/%61%70%69'),
  (p: string) => `${p}/`,
  (p: string) => `/${p}`,
  (p: string) => p.replace(/^\/api\//, '/api//'),
  (p: string) => `${p};x=1`,
  (p: string) => p.replace(/^\/api\//, '/api/%2e/'),
  (p: string) => p.replace(/^\/api\//, '/api/./'),
  (p: string) => p.replace(/^\/api\//, '/api/x/../'),
  (p: string) => p.replace(/^\/api\//, '/API/%2E%2e/api/'),
];
/** Spellings that may route elsewhere (404) but must never reach the handler without its check. */
const otherRoute = [
  (p: string) => `${p}%2f`,
  (p: string) => p.replace(/^\/api\//, '/api/%2f'),
];

const refused = new Set([401, 403]);

/** Each walking user's session, started again whenever a walked route (a logout, a deactivation) has ended it. */
const tokens = new Map<number, string>();

async function asUser(user: { id: number }, o: Parameters<TestApp['request']>[0]) {
  const attempt = async (fresh: boolean) => {
    let token = tokens.get(user.id);
    if (fresh || !token) {
      token = (await t.services.sessions.start(user.id, undefined, { ip: '127.0.0.1' })).token;
      tokens.set(user.id, token);
    }
    return t.request({ ...o, token, userId: user.id });
  };
  const res = await attempt(false);
  // 401 to a signed-in caller: an earlier request may have ended the session; ask once more with a fresh one.
  return res.statusCode === 401 ? attempt(true) : res;
}

async function send(r: RouteAccess, url: string, who: 'anonymous' | 'trainee') {
  const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) ? {} : undefined;
  if (who === 'anonymous') return t.request({ method: r.method as never, url, body });
  return asUser(trainee, { method: r.method as never, url, body });
}

const allowed = (access: RouteAccess['access'], role: AccountRole | null) =>
  access === 'public' || (role !== null && (access === 'authenticated' || hasCapability(role, access as Capability)));

describe('access is decided by the matched route, whatever the spelling', () => {
  for (const who of ['anonymous', 'trainee'] as const) {
    it(`should answer every spelling of every route as the canonical path when ${who}`, async () => {
      const problems: string[] = [];
      for (const r of routes) {
        const path = fill(r.url);
        const canonical = await send(r, path, who);
        const mayPass = allowed(r.access, who === 'anonymous' ? null : 'Trainee');
        if (!mayPass && !refused.has(canonical.statusCode)) problems.push(`${r.method} ${path}: canonical ${canonical.statusCode}, expected 401/403`);
        for (const spell of sameRoute) {
          const res = await send(r, spell(path), who);
          // A route that may pass can still differ on spellings only by side effects of the earlier request.
          if (mayPass ? refused.has(res.statusCode) !== refused.has(canonical.statusCode) : res.statusCode !== canonical.statusCode) {
            problems.push(`${r.method} ${spell(path)}: ${res.statusCode}, canonical ${canonical.statusCode}`);
          }
        }
        for (const spell of otherRoute) {
          const res = await send(r, spell(path), who);
          if (!mayPass && !refused.has(res.statusCode) && res.statusCode !== 404 && res.statusCode !== 400) {
            problems.push(`${r.method} ${spell(path)}: ${res.statusCode} reached past the check`);
          }
          expect(res.statusCode, `${r.method} ${spell(path)}`).toBeLessThan(500);
        }
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }

  it('should resolve dot segments a raw client sends (curl --path-as-is) before routing, checks included', async () => {
    // inject (like a browser) resolves dot segments itself; a raw socket sends them as typed.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (e) => reject(new Error(`${method} ${path}: ${e.message}`)));
        req.end();
      });
    const problems: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const path = fill(r.url);
      for (const spelled of [path.replace(/^\/api\//, '/api/./'), path.replace(/^\/api\//, '/api/%2e/'), path.replace(/^\/api\//, '/api/x/../'), `/.${path}`]) {
        const status = await raw(r.method, spelled);
        if (status !== 401) problems.push(`${r.method} ${spelled}: ${status}, canonical 401`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('should let each staff role through exactly the routes its capabilities open, refusing the rest', async () => {
    const problems: string[] = [];
    for (const role of ['Mentor', 'Editor', 'Recruiter', 'Admin', 'SuperAdmin'] as const) {
      const user = await t.createUser({ role });
      for (const r of routes) {
        const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) ? {} : undefined;
        const res = await asUser(user, { method: r.method as never, url: fill(r.url), body });
        const refusedByAccess = res.statusCode === 401 || (res.statusCode === 403 && res.json().code === 'FORBIDDEN');
        if (allowed(r.access, role) === refusedByAccess) problems.push(`${role} ${r.method} ${r.url}: ${res.statusCode} (access ${r.access})`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should refuse every state-changing route without its anti-forgery header, even to the top admin', async () => {
    const problems: string[] = [];
    // Payment providers' webhooks carry the provider's signature instead (payments tests check it).
    for (const r of routes.filter((x) => x.method !== 'GET' && !x.endpoint?.webhook)) {
      const res = await t.request({ method: r.method as never, url: fill(r.url), token: admin.token, userId: admin.id, forgery: false, body: {} });
      if (res.statusCode !== 403 || res.json().code !== 'ANTI_FORGERY') problems.push(`${r.method} ${r.url}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it('should check the anti-forgery header on every spelling of a state-changing route', async () => {
    for (const url of ['/api/admin/cities', '/API/admin/cities', '/%61pi/admin/cities', '/Api/Admin/Cities/']) {
      const res = await t.request({ method: 'POST', url, token: admin.token, userId: admin.id, forgery: false, body: { Title: 'Nagpur' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('ANTI_FORGERY');
    }
    const listed = (await asUser(admin, { url: '/api/admin/cities?term=Nagpur' })).json().data.total;
    expect(listed).toBe(0);
  });
});

/** Hostile values for an id or any other path parameter (L2, M2, M3, M4). */
const hostileParams = ['2147483648', '99999999999999999999', '-1', '0', '0x1F', '1e0', '%201', '1.5', '%00', 'a%00b', '__proto__', 'constructor', 'prototype', '%E2%80%AE', "1'--"];
const hostileQueries = [
  'sortBy=__proto__', 'sortBy=constructor', 'sortBy=__proto__&sortDesc=true', 'term=%00%00', 'term=ab%00', 'pageIndex=1e3', 'pageIndex=0x10',
  'pageIndex=99999999999999', 'pageSize=-1', 'courseId=2147483648', 'courseId=0x1F', 'id=%00', '__proto__[x]=1', 'constructor[prototype][x]=1',
];
const hostileValues: unknown[] = [2147483648, 2 ** 53, -1, 1.5, 'a\u0000b', '\u0000', '__proto__', {}, [], null, 'x'.repeat(100_000), { __proto__: { admin: true } }];

/** The top-level keys of a route's body schema, when it has a zod object body. */
function bodyKeys(schema: RouteAccess['schema']): string[] {
  const body = schema?.body as z.ZodType | undefined;
  const shape = (body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

describe('malformed input never answers 5xx', () => {
  it('should answer 4xx for hostile path parameters on every route', async () => {
    const problems: string[] = [];
    for (const r of routes.filter((x) => x.url.includes(':'))) {
      for (const bad of hostileParams) {
        const url = fill(r.url, () => bad);
        const res = await asUser(admin, { method: r.method as never, url, body: r.method === 'GET' ? undefined : {} });
        if (res.statusCode >= 500) problems.push(`${r.method} ${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (/^(2147483648|99999999999999999999|-1|0x1F|1e0|%201|1\.5)$/.test(bad) && /:(id|\w+Id|\w+ID)\b/.test(r.url) && res.statusCode < 400) {
          problems.push(`${r.method} ${url}: ${res.statusCode} accepted a malformed id`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should answer 4xx or 2xx, never 5xx, for hostile query strings on every GET route', async () => {
    const problems: string[] = [];
    for (const r of routes.filter((x) => x.method === 'GET')) {
      for (const q of hostileQueries) {
        const url = `${fill(r.url)}?${q}`;
        const res = await asUser(admin, { url });
        if (res.statusCode >= 500) problems.push(`${url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        if (/%00/.test(q) && res.statusCode !== 400 && /term|id=/.test(q) && r.schema?.querystring) {
          problems.push(`${url}: ${res.statusCode}, a NUL should be a 400`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should answer 4xx, never 5xx, for hostile values in every body field', async () => {
    const problems: string[] = [];
    for (const r of routes.filter((x) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(x.method))) {
      const url = fill(r.url);
      const keys = bodyKeys(r.schema);
      const bodies: unknown[] = [
        '{"__proto__": {"isAdmin": true}}', '{"constructor": {"prototype": {"x": 1}}}', '[]', '"text"', '{not json', 'null',
        ...keys.flatMap((k) => hostileValues.map((v) => ({ [k]: v }))),
      ];
      for (const body of bodies) {
        const res = await asUser(admin, { method: r.method as never, url, body, headers: { 'content-type': 'application/json' } });
        if (res.statusCode >= 500) problems.push(`${r.method} ${url} ${JSON.stringify(body).slice(0, 60)}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('should name the field when a NUL character is sent', async () => {
    const res = await asUser(admin, { method: 'POST', url: '/api/admin/cities', body: { Title: 'Pu\u0000ne' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'body.Title', message: 'Must not contain a NUL character' }]);
    const search = await asUser(admin, { url: '/api/admin/cities?term=pu%00ne' });
    expect(search.json().errors[0].path).toBe('querystring.term');
    // a slug or name in the path: the parameter is named
    const slug = await asUser(admin, { url: '/api/courselanding/erp%00basics' });
    expect(slug.statusCode).toBe(400);
    expect(slug.json().errors[0].path).toBe('params.courseid');
    const names = await asUser(admin, { url: '/api/usersProgress/assignmentView/ERP/Report%00One/1' });
    expect(names.json().errors[0]).toEqual({ path: 'params.assignmentName', message: 'Must not contain a NUL character' });
  });

  it('should refuse ids above int4 and lenient spellings with a 400 naming the field, and never change data', async () => {
    const before = (await asUser(admin, { url: '/api/admin/cities' })).json().data.total;
    for (const id of ['2147483648', '0x1F', '1e0', '%201', '+1', '01.0']) {
      const res = await asUser(admin, { method: 'DELETE', url: `/api/admin/cities/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors[0].path).toBe('params.id');
    }
    expect((await asUser(admin, { url: '/api/admin/cities' })).json().data.total).toBe(before);
  });

  it('should treat a prototype key as an unknown sort column', async () => {
    const res = await asUser(admin, { url: '/api/admin/cities?sortBy=__proto__' });
    expect(res.statusCode).toBe(200);
  });

  it('should answer an over-long path parameter and a broken escape in the envelope', async () => {
    const long = await t.request({ url: `/api/admin/${'a'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ status: 414, message: 'The address is too long', code: 'URI_TOO_LONG' });
    const broken = await t.request({ url: '/api/admin/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('VALIDATION');
  });
});
