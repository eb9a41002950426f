import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRole } from '@app/contracts/roles';
import { hasCapability } from '@app/contracts/roles';
import { ownedRecords } from '@app/contracts/owned-records';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { changedTables, tableDigester } from '../../../test/table-digest.ts';
import type { RouteAccess } from '../auth/access.ts';
import { bodies, ownerFactories, prepare, type Ids, type Staff, type User } from './owned-records.factories.ts';

/*
 * The object-level gate of the endpoint table (issue 11; docs/architecture.md "One endpoint table"). Every endpoint a
 * learner may call with an id in its path or query declares what the id names: a user-owned record
 * (`owner: '<kind>'`) or a record every holder of the access sees (`shared: 'why'`). For each owned endpoint the
 * gate creates a fresh record for one user (owned-records.factories.ts), sends the request as another user of the
 * same role (404, no row changed in any table) and then as the owner (must pass, so the 404 was about the owner).
 */

let t: TestApp;
let routes: RouteAccess[];
let staff: Staff;
let digest: () => Promise<Map<string, string>>;
const pairs = new Map<AccountRole, { owner: User; other: User }>();

beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_MINUTE: '1000000', USER_UPLOAD_QUOTA_BYTES: '100000000' } });
  routes = t.app.accessTable.filter((r) => !r.url.includes('*') && !/^\/api\/docs/i.test(r.url) && r.method !== 'HEAD');
  staff = { editor: await t.createUser({ role: 'Editor' }), admin: await t.createUser({ role: 'Admin' }) };
  digest = await tableDigester(t.database);
}, 120_000);
afterAll(() => t.close());

const key = (r: RouteAccess) => `${r.method} ${r.url}`;
/** A learner (the one non-staff role) may call it. */
const learnerReaches = (r: RouteAccess) => r.access === 'authenticated' || (r.access !== 'public' && hasCapability('Trainee', r.access));
const pathIds = (r: RouteAccess) => [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]!).filter((n) => /id$/i.test(n));
const queryIds = (r: RouteAccess) => Object.keys((r.endpoint?.query as { shape?: object } | undefined)?.shape ?? {}).filter((n) => /id$/i.test(n));

async function pairOf(role: AccountRole) {
  let pair = pairs.get(role);
  if (!pair) {
    pair = { owner: await t.createUser({ role }), other: await t.createUser({ role }) };
    pairs.set(role, pair);
  }
  return pair;
}

/** The address with the record's ids in the path and, where the endpoint takes them, the query. */
function addressOf(r: RouteAccess, ids: Ids): { url?: string; missing: string[] } {
  const missing: string[] = [];
  const path = r.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (ids[name] === undefined) missing.push(`:${name}`);
    return encodeURIComponent(String(ids[name] ?? ''));
  });
  const query = new URLSearchParams();
  for (const name of queryIds(r)) if (ids[name] !== undefined) query.set(name, String(ids[name]));
  if (!path.includes('?') && queryIds(r).length && ![...query.keys()].length) missing.push(`?${queryIds(r).join('|')}`);
  return missing.length ? { missing } : { url: query.size ? `${path}?${query}` : path, missing };
}

describe('object-level access of every endpoint that takes the id of a record', () => {
  it('should declare, for every endpoint a learner may call with an id, whose record it names (owner or shared)', () => {
    const problems: string[] = [];
    for (const r of routes) {
      const e = r.endpoint;
      if (e?.owner && e.shared) problems.push(`${key(r)}: declares both owner and shared`);
      if (e?.owner && !ownerFactories[e.owner]) problems.push(`${key(r)}: owner '${e.owner}' has no factory in owned-records.factories.ts`);
      if (!learnerReaches(r) || !(pathIds(r).length || queryIds(r).length)) continue;
      if (!e) problems.push(`${key(r)}: not on the endpoint table`);
      else if (!e.owner && !e.shared) problems.push(`${key(r)}: takes ${[...pathIds(r), ...queryIds(r)].join(', ')} but declares neither owner: '<kind>' nor shared: '<why>'`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(ownerFactories).sort()).toEqual([...ownedRecords].sort());
  });

  it("should answer 404 and change nothing when another user of the same role names someone else's record", async () => {
    const owned = routes.filter((r) => r.endpoint?.owner);
    expect(owned.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const r of owned) {
      const factory = ownerFactories[r.endpoint!.owner!];
      const role = factory.role ?? 'Trainee';
      if (r.access !== 'authenticated' && !hasCapability(role, r.access as never)) {
        problems.push(`${key(r)}: the ${role} of factory '${r.endpoint!.owner}' cannot call it (${r.access})`);
        continue;
      }
      const { owner, other } = await pairOf(role);
      const ids = await factory.create(t, staff, owner, other);
      const { url, missing } = addressOf(r, ids);
      if (!url) {
        problems.push(`${key(r)}: factory '${r.endpoint!.owner}' gives no ${missing.join(', ')}`);
        continue;
      }
      await prepare[key(r)]?.(t, owner, ids);
      const sent = bodies[key(r)]?.(ids) ?? {};
      const before = await digest();
      const theirs = await t.as(other)({ method: r.method as never, url, ...sent });
      const changed = changedTables(before, await digest());
      if (theirs.statusCode !== 404) problems.push(`${key(r)} as another ${role}: ${theirs.statusCode} ${theirs.body.slice(0, 120)}`);
      if (changed.length) problems.push(`${key(r)} as another ${role}: changed ${changed.join(', ')}`);
      // The control: the owner's own request passes, so the 404 above was about whose record it is.
      const mine = await t.as(owner)({ method: r.method as never, url, ...bodies[key(r)]?.(ids) });
      if (mine.statusCode >= 300) problems.push(`${key(r)} as the owner: ${mine.statusCode} ${mine.body.slice(0, 160)} (fix the factory, or add the request to bodies)`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
