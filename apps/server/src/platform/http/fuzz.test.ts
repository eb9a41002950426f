import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { RouteAccess } from '../auth/access.ts';

/*
 * The fuzzer of every API route (issue 11): inputs are generated from each route's own schemas (its params,
 * query and body), some valid in shape and some deliberately broken (wrong types, out-of-range numbers, NUL,
 * huge strings, prototype keys, malformed JSON, a wrong content type). For every route: no 5xx, and an answer
 * in the 4xx range changes no row in any table (a digest of every table before and after). Sent as a top admin,
 * so access never stops a request before its input is read. FUZZ_RUNS sets the cases per route (default 6;
 * a nightly-style run sets more).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/** Tables a refused request may still write by design: the session's own renewal and login throttling. */
const BOOKKEEPING = new Set(['sessions', 'login_attempts']);

let t: TestApp;
let routes: RouteAccess[];
let digestSql: ReturnType<typeof sql.raw>;

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', LOGIN_ATTEMPTS_PER_IP: '1000000' } });
  routes = t.app.accessTable.filter((r) => !r.url.includes('*') && !/^\/api\/docs/i.test(r.url) && r.method !== 'HEAD');
  const tables = rowsOf<{ name: string }>(await t.database.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`))
    .map((r) => r.name)
    .filter((name) => !BOOKKEEPING.has(name));
  digestSql = sql.raw(tables.map((name) => `select '${name}' as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as digest from "${name}" x`).join(' union all '));
}, 120_000);
afterAll(() => t.close());

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The next transaction id the database will hand out. It moves only when some transaction writes a row
 * (even one rolled back); reads, and sequences, leave it.
 */
async function nextXid(): Promise<string> {
  return rowsOf<{ x: string }>(await t.database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`))[0]!.x;
}

/** The last digest taken, and the transaction id before it: while that id has not moved, no row has changed. */
let lastDigest: { xid: string; tables: Map<string, string> } | null = null;

/**
 * Every table's digest, by name. Digesting every row of every table is most of this test's time, so it is
 * taken again only when some transaction has written since the last one.
 */
async function digest(): Promise<Map<string, string>> {
  const xid = await nextXid();
  if (lastDigest?.xid === xid) return lastDigest.tables;
  const rows = rowsOf<{ name: string; digest: string }>(await t.database.db.execute(digestSql));
  lastDigest = { xid, tables: new Map(rows.map((r) => [r.name, r.digest])) };
  return lastDigest.tables;
}

// ------------------------------------------------------------------ values from schemas

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** Values of the shape a zod schema accepts on its input side (not always valid: formats and refinements are not followed). */
function valueOf(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const s = schema as { minLength?: number | null; maxLength?: number | null; minValue?: number | null; maxValue?: number | null };
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const required = Object.keys(shape).filter((k) => !['optional', 'default'].includes(defOf(shape[k]).type));
      if (depth > 3) return fc.constant({});
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, valueOf(v, depth + 1)])), { requiredKeys: required });
    }
    case 'string':
      return fc.oneof(
        fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }),
        // words that pass most text rules, so a case reaches the handler rather than stopping at validation
        fc.constantFrom('Pune', 'SAP FICO basics', 'Order to cash', 'a.learner@example.com', '1'),
      );
    case 'number': {
      const min = Math.max(s.minValue ?? -1000, -1_000_000);
      const max = Math.min(s.maxValue ?? 1000, 1_000_000);
      // small ids name records the test database holds (masters, the first users and courses)
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(...[1, 2, 3].filter((n) => n >= min && n <= max), min));
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueOf(def.element, depth + 1), { maxLength: 3 });
    case 'pipe':
      return valueOf(def.in, depth);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => valueOf(o, depth)));
    case 'optional':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return valueOf(def.innerType, depth);
    case 'nullable':
      return fc.option(valueOf(def.innerType, depth), { nil: null });
    case 'lazy':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** What breaks a field: the wrong type, out of range, NUL, huge, or a prototype key. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', 'x'.repeat(100_000), '__proto__', 'constructor', '', ' ', '%00', '0x1F', '1e0', '-1'),
  fc.constantFrom(2_147_483_648, -1, 0, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(null, true, [], {}, [null], { __proto__: { polluted: 1 } }),
  fc.string({ maxLength: 20 }),
);

/** A path or query value as text. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A record with one field (or an unknown one) replaced by a hostile value. */
function breakOne(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, hostile, fc.nat()).map(([value, bad, pick]) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return bad;
    const keys = Object.keys(value);
    const key = keys.length ? keys[pick % keys.length]! : 'unexpected';
    return { ...(value as Record<string, unknown>), [key]: bad };
  });
}

type Case = { mode: 'valid' | 'broken' | 'proto' | 'malformed' | 'text'; params: unknown; query: unknown; body: unknown };

