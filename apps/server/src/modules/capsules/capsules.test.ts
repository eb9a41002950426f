import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { masterId, multipartFile, start } from '../assessments/assessment-factories.ts';
import { png } from '../../../test/images.ts';
import { buildCapsule, buyCapsule, learnerWithBadge as withBadge, newPlan, ownAppUrl, passCapsuleTest, verifyIndependently } from './capsule-factories.ts';
import { readBakedCredential } from './badge-png.ts';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let editor: User;
let admin: User;
let capsuleId: number;
let tests: { test1: { id: number; q: number }; test2: { id: number; q: number } };

const buildCapsuleAs = (title: string, publish = true) => buildCapsule(t, editor, title, publish);
const buy = (u: User, id: number) => buyCapsule(t, u, id);
const pass = (u: User, id: number, which: 1 | 2) => passCapsuleTest(t, u, id, which);
const learnerWithBadge = () => withBadge(t, capsuleId);

beforeAll(async () => {
  t = await createTestApp({ config: { APP_URL: ownAppUrl() } });
  [editor, admin] = await Promise.all([t.createUser({ role: 'Editor' }), t.createUser({ role: 'Admin' })]);
  const built = await buildCapsuleAs('SAP FI general ledger basics');
  capsuleId = built.id;
  tests = built;
});
afterAll(() => t.close());

describe('GET /api/Capsules', () => {
  it('should list published capsules in data.CapsulesList with the spec fields and the kept filter options, drafts left out', async () => {
    const draft = await buildCapsuleAs('Draft capsule', false);
    const res = await t.request({ url: '/api/Capsules?pageSize=100' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    const item = d.CapsulesList.find((c: { ID: number }) => c.ID === capsuleId);
    expect(item).toMatchObject({ Title: 'SAP FI general ledger basics', INRPrice: 49900, DollarPrice: 999, ProductName: 'SAP', TrackName: 'Finance', ModuleName: 'SAP FICO', MyProgress: null });
    expect(d.CapsulesList.some((c: { ID: number }) => c.ID === draft.id)).toBe(false);
    expect(d.Products.map((p: { Title: string }) => p.Title)).toContain('SAP');
    const searched = (await t.request({ url: `/api/Capsules?term=${encodeURIComponent('general ledger')}` })).json().data;
    expect(searched.CapsulesList.map((c: { ID: number }) => c.ID)).toEqual([capsuleId]);
    const oracle = await masterId(t, 'products', 'Oracle');
    const filtered = (await t.request({ url: `/api/Capsules?product=${oracle}` })).json().data;
    expect(filtered.CapsulesList.some((c: { ID: number }) => c.ID === capsuleId)).toBe(false);
  });
});

describe('capsule access', () => {
  it('should answer 403 for the video position, the tests and POST /attempts when the learner neither bought nor subscribed', async () => {
    const u = await t.createUser();
    const player = await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` });
    expect(player.statusCode, player.body).toBe(200);
    expect(player.json().data).toMatchObject({ Access: 'none', Video: null, CanClaim: false });
    expect((await t.as(u)({ method: 'PUT', url: `/api/Capsules/${capsuleId}/videoPosition`, body: { Position: 10 } })).statusCode).toBe(403);
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(403);
    expect((await start(t, u, tests.test1.id, { Context: { Kind: 'capsule', CapsuleID: capsuleId } })).statusCode).toBe(403);
    // Not a Test Series test either.
    expect((await start(t, u, tests.test1.id)).statusCode).toBe(404);
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })).statusCode).toBe(403);
  });

  it('should open the capsule once bought through checkout, keep the video position, and open Test 2 only after Test 1 is passed', async () => {
    const u = await t.createUser();
    await buy(u, capsuleId);
    const pos = await t.as(u)({ method: 'PUT', url: `/api/Capsules/${capsuleId}/videoPosition`, body: { Position: 42 } });
    expect(pos.statusCode, pos.body).toBe(200);
    expect(pos.json().data).toMatchObject({ VideoBought: true, VideoPosition: 42, VideoWatched: false });
    expect((await t.as(u)({ method: 'PUT', url: `/api/Capsules/${capsuleId}/videoPosition`, body: { Position: 95 } })).json().data.VideoWatched).toBe(true);
    const p = (await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` })).json().data;
    expect(p).toMatchObject({ Access: 'bought', Progress: { VideoPosition: 95 }, Video: { Link: 'https://www.youtube-nocookie.com/embed/abc' } });
    expect(p.Test2).toMatchObject({ Locked: true, CanStart: false });
    const early = await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/2/start` });
    expect(early.statusCode).toBe(422);
    expect((await start(t, u, tests.test2.id, { Context: { Kind: 'capsule', CapsuleID: capsuleId } })).statusCode).toBe(422);
    await pass(u, capsuleId, 1);
    const after = (await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` })).json().data;
    expect(after.Progress.Test1Completed).toBe(true);
    expect(after.Test2).toMatchObject({ Locked: false, CanStart: true });
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })).statusCode).toBe(422);
  });

  it('should open every capsule to a learner whose subscription request was approved, and not before', async () => {
    const u = await t.createUser();
    const p = await newPlan(t);
    const req = await t.as(u)({ method: 'POST', url: '/api/Capsules/subscriptionRequests', body: { PlanID: p.id, Sponsor: 'Infosys', Note: 'Team training' } });
    expect(req.statusCode, req.body).toBe(200);
    expect((await t.as(u)({ method: 'POST', url: '/api/Capsules/subscriptionRequests', body: { PlanID: p.id } })).statusCode).toBe(409);
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(403);
    const ok = await t.as(admin)({ method: 'POST', url: `/api/Capsules/admin/subscriptionRequests/${req.json().data.ID}/approve`, body: { Note: 'Sponsored' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.Status).toBe('approved');
    expect((await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` })).json().data.Access).toBe('subscribed');
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/tests/1/start` })).statusCode).toBe(200);
    const subs = (await t.as(admin)({ url: `/api/Capsules/admin/subscriptions?term=${encodeURIComponent(u.email)}` })).json().data;
    expect(subs.items[0]).toMatchObject({ Status: 'active', Source: 'request' });
    const cancelled = await t.as(admin)({ method: 'POST', url: `/api/Capsules/admin/subscriptions/${subs.items[0].ID}/cancel` });
    expect(cancelled.json().data.Status).toBe('cancelled');
    expect((await t.as(u)({ url: `/api/Capsules/${capsuleId}/attempt` })).json().data.Access).toBe('none');
  });
});

