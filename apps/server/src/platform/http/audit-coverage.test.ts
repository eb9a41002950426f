import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { hasCapability } from '@app/contracts/roles';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditLog } from '../../modules/audit/audit.tables.ts';
import type { RouteAccess } from '../auth/access.ts';
import { auditedChanges, type Staff } from './audited-changes.fixtures.ts';

/*
 * The audit gate of the endpoint table (issue 11; docs/architecture.md "Staff audit log"). Every staff endpoint that
 * changes something (not GET; an access no learner holds) either declares `audit: 'none: why'` or has a fixture in
 * audited-changes.fixtures.ts making one real change; the gate sends it and expects a 2xx answer and an audit entry
 * carrying that request's id (so written by that request, in its transaction).
 */

let t: TestApp;
let routes: RouteAccess[];
let staff: Staff;

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000' } });
  routes = t.app.accessTable.filter((r) => !r.url.includes('*') && !/^\/api\/docs/i.test(r.url) && r.method !== 'HEAD');
  staff = {
    editor: await t.createUser({ role: 'Editor' }),
    mentor: await t.createUser({ role: 'Mentor' }),
    admin: await t.createUser({ role: 'Admin' }),
    superAdmin: await t.createUser({ role: 'SuperAdmin' }),
  };
}, 120_000);
afterAll(() => t.close());

const key = (r: RouteAccess) => `${r.method} ${r.url}`;
/** A change only staff can make: a capability no learner holds (webhooks and public or signed-in routes are not staff actions). */
const staffChanges = () => routes.filter((r) => r.method !== 'GET' && r.access !== 'public' && r.access !== 'authenticated' && !hasCapability('Trainee', r.access));

describe('every staff change is on record', () => {
  it('should declare audit: none with a reason, or have a fixture, for every staff endpoint that changes something', () => {
    const problems: string[] = [];
    const staffKeys = new Set(staffChanges().map(key));
    for (const r of staffChanges()) {
      const declared = r.endpoint?.audit;
      if (declared && auditedChanges[key(r)]) problems.push(`${key(r)}: declares '${declared}' but has an audit fixture`);
      if (!declared && !auditedChanges[key(r)]) problems.push(`${key(r)}: add a fixture to audited-changes.fixtures.ts, or declare audit: 'none: <why>'`);
      if (declared && !/^none: \S.{10,}/.test(declared)) problems.push(`${key(r)}: say why in a few words ('${declared}')`);
    }
    for (const k of Object.keys(auditedChanges)) if (!staffKeys.has(k)) problems.push(`${k}: a fixture for no staff endpoint of that name`);
    expect(problems).toEqual([]);
  });

  it('should write an audit entry with the request id when a staff change answers 2xx', async () => {
    const problems: string[] = [];
    for (const r of staffChanges().filter((x) => auditedChanges[key(x)])) {
      const change = await auditedChanges[key(r)]!(t, staff);
      const res = await t.as(change.as)({ method: r.method as never, url: change.url, body: change.body as never, headers: change.headers });
      if (res.statusCode >= 300) {
        problems.push(`${key(r)}: ${res.statusCode} ${res.body.slice(0, 160)} (the fixture should make a change)`);
        continue;
      }
      const requestId = String(res.headers['x-request-id']);
      const [entry] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.requestId, requestId));
      if (!entry?.n) problems.push(`${key(r)}: answered ${res.statusCode} but wrote no audit entry`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