function caseOf(r: RouteAccess): fc.Arbitrary<Case> {
  const schema = r.schema as { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType } | undefined;
  const part = (s: z.ZodType | undefined) => (s ? valueOf(s) : fc.constant(undefined));
  // Path parameters: mostly values that exist (a master type, an id), so the handler runs; sometimes generated ones.
  const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const plausible = fc.record(Object.fromEntries(names.map((n) => [n, fc.constantFrom(...(/type$/i.test(n) ? ['cities', 'degrees'] : ['1', '2']))])));
  const params = names.length ? fc.oneof({ arbitrary: plausible, weight: 3 }, { arbitrary: part(schema?.params), weight: 1 }) : fc.constant(undefined);
  const valid = fc.record({ params, query: part(schema?.querystring), body: part(schema?.body) });
  return fc.oneof(
    valid.map((v) => ({ mode: 'valid' as const, ...v })),
    fc.tuple(valid, fc.constantFrom('params', 'query', 'body') as fc.Arbitrary<'params' | 'query' | 'body'>, breakOne(valid))
      .chain(([v, where]) => breakOne(fc.constant(v[where] ?? {})).map((broken) => ({ mode: 'broken' as const, ...v, [where]: broken }))),
    valid.map((v) => ({ mode: 'proto' as const, ...v })),
    valid.map((v) => ({ mode: 'malformed' as const, ...v })),
    valid.map((v) => ({ mode: 'text' as const, ...v })),
  );
}

function urlOf(r: RouteAccess, c: Case): string {
  const params = (c.params ?? {}) as Record<string, unknown>;
  const path = r.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(asText(params[name] ?? '1') || '1'));
  const query = new URLSearchParams();
  if (c.query && typeof c.query === 'object') {
    for (const [k, v] of Object.entries(c.query as Record<string, unknown>)) {
      for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined) query.append(k, asText(item));
    }
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The request as sent: JSON, JSON with prototype keys, broken JSON, or a body that is not JSON at all. */
function payloadOf(c: Case): { payload?: string; contentType?: string } {
  switch (c.mode) {
    case 'proto':
      return { payload: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}},${JSON.stringify(c.body ?? {}).slice(1)}`, contentType: 'application/json' };
    case 'malformed':
      return { payload: '{"Title": "unfinished', contentType: 'application/json' };
    case 'text':
      return { payload: 'Title=plain text', contentType: 'text/plain' };
    default:
      return c.body === undefined ? {} : { payload: JSON.stringify(c.body), contentType: 'application/json' };
  }
}

/** Routes that answer a file's bytes, not JSON (and the generated OpenAPI document): nothing to check them against. */
const FILE_ROUTES = new Set([
  // Files, and the tus protocol of the drive's resumable uploads (no JSON bodies).
  'GET /api/KnowledgeRepository/items/:id/attachments/:attachmentId',
  'GET /api/drive/items/:id/file',
  'POST /api/drive/uploads',
  'GET /api/drive/uploads/:uploadId',
  'PATCH /api/drive/uploads/:uploadId',
  'DELETE /api/drive/uploads/:uploadId',
  'GET /api/openapi.json',
  'GET /api/users/:id/photo',
  'GET /api/questions/images/:yyyy/:mm/:file',
  'GET /api/materials/:id/file',
  'GET /api/assignments/:id/files/:fileId',
  'GET /api/course/:id/lessons/:lessonId/material/file',
  'GET /api/course/:id/lessons/:lessonId/material/stream',
  'GET /api/course/:id/lessons/:lessonId/assignment/attachments/:fileId',
  'GET /api/course/:id/submissions/:submissionId/files/:fileId',
  'GET /api/usersProgress/submissions/:id/files/:fileId',
  'GET /api/certificates/:id/pdf',
  'GET /api/course/getCertificate',
  'GET /api/auditLog/download',
  'GET /api/support/myTickets/:id/files/:fileId',
  'GET /api/support/tickets/:id/files/:fileId',
]);

describe('fuzzing every route from its schemas', () => {
  it(`should never answer 5xx, and change no row when answering 4xx (${RUNS} cases per route)`, async () => {
    const problems: string[] = [];
    for (const r of routes) {
      // A top admin of its own per route: a walked deactivation or logout cannot stop the next route's requests.
      // A session per case, started before the cases so their writes do not make every case digest again.
      const admin = await t.createUser({ role: 'SuperAdmin' });
      const sessions: Awaited<ReturnType<typeof t.services.sessions.start>>[] = [];
      for (let i = 0; i < RUNS; i++) sessions.push(await t.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' }));
      await fc.assert(
        fc.asyncProperty(caseOf(r), async (c) => {
          const session = sessions.pop() ?? await t.services.sessions.start(admin.id, undefined, { ip: '127.0.0.1' });
          const url = urlOf(r, c);
          const { payload, contentType } = r.method === 'GET' ? {} : payloadOf(c);
          const before = await digest();
          const res = await t.request({
            method: r.method as never,
            url,
            token: session.token,
            userId: admin.id,
            headers: contentType ? { 'content-type': contentType } : {},
            ...(payload !== undefined ? { body: payload } : {}),
          });
          if (res.statusCode >= 500) {
            problems.push(`${r.method} ${url} (${c.mode}): ${res.statusCode} ${res.body.slice(0, 200)}`);
            return;
          }
          if (res.statusCode >= 400) {
            const after = await digest();
            const changed = [...after].filter(([name, d]) => before.get(name) !== d).map(([name]) => name);
            if (changed.length) problems.push(`${r.method} ${url} (${c.mode}): ${res.statusCode} but changed ${changed.join(', ')}`);
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    expect(problems).toEqual([]);
  }, 900_000);

  it('should declare a response schema on every route that answers JSON, so every 2xx is checked against it', () => {
    // The serializer validates each answer against the route's declared schema (a mismatch is a 500, which the
    // API suite would catch); a route without one would go unchecked.
    const unchecked = routes
      .filter((r) => !(r.schema as { response?: unknown } | undefined)?.response)
      .filter((r) => !(r.schema as { produces?: unknown } | undefined)?.produces)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !FILE_ROUTES.has(route));
    expect(unchecked).toEqual([]);
  });
});