describe('POST /api/Capsules/:capsuleId/claimBadge', () => {
  it('should issue one badge when claim is pressed twice at once', async () => {
    const u = await t.createUser();
    await buy(u, capsuleId);
    await pass(u, capsuleId, 1);
    await pass(u, capsuleId, 2);
    const [a, b] = await Promise.all([0, 1].map(() => t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })));
    expect(a!.statusCode, a!.body).toBe(200);
    expect(b!.statusCode, b!.body).toBe(200);
    expect(a!.json().data.BadgeID).toBe(b!.json().data.BadgeID);
    const mine = (await t.as(u)({ url: '/api/Capsules/myBadges' })).json().data;
    expect(mine).toHaveLength(1);
    const { rows } = await t.app.ctx.db.execute<{ n: number }>(`select count(*)::int as n from capsule_badges where user_id = ${u.id}` as never) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });

  it("should grant the 'badge claimed' coins once with the badge, even when claim is pressed twice at once, and none for a claim refused", async () => {
    const u = await t.createUser();
    await buy(u, capsuleId);
    await pass(u, capsuleId, 1);
    // Test 2 not passed yet: the claim is refused and earns nothing.
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })).statusCode).toBe(422);
    const badgeCoins = async () => {
      const { rows } = await t.app.ctx.db.execute(
        `select l.credit, l.reason from coin_ledger l join coin_events e on e.id = l.event_id where l.user_id = ${u.id} and e.code = 'badge.claimed'` as never,
      ) as unknown as { rows: { credit: number; reason: string }[] };
      return rows;
    };
    expect(await badgeCoins()).toEqual([]);
    await pass(u, capsuleId, 2);
    const before = await t.services.coins.balance(u.id);
    const claims = await Promise.all([0, 1].map(() => t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })));
    for (const c of claims) expect(c.statusCode, c.body).toBe(200);
    expect((await t.as(u)({ method: 'POST', url: `/api/Capsules/${capsuleId}/claimBadge` })).statusCode).toBe(200);
    // The rule as the coins migration seeds it: 25 coins, once, named after the badge.
    expect(await badgeCoins()).toEqual([{ credit: 25, reason: 'Claimed the badge SAP FI general ledger basics badge' }]);
    expect(await t.services.coins.balance(u.id)).toBe(before + 25);
    // The learner's own statement shows it under the 'Badge claimed' event.
    const events = (await t.as(u)({ url: '/api/rewards/events' })).json().data as { ID: number; Code: string }[];
    const eventId = events.find((e) => e.Code === 'badge.claimed')!.ID;
    const day = t.clock.now().toISOString().slice(0, 10);
    const statement = await t.as(u)({ url: `/api/rewards/getDetailStatement/${day}/${day}/${eventId}` });
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().data.items).toHaveLength(1);
  });
});

