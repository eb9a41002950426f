import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { createQuestion, createTest, masterId, single } from '../assessments/assessment-factories.ts';
import { createMaterial } from '../courses/course-factories.ts';
import { insertPlan } from './capsules.repository.ts';

/** Small builders for the capsule API tests and the audit gate's fixtures. */
export type User = Awaited<ReturnType<TestApp['createUser']>>;

/** A capsule with a video link and two one-question tests (answer 'a' passes), published unless told. */
export async function buildCapsule(t: TestApp, editor: User, title: string, publish = true) {
  const video = await createMaterial(t, editor, { Name: `${title} video`, ExpectedSeconds: 100 });
  const q1 = await createQuestion(t, editor, single());
  const q2 = await createQuestion(t, editor, single({ Text: 'Which module posts vendor invoices?' }));
  const t1 = await createTest(t, editor, { Title: `${title} Test 1`, QuestionIDs: [q1.ID], InSeries: false, AttemptsAllowed: 3 });
  const t2 = await createTest(t, editor, { Title: `${title} Test 2`, QuestionIDs: [q2.ID], InSeries: false, AttemptsAllowed: 3 });
  const res = await t.as(editor)({
    method: 'POST', url: '/api/Capsules/admin',
    body: {
      Title: title, Description: 'The general ledger in SAP FI.', ProductID: await masterId(t, 'products', 'SAP'), TrackID: await masterId(t, 'tracks', 'Finance'),
      ModuleID: await masterId(t, 'modules', 'SAP FICO'), INRPrice: 49900, DollarPrice: 999, VideoMaterialID: video.ID, Test1ID: t1.ID, Test2ID: t2.ID,
      BadgeName: `${title} badge`, BadgeDescription: 'Knows the basics.', BadgeCriteria: 'Pass both tests.',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.ID as number;
  if (publish) expect((await t.as(editor)({ method: 'POST', url: `/api/Capsules/admin/${id}/publish` })).statusCode).toBe(200);
  return { id, body: res.json().data as Record<string, unknown>, test1: { id: t1.ID, q: q1.ID }, test2: { id: t2.ID, q: q2.ID } };
}

/** Buys the capsule through checkout and the built-in test provider. */
export async function buyCapsule(t: TestApp, u: User, id: number) {
  const c = await t.as(u)({ method: 'POST', url: '/api/payments/checkout', body: { Kind: 'capsule', ItemID: id, Currency: 'INR' } });
  expect(c.statusCode, c.body).toBe(200);
  const p = await t.as(u)({ method: 'POST', url: `/api/payments/testCheckout/${c.json().data.OrderID}`, body: { Outcome: 'pay' } });
  expect(p.statusCode, p.body).toBe(200);
}

/** Passes capsule test `which` (the right answer is option 'a'). */
export async function passCapsuleTest(t: TestApp, u: User, id: number, which: 1 | 2) {
  const s = await t.as(u)({ method: 'POST', url: `/api/Capsules/${id}/tests/${which}/start` });
  expect(s.statusCode, s.body).toBe(200);
  const a = s.json().data;
  const qid = a.Questions[0].QuestionID;
  expect((await t.as(u)({ method: 'PUT', url: `/api/attempts/${a.ID}/answers/${qid}`, body: { Answer: { OptionIDs: ['a'] }, Seq: 1 } })).statusCode).toBe(200);
  const r = await t.as(u)({ method: 'POST', url: `/api/attempts/${a.ID}/submit` });
  expect(r.statusCode, r.body).toBe(200);
}

/** A new learner who bought the capsule, passed both tests and claimed the badge. */
export async function learnerWithBadge(t: TestApp, capsuleId: number) {
  const u = await t.createUser();
  await buyCapsule(t, u, capsuleId);
  await passCapsuleTest(t, u, capsuleId, 1);
  await passCapsuleTest(t, u, capsuleId, 2);
  const c = await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` });
  expect(c.statusCode, c.body).toBe(200);
  return { u, badge: c.json().data as { BadgeID: string; PublicUrl: string; LinkedInUrl: string } };
}

/**
 * An APP_URL, and so an issuer DID, of a test file's own. The independent verifier keeps resolved DID documents in a
 * module-level cache for 5 s, and a test worker runs files one after another in one module graph (isolate: false):
 * with the one default APP_URL, a file's badge was checked against the key another file had just published.
 */
export const ownAppUrl = () => `http://badges-${randomUUID().slice(0, 8)}.localhost:3000`;

/**
 * The credential checked by @digitalcredentials/verifier-core, its did:web and status list fetched over HTTPS from the
 * app t itself (nothing leaves the machine); `fetched` collects the addresses it asked for.
 */
export async function verifyIndependently(t: TestApp, credential: object, fetched: string[] = []) {
  const origin = new URL(t.config.APP_URL).host;
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    fetched.push(url.href);
    if (url.host !== origin) throw new Error(`no network in tests: ${url.href}`);
    const res = await t.request({ url: url.pathname });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  try {
    const { verifyCredential } = await import('@digitalcredentials/verifier-core');
    const r = await verifyCredential({ credential, knownDIDRegistries: [] });
    return { errors: r.errors, log: Object.fromEntries((r.log ?? []).map((l) => [l.id, l.valid])) };
  } finally {
    globalThis.fetch = realFetch;
  }
}

export const newPlan = (t: TestApp) => insertPlan(t.app.ctx.db, { name: `All capsules ${randomUUID().slice(0, 6)}`, months: 3, priceInr: 299900, priceUsd: 4900 });

/** A learner's pending subscription request. */
async function pendingRequest(t: TestApp) {
  const u = await t.createUser();
  const plan = await newPlan(t);
  const res = await t.as(u)({ method: 'POST', url: '/api/Capsules/subscriptionRequests', body: { PlanID: plan.id, Sponsor: 'Tata Consultancy Services' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.ID as number;
}

/** A subscription granted on an approved request. */
async function subscription(t: TestApp, admin: User) {
  const id = await pendingRequest(t);
  expect((await t.as(admin)({ method: 'POST', url: `/api/Capsules/admin/subscriptionRequests/${id}/approve`, body: {} })).statusCode).toBe(200);
  const page = (await t.as(admin)({ url: '/api/Capsules/admin/subscriptions?sortBy=ID&sortDesc=true' })).json().data;
  return page.items[0].ID as number;
}

type Staff = { editor: User; admin: User };
type Change = { as: User; url: string; body?: unknown };

/** The audit gate's fixtures of the capsules module (merged into platform/http/audited-changes.fixtures.ts). */
export const capsuleAuditedChanges: Record<string, (t: TestApp, staff: Staff) => Promise<Change>> = {
  'POST /api/Capsules/admin': async (_t, { editor }) => ({ as: editor, url: '/api/Capsules/admin', body: { Title: 'SAP MM purchase orders' } }),
  'PUT /api/Capsules/admin/:capsuleId': async (t, { editor }) => {
    const c = await buildCapsule(t, editor, 'SAP MM purchase orders', false);
    return { as: editor, url: `/api/Capsules/admin/${c.id}`, body: { Title: 'SAP MM purchase orders and GR', Test1ID: c.test1.id, Test2ID: c.test2.id } };
  },
  'POST /api/Capsules/admin/:capsuleId/publish': async (t, { editor }) => ({ as: editor, url: `/api/Capsules/admin/${(await buildCapsule(t, editor, 'Oracle Financials overview', false)).id}/publish` }),
  'POST /api/Capsules/admin/badges/:badgeId/revoke': async (t, { editor, admin }) => {
    const c = await buildCapsule(t, editor, 'SAP FI general ledger basics');
    const { badge } = await learnerWithBadge(t, c.id);
    return { as: admin, url: `/api/Capsules/admin/badges/${badge.BadgeID}/revoke`, body: { Reason: 'Issued in error' } };
  },
  'POST /api/Capsules/admin/plans': async (_t, { editor }) => ({ as: editor, url: '/api/Capsules/admin/plans', body: { Name: 'All capsules, 6 months', Months: 6, INRPrice: 499900, DollarPrice: 7900 } }),
  'PUT /api/Capsules/admin/plans/:id': async (t, { editor }) => ({ as: editor, url: `/api/Capsules/admin/plans/${(await newPlan(t)).id}`, body: { Name: 'All capsules, 3 months', Months: 3, INRPrice: 279900, DollarPrice: 4500, Active: false } }),
  'POST /api/Capsules/admin/subscriptions/:id/extend': async (t, { admin }) => ({ as: admin, url: `/api/Capsules/admin/subscriptions/${await subscription(t, admin)}/extend`, body: { Months: 2 } }),
  'POST /api/Capsules/admin/subscriptions/:id/cancel': async (t, { admin }) => ({ as: admin, url: `/api/Capsules/admin/subscriptions/${await subscription(t, admin)}/cancel` }),
  'POST /api/Capsules/admin/subscriptionRequests/:id/approve': async (t, { admin }) => ({ as: admin, url: `/api/Capsules/admin/subscriptionRequests/${await pendingRequest(t)}/approve`, body: { Note: 'Sponsored by employer' } }),
  'POST /api/Capsules/admin/subscriptionRequests/:id/reject': async (t, { admin }) => ({ as: admin, url: `/api/Capsules/admin/subscriptionRequests/${await pendingRequest(t)}/reject`, body: { Note: 'No sponsor letter' } }),
};