describe('badges as Open Badges 3.0 credentials', () => {
  it('should carry the required OB 3.0 fields, a hashed email and no personal data on the public page', async () => {
    const { u, badge } = await learnerWithBadge();
    const res = await t.request({ url: `/api/badges/${badge.BadgeID}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(u.email);
    const v = res.json().data;
    expect(v).toMatchObject({ Status: 'valid', HolderName: expect.any(String), Verification: { SignatureValid: true, Revoked: false } });
    const c = v.Credential;
    expect(c['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(c.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(c.id).toMatch(/^urn:uuid:/);
    expect(c.issuer).toMatchObject({ id: expect.stringMatching(/^did:web:/), type: ['Profile'], name: expect.any(String) });
    expect(Date.parse(c.validFrom)).not.toBeNaN();
    expect(c.credentialSubject.identifier[0]).toMatchObject({ type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: expect.stringMatching(/^sha256\$[0-9a-f]{64}$/) });
    expect(c.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: expect.any(String), description: expect.any(String), criteria: { narrative: expect.any(String) }, image: { type: 'Image' } });
    expect(c.evidence).toHaveLength(2);
    expect(c.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
    expect(c.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022', proofPurpose: 'assertionMethod' });
    expect(v.LinkedInUrl).toMatch(/^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/);
  });

  it('should answer 404 for an unknown or malformed badge id', async () => {
    expect((await t.request({ url: '/api/badges/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/badges/not-a-badge' })).statusCode).toBe(404);
    expect((await t.request({ url: '/api/badges/not-a-badge/image.png' })).statusCode).toBe(404);
  });

  it('should bake the credential into the badge PNG', async () => {
    const { badge } = await learnerWithBadge();
    const png = await t.request({ url: `/api/badges/${badge.BadgeID}/image.png` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const baked = readBakedCredential(png.rawPayload);
    expect(baked?.id).toBe(`urn:uuid:${badge.BadgeID}`);
    expect((baked as { proof: { proofValue: string } }).proof.proofValue).toMatch(/^z/);
  });

  it('should use an uploaded badge image (PNG only) as the achievement image and bake the credential into it', async () => {
    const c = await buildCapsule(t, editor, 'SAP MM purchase orders');
    const image = png(3000);
    const notPng = multipartFile(Buffer.from('%PDF-1.4 not an image'), 'badge.pdf', 'application/pdf');
    expect((await t.as(editor)({ method: 'POST', url: `/api/Capsules/admin/${c.id}/badgeImage`, body: notPng.payload, headers: notPng.headers })).statusCode).toBe(415);
    const up = multipartFile(image, 'badge.png', 'image/png');
    const res = await t.as(editor)({ method: 'POST', url: `/api/Capsules/admin/${c.id}/badgeImage`, body: up.payload, headers: up.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.request({ url: `/api/Capsules/${c.id}/badgeImage.png` })).rawPayload.equals(image)).toBe(true);
    const { badge } = await withBadge(t, c.id);
    const baked = (await t.request({ url: `/api/badges/${badge.BadgeID}/image.png` })).rawPayload;
    expect(baked.length).toBeGreaterThan(image.length);
    expect(readBakedCredential(baked)?.id).toBe(`urn:uuid:${badge.BadgeID}`);
  });

  it('should verify with an independent verifier (verifier-core), fail a tampered credential and show a revoked one as revoked', async () => {
    const { badge } = await learnerWithBadge();
    const credential = (await t.request({ url: `/api/badges/${badge.BadgeID}` })).json().data.Credential;
    const fetched: string[] = [];
    const good = await verifyIndependently(t, credential, fetched);
    expect(good.errors).toBeUndefined();
    expect(good.log).toMatchObject({ valid_signature: true, revocation_status: true });
    expect(fetched.some((f) => f.endsWith('/api/badges/issuer/did.json'))).toBe(true);

    const tampered = structuredClone(credential);
    tampered.credentialSubject.achievement.name = 'SAP S/4HANA master architect';
    const bad = await verifyIndependently(t, tampered);
    expect(bad.errors?.[0]?.name).toBe('invalid_signature');

    const r = await t.as(admin)({ method: 'POST', url: `/api/Capsules/admin/badges/${badge.BadgeID}/revoke`, body: { Reason: 'Exam taken by someone else' } });
    expect(r.statusCode, r.body).toBe(200);
    expect((await verifyIndependently(t, credential)).log).toMatchObject({ valid_signature: true, revocation_status: false });
    const view = (await t.request({ url: `/api/badges/${badge.BadgeID}` })).json().data;
    expect(view).toMatchObject({ Status: 'revoked', Verification: { SignatureValid: true, Revoked: true } });
  });
});

describe('staff screens', () => {
  it('should show each learner in data.UserProgress, the progress report, its CSV, one learner\'s record and the tiles', async () => {
    const { u } = await learnerWithBadge();
    const d = await t.as(editor)({ url: `/api/Capsules/getCapsuleAdminDetails/${capsuleId}` });
    expect(d.statusCode, d.body).toBe(200);
    const row = d.json().data.UserProgress.find((r: { UserID: number }) => r.UserID === u.id);
    expect(row).toMatchObject({ CapsuleName: 'SAP FI general ledger basics', VideoBought: true, Test1Completed: true, Test2Completed: true, BadgeClaimed: true });
    const report = (await t.as(editor)({ url: `/api/CapsulesUserProgress/capsuleProgressReport?capsule=${capsuleId}&stage=badge&term=${encodeURIComponent(u.email)}` })).json().data;
    expect(report.items).toHaveLength(1);
    const csv = await t.as(editor)({ url: `/api/CapsulesUserProgress/capsuleProgressReport/download?capsule=${capsuleId}` });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(u.email);
    const detail = (await t.as(editor)({ url: `/api/CapsulesUserProgress/${capsuleId}/${row.ProgressID}` })).json().data;
    // Everything but watching the video (this learner went straight to the tests).
    expect(detail.Steps.filter((s: { Done: boolean }) => !s.Done).map((s: { Step: string }) => s.Step)).toEqual(['Video watched']);
    expect(detail.Attempts.length).toBeGreaterThanOrEqual(2);
    const tiles = (await t.as(editor)({ url: '/api/Capsules/admin/tiles' })).json().data;
    expect(tiles.find((x: { CapsuleID: number }) => x.CapsuleID === capsuleId)).toMatchObject({ Buyers: expect.any(Number), RevenueINR: expect.any(Number) });
    expect(tiles.find((x: { CapsuleID: number }) => x.CapsuleID === capsuleId).RevenueINR).toBeGreaterThan(0);
    const learner = await t.createUser();
    expect((await t.as(learner)({ url: `/api/Capsules/getCapsuleAdminDetails/${capsuleId}` })).statusCode).toBe(403);
  });

  it('should refuse to publish a capsule without its video, tests, price or badge name (422)', async () => {
    const res = await t.as(editor)({ method: 'POST', url: '/api/Capsules/admin', body: { Title: 'Oracle Financials overview' } });
    expect(res.statusCode, res.body).toBe(200);
    const p = await t.as(editor)({ method: 'POST', url: `/api/Capsules/admin/${res.json().data.ID}/publish` });
    expect(p.statusCode).toBe(422);
    expect(p.json().message).toContain('a video');
  });
});
