import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type {
  CapsuleAdmin, CapsuleInput, CapsuleItem, CapsulePlayer, MyProgress, capsulesQuerySchema, progressReportQuerySchema, subscriptionPlanInputSchema, subscriptionRequestBodySchema,
} from '@app/contracts/capsules';
import { linkedInAddToProfileUrl } from '@app/contracts/certificates';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, forbidden, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import { csvStream } from '../../platform/http/csv.ts';
import { saveUpload } from '../../platform/storage/file-upload.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AssessmentsService } from '../assessments/assessments.service.ts';
import type { AttemptResultEvent } from '../assessments/attempts.service.ts';
import type { MastersService } from '../masters/masters.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { LearningService } from '../courses/learning.service.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import { createBadgesService } from './badges.service.ts';
import * as repo from './capsules.repository.ts';

export type CapsulesService = ReturnType<typeof createCapsulesService>;

/** A video is watched at 90% of its length (DESIGN: a material is finished at 90% of its expected time). */
const WATCHED_SHARE = 0.9;
const CSV_BATCH = 1000;
/** Largest badge image accepted. */
const BADGE_IMAGE_MAX_BYTES = 1024 * 1024;
const CSV_HEADER = ['Capsule', 'Learner', 'Email', 'Video bought', 'Video watched', 'Test 1 completed', 'Test 2 completed', 'Badge claimed', 'Badge revoked', 'Updated (UTC)'];

/** What payments needs of a purchasable thing (structurally the payments module's Seller). */
type PlanInput = z.output<typeof subscriptionPlanInputSchema>;
type OrderLike = { id: number; userId: number; itemId: number; buyerName: string; buyerEmail: string; amount: number; coinsValue: number; currency: string };

const emptyProgress: MyProgress = { VideoBought: false, VideoWatched: false, VideoPosition: 0, Test1Completed: false, Test2Completed: false, BadgeClaimed: false, BadgeID: null };

function progressView(p: repo.ProgressRecord | undefined, badgeId: string | null = null): MyProgress {
  if (!p) return emptyProgress;
  return {
    VideoBought: p.videoBought, VideoWatched: p.videoWatched, VideoPosition: p.videoPosition, Test1Completed: p.test1Completed,
    Test2Completed: p.test2Completed, BadgeClaimed: p.badgeClaimed, BadgeID: badgeId,
  };
}

function itemView(c: repo.CapsuleRecord, my: MyProgress | null): CapsuleItem {
  return {
    ID: c.id, Title: c.title, Description: c.description, INRPrice: c.priceInr, DollarPrice: c.priceUsd, ProductName: c.productName, TrackName: c.trackName,
    ModuleName: c.moduleName, ProductID: c.productId, TrackID: c.trackId, ModuleID: c.moduleId, BadgeName: c.badgeName || c.title, VideoSeconds: c.videoSeconds,
    MyProgress: my,
  };
}

/**
 * Capsules (issue 15): the catalogue, the player (video, Test 1, Test 2 through the assessment engine), badges as
 * signed Open Badges 3.0 credentials, subscriptions, and the staff's building and progress screens. Access to the
 * video and the tests is decided here, on every call: a purchase (progress row bought) or an active subscription.
 */
export function createCapsulesService(ctx: AppContext, deps: {
  users: UsersService; masters: MastersService; audit: AuditService; assessments: AssessmentsService; learning: LearningService;
  /** The 'badge claimed' earning rule, granted in the claim's transaction. */
  coins?: Pick<CoinsService, 'grant'>;
}) {
  const db = ctx.db;
  const badges = createBadgesService(ctx);
  const publicUrl = (capsuleId: number, publicId: string) => `${ctx.config.APP_URL}/app/Capsules/${capsuleId}/badge/${publicId}`;

  async function learner(userId: number) {
    const u = await deps.users.get(userId);
    return { name: `${u.firstName} ${u.lastName}`.trim(), email: u.email };
  }

  async function published(id: number) {
    const c = await repo.findCapsule(db, id);
    if (!c || c.status !== 'published') throw notFound('Capsule');
    return c;
  }

  /** 'bought', 'subscribed' or 'none' for the learner and capsule. */
  async function accessOf(userId: number, p: repo.ProgressRecord | undefined): Promise<'bought' | 'subscribed' | 'none'> {
    if (p?.videoBought) return 'bought';
    return (await repo.activeUntil(db, userId, ctx.now())) ? 'subscribed' : 'none';
  }

  async function requireAccess(actor: AuthContext, c: repo.CapsuleRecord) {
    const existing = await repo.progressOf(db, c.id, actor.userId);
    const access = await accessOf(actor.userId, existing);
    if (access === 'none') throw forbidden('Buy this capsule or subscribe to open its video and tests');
    const who = existing ? undefined : await learner(actor.userId);
    const p = existing ?? (await repo.ensureProgress(db, { capsuleId: c.id, userId: actor.userId, userName: who!.name, userEmail: who!.email }));
    return { p, access };
  }

  async function testState(testId: number | null, userId: number, locked: boolean, access: boolean) {
    if (!testId) return null;
    const t = await deps.assessments.tests.find(testId);
    if (!t) return null;
    const [results, open] = await Promise.all([deps.assessments.attempts.resultsOf(userId, testId), deps.assessments.attempts.openOf(userId, testId)]);
    const passed = results.some((r) => r.Passed);
    const best = results.reduce<number | null>((m, r) => (r.Percentage === null ? m : Math.max(m ?? 0, r.Percentage)), null);
    const attemptsLeft = t.attemptsAllowed === null || results.length + (open ? 1 : 0) < t.attemptsAllowed || open !== null;
    return {
      TestID: t.id, Title: t.title, PassPercentage: t.passPercentage, AttemptsAllowed: t.attemptsAllowed, AttemptsUsed: results.length + (open ? 1 : 0),
      Passed: passed, BestPercentage: best, OpenAttemptID: open?.ID ?? null, CanStart: access && !locked && !passed && attemptsLeft, Locked: locked,
    };
  }

  /** Test results of capsule attempts move the learner's row (the engine tells every listener; only capsule contexts are ours). */
  async function onAttemptResult(e: AttemptResultEvent) {
    if (e.context?.Kind !== 'capsule' || !e.passed) return;
    const c = await repo.findCapsule(db, e.context.CapsuleID);
    const p = c && (await repo.progressOf(db, c.id, e.userId));
    if (!c || !p) return;
    const at = e.submittedOn;
    if (e.testId === c.test1Id && !p.test1Completed) await repo.updateProgress(db, p.id, { test1Completed: true, test1Percentage: e.percentage, test1On: at, updatedOn: ctx.now() });
    if (e.testId === c.test2Id && !p.test2Completed) await repo.updateProgress(db, p.id, { test2Completed: true, test2Percentage: e.percentage, test2On: at, updatedOn: ctx.now() });
  }
  deps.assessments.attempts.onResult(onAttemptResult);

  async function masterTitle(type: 'products' | 'tracks' | 'modules', id: number | null) {
    if (id === null) return '';
    const page = await deps.masters.list(type, { pageIndex: 0, pageSize: 5000, sortDesc: false });
    const e = page.items.find((m) => m.ID === id);
    if (!e) throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: `body.${type === 'products' ? 'ProductID' : type === 'tracks' ? 'TrackID' : 'ModuleID'}`, message: `Not an entry of ${type}` }]);
    return e.Title;
  }

  async function valuesOf(input: CapsuleInput) {
    const [productName, trackName, moduleName] = await Promise.all([
      masterTitle('products', input.ProductID), masterTitle('tracks', input.TrackID), masterTitle('modules', input.ModuleID),
    ]);
    let video: { videoTitle: string; videoLink: string | null; videoSeconds: number } = { videoTitle: '', videoLink: null, videoSeconds: 0 };
    if (input.VideoMaterialID !== null) {
      const m = await deps.learning.materials.get(input.VideoMaterialID).catch(() => null);
      if (!m || (m.Kind !== 'video-link' && m.Kind !== 'video-upload')) {
        throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: 'body.VideoMaterialID', message: 'Choose a video of the materials library' }]);
      }
      video = { videoTitle: m.Name, videoLink: m.Kind === 'video-link' ? m.Link : null, videoSeconds: m.ExpectedSeconds };
    }
    for (const [field, id] of [['Test1ID', input.Test1ID], ['Test2ID', input.Test2ID]] as const) {
      if (id !== null && !(await deps.assessments.tests.find(id))) throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: `body.${field}`, message: 'Choose a test of the test library' }]);
    }
    if (input.Test1ID !== null && input.Test1ID === input.Test2ID) throw new AppError('VALIDATION', 'Some fields are not valid', [{ path: 'body.Test2ID', message: 'Test 2 must be another test than Test 1' }]);
    return {
      title: input.Title, description: input.Description, productId: input.ProductID, productName, trackId: input.TrackID, trackName, moduleId: input.ModuleID, moduleName,
      priceInr: input.INRPrice, priceUsd: input.DollarPrice, videoMaterialId: input.VideoMaterialID, ...video, test1Id: input.Test1ID, test2Id: input.Test2ID,
      badgeName: input.BadgeName, badgeDescription: input.BadgeDescription, badgeCriteria: input.BadgeCriteria,
    };
  }

  function adminView(c: repo.CapsuleRecord): CapsuleAdmin {
    const { MyProgress: _, ...item } = itemView(c, null);
    return {
      ...item, Status: c.status as 'draft' | 'published', VideoMaterialID: c.videoMaterialId, VideoTitle: c.videoTitle, Test1ID: c.test1Id, Test2ID: c.test2Id,
      BadgeDescription: c.badgeDescription, BadgeCriteria: c.badgeCriteria, BadgeImageUrl: `/api/Capsules/${c.id}/badgeImage.png`,
      PublishedOn: c.publishedOn?.toISOString() ?? null, UpdatedOn: c.updatedOn.toISOString(),
    };
  }

  function myBadgeView(b: repo.BadgeRecord, name: string) {
    const url = publicUrl(b.capsuleId, b.publicId);
    return {
      BadgeID: b.publicId, CapsuleID: b.capsuleId, Name: name, IssuedOn: b.issuedOn.toISOString(), Status: (b.revokedOn ? 'revoked' : 'valid') as 'valid' | 'revoked',
      PublicUrl: url, LinkedInUrl: linkedInAddToProfileUrl({ name, organizationName: ctx.config.BRAND, issuedOn: b.issuedOn, certUrl: url, certId: b.publicId }),
    };
  }

  return {
    badges,
    // ---------------------------------------------------------------- learner
    async catalogue(actor: AuthContext | null, q: z.infer<typeof capsulesQuerySchema>) {
      const [page, options, until] = await Promise.all([
        repo.catalogue(db, q, { product: q.product, track: q.track, module: q.module }),
        repo.catalogueOptions(db),
        actor ? repo.activeUntil(db, actor.userId, ctx.now()) : Promise.resolve(null),
      ]);
      const mine = actor ? await repo.progressOfUser(db, actor.userId, page.items.map((c) => c.id)) : [];
      const byCapsule = new Map(mine.map((p) => [p.capsuleId, p]));
      return {
        CapsulesList: page.items.map((c) => itemView(c, byCapsule.has(c.id) ? progressView(byCapsule.get(c.id)) : null)),
        pageCount: page.pageCount, pageIndex: page.pageIndex, total: page.total, ...options, SubscribedUntil: until?.toISOString() ?? null,
      };
    },

    async player(actor: AuthContext, capsuleId: number, streamUrl: (c: repo.CapsuleRecord) => Promise<string | null>): Promise<CapsulePlayer> {
      const c = await published(capsuleId);
      const p = await repo.progressOf(db, c.id, actor.userId);
      const access = await accessOf(actor.userId, p);
      const badge = p?.badgeClaimed ? await repo.badgeOf(db, c.id, actor.userId) : undefined;
      const open = access !== 'none';
      const [t1, t2] = await Promise.all([testState(c.test1Id, actor.userId, false, open), testState(c.test2Id, actor.userId, !p?.test1Completed, open)]);
      const progress = progressView(p, badge?.publicId ?? null);
      return {
        Capsule: itemView(c, progress),
        Access: access,
        Progress: progress,
        Video: open ? { Title: c.videoTitle, Link: c.videoLink, StreamUrl: c.videoLink ? null : await streamUrl(c), Seconds: c.videoSeconds } : null,
        Test1: t1,
        Test2: t2,
        CanClaim: open && !!p?.test1Completed && !!p.test2Completed && !p.badgeClaimed,
      };
    },

    /** The capsule's video material id, when the learner may watch it (the signed stream checks this again). */
    async videoMaterialFor(actor: AuthContext, capsuleId: number) {
      const c = await published(capsuleId);
      await requireAccess(actor, c);
      if (!c.videoMaterialId) throw notFound('Video');
      return c.videoMaterialId;
    },

    async savePosition(actor: AuthContext, capsuleId: number, body: { Position: number; Duration?: number }) {
      const c = await published(capsuleId);
      const { p } = await requireAccess(actor, c);
      const length = c.videoSeconds || body.Duration || 0;
      const watched = p.videoWatched || (length > 0 && body.Position >= length * WATCHED_SHARE);
      const row = await repo.updateProgress(db, p.id, { videoPosition: body.Position, videoWatched: watched, updatedOn: ctx.now() });
      return progressView(row, null);
    },

    /** Starts (or resumes) Test 1 or 2 through the engine, with the capsule context it verified. */
    async startTest(actor: AuthContext, capsuleId: number, which: 1 | 2) {
      const c = await published(capsuleId);
      const { p } = await requireAccess(actor, c);
      const testId = which === 1 ? c.test1Id : c.test2Id;
      if (!testId) throw notFound('Test');
      if (which === 2 && !p.test1Completed) throw ruleViolated('Pass Test 1 first: Test 2 opens after it');
      return deps.assessments.attempts.start(actor, { TestID: testId, Context: { Kind: 'capsule', CapsuleID: c.id } });
    },

    /** POST /attempts with a capsule context: only one of that capsule's two tests, as startTest. */
    async startClaimedTest(actor: AuthContext, testId: number, capsuleId: number) {
      const c = await published(capsuleId);
      if (testId !== c.test1Id && testId !== c.test2Id) throw notFound('Test');
      return this.startTest(actor, capsuleId, testId === c.test1Id ? 1 : 2);
    },

    /**
     * Issues the badge: one per learner and capsule. The row is inserted first (the unique index decides between two
     * claims at once: the loser answers with the winner's badge), then the credential is signed with the row's
     * status index and stored, in the same transaction.
     */
    async claim(actor: AuthContext, capsuleId: number) {
      const c = await published(capsuleId);
      const { p } = await requireAccess(actor, c);
      if (!p.test1Completed || !p.test2Completed) throw ruleViolated('Pass Test 1 and Test 2 to claim the badge');
      const existing = await repo.badgeOf(db, c.id, actor.userId);
      if (existing) return myBadgeView(existing, c.badgeName || c.title);
      const issuedOn = new Date(Math.floor(ctx.now().getTime() / 1000) * 1000);
      const won = await db.transaction(async (tx) => {
        const row = await repo.insertBadge(tx, { publicId: randomUUID(), capsuleId: c.id, userId: actor.userId, holderName: p.userName, issuedOn });
        if (!row) return undefined;
        const credential = await badges.issue(c, row, { email: p.userEmail, test1: p.test1Percentage, test2: p.test2Percentage, test1On: p.test1On, test2On: p.test2On });
        const stored = await repo.updateBadge(tx, row.id, { statusIndex: row.id, credential });
        await repo.updateProgress(tx, p.id, { badgeClaimed: true, badgeOn: issuedOn, updatedOn: ctx.now() });
        // The 'badge claimed' coins, once per learner and capsule (the key names the capsule), with the badge or not at all.
        await deps.coins?.grant(tx, { userId: actor.userId, event: 'badge.claimed', subjectId: `capsule:${c.id}`, reason: `Claimed the badge ${c.badgeName || c.title}` });
        return stored;
      });
      const badge = won ?? (await repo.badgeOf(db, c.id, actor.userId));
      if (!badge) throw new AppError('CONFLICT', 'Another claim is being issued; try again');
      return myBadgeView(badge, c.badgeName || c.title);
    },

    async myBadges(actor: AuthContext) {
      return (await repo.badgesOfUser(db, actor.userId)).map((r) => myBadgeView(r.badge, (r.badge.credential as { name?: string } | null)?.name ?? r.title));
    },

    /** The public badge (no email): 404 for a malformed or unknown id. */
    async badgeView(publicId: string) {
      const b = await badges.find(publicId);
      const view = myBadgeView(b, String((b.credential as { name?: string }).name ?? ''));
      return badges.publicView(b, view.PublicUrl, view.LinkedInUrl);
    },

    async plans(actor: AuthContext | null) {
      const [plans, until, pending] = await Promise.all([
        repo.plans(db),
        actor ? repo.activeUntil(db, actor.userId, ctx.now()) : null,
        actor ? repo.pendingRequestOf(db, actor.userId) : undefined,
      ]);
      return {
        Plans: plans.map((p) => ({ ID: p.id, Name: p.name, Months: p.months, INRPrice: p.priceInr, DollarPrice: p.priceUsd })),
        SubscribedUntil: until?.toISOString() ?? null,
        PendingRequest: pending ? { ID: pending.ID, PlanName: pending.PlanName, CreatedOn: pending.CreatedOn } : null,
      };
    },

    /** A subscription plan as the seed adds it (staff use createPlan). */
    addPlan: (v: { name: string; months: number; priceInr: number; priceUsd: number }) => repo.insertPlan(db, v),

    adminPlans: () => repo.adminPlans(db, ctx.now()),

    async createPlan(actor: AuditActor, v: PlanInput) {
      return db.transaction(async (tx) => {
        const row = await repo.insertPlan(tx, { name: v.Name, months: v.Months, priceInr: v.INRPrice, priceUsd: v.DollarPrice, active: v.Active });
        await deps.audit.record(tx, actor, { action: 'capsules.plan.create', entityType: 'subscriptionPlan', entityId: row.id, after: v, summary: `Added the plan "${v.Name}" (${v.Months} month(s))` });
        return (await repo.adminPlans(tx, ctx.now(), row.id))[0]!;
      });
    },

    /** Changes a plan; orders made keep their price (stored on the order) and subscriptions held keep their period. */
    async updatePlan(actor: AuditActor, id: number, v: PlanInput) {
      return db.transaction(async (tx) => {
        const p = await repo.lockPlan(tx, id);
        if (!p) throw notFound('Plan');
        await repo.updatePlan(tx, id, { name: v.Name, months: v.Months, priceInr: v.INRPrice, priceUsd: v.DollarPrice, active: v.Active });
        await deps.audit.record(tx, actor, {
          action: 'capsules.plan.update', entityType: 'subscriptionPlan', entityId: id,
          before: { Name: p.name, Months: p.months, INRPrice: p.priceInr, DollarPrice: p.priceUsd, Active: p.active }, after: v,
          summary: `Changed the plan "${v.Name}"${p.active && !v.Active ? ' (withdrawn)' : !p.active && v.Active ? ' (offered again)' : ''}`,
        });
        return (await repo.adminPlans(tx, ctx.now(), id))[0]!;
      });
    },

    async requestSubscription(actor: AuthContext, body: z.infer<typeof subscriptionRequestBodySchema>) {
      const plan = await repo.findPlan(db, body.PlanID);
      if (!plan || !plan.active) throw notFound('Plan');
      const who = await learner(actor.userId);
      const id = await repo.insertRequest(db, { userId: actor.userId, userName: who.name, userEmail: who.email, planId: plan.id, planName: plan.name, sponsor: body.Sponsor, note: body.Note });
      if (id === undefined) throw new AppError('CONFLICT', 'You have a pending request already: staff will answer it soon');
      return (await repo.requestRow(db, id))!;
    },

    // ---------------------------------------------------------------- staff
    adminList: (q: ListQuery & { status?: 'draft' | 'published' }) => repo.adminList(db, q, q.status),

    async adminGet(id: number) {
      const c = await repo.findCapsule(db, id);
      if (!c) throw notFound('Capsule');
      return adminView(c);
    },

    async create(actor: AuditActor, input: CapsuleInput) {
      const values = await valuesOf(input);
      return db.transaction(async (tx) => {
        const c = await repo.insertCapsule(tx, values);
        await deps.audit.record(tx, actor, { action: 'capsules.create', entityType: 'capsule', entityId: c.id, after: { Title: c.title, INRPrice: c.priceInr, DollarPrice: c.priceUsd }, summary: `Created capsule "${c.title}"` });
        return adminView(c);
      });
    },

    async update(actor: AuditActor, id: number, input: CapsuleInput) {
      const before = await repo.findCapsule(db, id);
      if (!before) throw notFound('Capsule');
      const values = await valuesOf(input);
      if (before.status === 'published') {
        const missing = missingForPublish({ ...before, ...values });
        if (missing.length) throw ruleViolated(`A published capsule needs ${missing.join(', ')}`);
      }
      return db.transaction(async (tx) => {
        const c = (await repo.updateCapsule(tx, id, { ...values, updatedOn: ctx.now() }))!;
        await deps.audit.record(tx, actor, {
          action: 'capsules.update', entityType: 'capsule', entityId: id,
          before: { Title: before.title, INRPrice: before.priceInr, DollarPrice: before.priceUsd, Test1ID: before.test1Id, Test2ID: before.test2Id },
          after: { Title: c.title, INRPrice: c.priceInr, DollarPrice: c.priceUsd, Test1ID: c.test1Id, Test2ID: c.test2Id },
          summary: `Changed capsule "${c.title}"`,
        });
        return adminView(c);
      });
    },

    async publish(actor: AuditActor, id: number) {
      const c = await repo.findCapsule(db, id);
      if (!c) throw notFound('Capsule');
      const missing = missingForPublish(c);
      for (const tid of [c.test1Id, c.test2Id]) {
        const t = tid ? await deps.assessments.tests.find(tid) : undefined;
        if (t && t.status !== 'published') missing.push(`published tests (${t.title} is a draft)`);
      }
      if (missing.length) throw ruleViolated(`To publish, the capsule needs ${missing.join(', ')}`);
      return db.transaction(async (tx) => {
        const row = (await repo.updateCapsule(tx, id, { status: 'published', publishedOn: c.publishedOn ?? ctx.now(), updatedOn: ctx.now() }))!;
        await deps.audit.record(tx, actor, { action: 'capsules.publish', entityType: 'capsule', entityId: id, before: { Status: c.status }, after: { Status: 'published' }, summary: `Published capsule "${c.title}"` });
        return adminView(row);
      });
    },

    /** Replaces the capsule's badge image with an uploaded PNG (the old file is removed). */
    async uploadBadgeImage(id: number, part: MultipartFile) {
      const c = await repo.findCapsule(db, id);
      if (!c) throw notFound('Capsule');
      const saved = await saveUpload(ctx, part, { prefix: 'capsules', allow: ['image/png'], maxBytes: BADGE_IMAGE_MAX_BYTES });
      const row = await repo.updateCapsule(db, id, { badgeImageKey: saved.key, updatedOn: ctx.now() });
      if (c.badgeImageKey) await ctx.storage.delete(c.badgeImageKey).catch(() => {});
      return adminView(row!);
    },

    /** The capsule's badge image: the uploaded PNG, or the generated default. */
    async badgeImageOf(capsuleId: number) {
      const c = await repo.findCapsule(db, capsuleId);
      if (!c) throw notFound('Capsule');
      return imageOf(c);
    },

    /** A badge's image with its credential baked in (OB 3.0 baking). */
    async bakedImageOf(b: repo.BadgeRecord) {
      const c = await repo.findCapsule(db, b.capsuleId);
      return badges.bake(c ? await imageOf(c) : badges.capsuleImage(b.capsuleId), b);
    },

    async adminDetails(id: number) {
      const c = await repo.findCapsule(db, id);
      if (!c) throw notFound('Capsule');
      return { Capsule: adminView(c), UserProgress: await repo.progressRowsOfCapsule(db, id) };
    },

    async revoke(actor: AuditActor, publicId: string, reason: string) {
      const b = await badges.find(publicId);
      if (b.revokedOn) throw ruleViolated('This badge is revoked already');
      return db.transaction(async (tx) => {
        const row = await repo.updateBadge(tx, b.id, { revokedOn: ctx.now(), revokedReason: reason, revokedBy: actor.userId });
        await deps.audit.record(tx, actor, {
          action: 'capsules.badge.revoke', entityType: 'badge', entityId: b.id, before: { Status: 'valid' }, after: { Status: 'revoked', Reason: reason },
          summary: `Revoked the badge of ${b.holderName} (${publicId}): ${reason}`,
        });
        badges.statusChanged(row.statusIndex ?? 0);
        return myBadgeView(row, String((row.credential as { name?: string }).name ?? ''));
      });
    },

    progressReport: (q: z.infer<typeof progressReportQuerySchema>) => repo.progressReport(db, q, { capsule: q.capsule, stage: q.stage }),

    progressCsv(f: repo.ProgressFilters): Readable {
      async function* batches() {
        let after = 0;
        for (;;) {
          const rows = await repo.progressBatch(db, f, after, CSV_BATCH);
          if (!rows.length) return;
          after = rows[rows.length - 1]!.ProgressID;
          const yn = (v: boolean) => (v ? 'Yes' : 'No');
          yield rows.map((r) => [r.CapsuleName, r.UserName, r.UserEmail, yn(r.VideoBought), yn(r.VideoWatched), yn(r.Test1Completed), yn(r.Test2Completed), yn(r.BadgeClaimed), yn(r.BadgeRevoked), r.UpdatedOn]);
          if (rows.length < CSV_BATCH) return;
        }
      }
      return csvStream(CSV_HEADER, batches());
    },

    async progressDetail(capsuleId: number, progressId: number) {
      const c = await repo.findCapsule(db, capsuleId);
      const p = c && (await repo.progressById(db, capsuleId, progressId));
      if (!c || !p) throw notFound('Progress');
      const row = (await repo.progressRowsOfCapsule(db, capsuleId)).find((r) => r.ProgressID === p.id)!;
      const badge = await repo.badgeOf(db, capsuleId, p.userId);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      const pct = (v: number | null) => (v === null ? '' : `${Math.round(v * 100) / 100}%`);
      const attempts = [];
      for (const [label, tid] of [['Test 1', c.test1Id], ['Test 2', c.test2Id]] as const) {
        if (!tid) continue;
        for (const a of await deps.assessments.attempts.resultsOf(p.userId, tid)) {
          attempts.push({ Test: label, AttemptNo: a.AttemptNo, Percentage: a.Percentage, Passed: a.Passed, SubmittedOn: a.SubmittedOn });
        }
      }
      return {
        Row: row,
        Steps: [
          { Step: 'Video bought', Done: p.videoBought, On: iso(p.boughtOn), Detail: p.orderId ? `Order #${p.orderId}` : p.videoBought ? '' : 'Subscription or not bought' },
          { Step: 'Video watched', Done: p.videoWatched, On: null, Detail: `Resume at ${p.videoPosition} s` },
          { Step: 'Test 1 passed', Done: p.test1Completed, On: iso(p.test1On), Detail: pct(p.test1Percentage) },
          { Step: 'Test 2 passed', Done: p.test2Completed, On: iso(p.test2On), Detail: pct(p.test2Percentage) },
          { Step: 'Badge claimed', Done: p.badgeClaimed, On: iso(p.badgeOn), Detail: badge?.revokedOn ? `Revoked: ${badge.revokedReason ?? ''}` : (badge?.publicId ?? '') },
        ],
        Attempts: attempts,
      };
    },

    tiles: () => repo.tiles(db),

    subscriptions: (q: ListQuery & { status?: 'active' | 'expired' | 'cancelled' }) => repo.subscriptionsList(db, q, ctx.now(), q.status),

    async extendSubscription(actor: AuditActor, id: number, months: number) {
      return db.transaction(async (tx) => {
        const s = await repo.lockSubscription(tx, id);
        if (!s) throw notFound('Subscription');
        if (s.status === 'cancelled') throw ruleViolated('A cancelled subscription cannot be extended');
        const now = ctx.now();
        const from = s.endsOn > now ? s.endsOn : now;
        const endsOn = addMonths(from, months);
        await repo.updateSubscription(tx, id, { endsOn, updatedOn: now });
        await deps.audit.record(tx, actor, { action: 'capsules.subscription.extend', entityType: 'subscription', entityId: id, before: { EndsOn: s.endsOn.toISOString() }, after: { EndsOn: endsOn.toISOString() }, summary: `Extended ${s.userName}'s ${s.planName} subscription by ${months} month(s)` });
        return (await repo.subscriptionRow(tx, id, now))!;
      });
    },

    async cancelSubscription(actor: AuditActor, id: number) {
      return db.transaction(async (tx) => {
        const s = await repo.lockSubscription(tx, id);
        if (!s) throw notFound('Subscription');
        if (s.status === 'cancelled') throw ruleViolated('This subscription is cancelled already');
        const now = ctx.now();
        await repo.updateSubscription(tx, id, { status: 'cancelled', endsOn: s.endsOn > now ? now : s.endsOn, updatedOn: now });
        await deps.audit.record(tx, actor, { action: 'capsules.subscription.cancel', entityType: 'subscription', entityId: id, before: { Status: s.status, EndsOn: s.endsOn.toISOString() }, after: { Status: 'cancelled' }, summary: `Cancelled ${s.userName}'s ${s.planName} subscription` });
        return (await repo.subscriptionRow(tx, id, now))!;
      });
    },

    subscriptionRequests: (q: ListQuery & { status?: string }) => repo.requestsList(db, q, q.status),

    async decide(actor: AuditActor, id: number, approve: boolean, note: string) {
      return db.transaction(async (tx) => {
        const r = await repo.lockRequest(tx, id);
        if (!r) throw notFound('Request');
        if (r.status !== 'pending') throw ruleViolated(`This request is ${r.status} already`);
        const now = ctx.now();
        await repo.updateRequest(tx, id, { status: approve ? 'approved' : 'rejected', decidedBy: actor.userId, decidedOn: now, decisionNote: note });
        if (approve) {
          const plan = await repo.findPlan(tx, r.planId);
          await grantSubscription(tx, { userId: r.userId, userName: r.userName, userEmail: r.userEmail, planId: r.planId, planName: r.planName, months: plan?.months ?? 1, source: 'request', requestId: r.id });
        }
        await deps.audit.record(tx, actor, {
          action: approve ? 'capsules.subscriptionRequest.approve' : 'capsules.subscriptionRequest.reject', entityType: 'subscriptionRequest', entityId: id,
          before: { Status: 'pending' }, after: { Status: approve ? 'approved' : 'rejected', Note: note }, summary: `${approve ? 'Approved' : 'Rejected'} ${r.userName}'s request for ${r.planName}`,
        });
        return (await repo.requestRow(tx, id))!;
      });
    },

    // ---------------------------------------------------------------- sellers (payments checkout)
    capsuleSeller: {
      async forSale(id: number, d: Db = db) {
        const c = await repo.findCapsule(d, id);
        if (!c || c.status !== 'published') return undefined;
        return { title: c.title, ref: `capsule-${c.id}`, price: { INR: c.priceInr, USD: c.priceUsd } };
      },
      async grant(tx: Db, _actor: AuditActor, o: OrderLike) {
        const p = await repo.ensureProgress(tx, { capsuleId: o.itemId, userId: o.userId, userName: o.buyerName, userEmail: o.buyerEmail });
        if (p.videoBought) return false;
        await repo.updateProgress(tx, p.id, { videoBought: true, orderId: o.id, paidAmount: o.amount - o.coinsValue, paidCurrency: o.currency, boughtOn: ctx.now(), updatedOn: ctx.now() });
        return true;
      },
      afterGrant: async () => {},
      async revoke(tx: Db, _actor: AuditActor, o: OrderLike) {
        const p = await repo.progressOf(tx, o.itemId, o.userId);
        if (!p || p.orderId !== o.id || !p.videoBought) return false;
        await repo.updateProgress(tx, p.id, { videoBought: false, updatedOn: ctx.now() });
        return true;
      },
    },
    planSeller: {
      async forSale(id: number, d: Db = db) {
        const plan = await repo.findPlan(d, id);
        if (!plan || !plan.active) return undefined;
        return { title: `${plan.name} (all capsules)`, ref: `plan-${plan.id}`, price: { INR: plan.priceInr, USD: plan.priceUsd } };
      },
      async grant(tx: Db, _actor: AuditActor, o: OrderLike) {
        const plan = await repo.findPlan(tx, o.itemId);
        if (!plan) return false;
        return grantSubscription(tx, { userId: o.userId, userName: o.buyerName, userEmail: o.buyerEmail, planId: plan.id, planName: plan.name, months: plan.months, source: 'order', orderId: o.id });
      },
      afterGrant: async () => {},
      async revoke(tx: Db, _actor: AuditActor, o: OrderLike) {
        const s = await repo.subscriptionOfOrder(tx, o.id);
        if (!s || s.status === 'cancelled') return false;
        await repo.updateSubscription(tx, s.id, { status: 'cancelled', endsOn: ctx.now(), updatedOn: ctx.now() });
        return true;
      },
    },
  };

  async function imageOf(c: repo.CapsuleRecord): Promise<Buffer> {
    if (!c.badgeImageKey) return badges.capsuleImage(c.id);
    const f = await ctx.storage.get(c.badgeImageKey).catch(() => null);
    if (!f) return badges.capsuleImage(c.id);
    const chunks: Buffer[] = [];
    for await (const chunk of f.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /** A subscription from now (or from the end of the learner's current one) for the plan's months. */
  async function grantSubscription(tx: Db, g: { userId: number; userName: string; userEmail: string; planId: number; planName: string; months: number; source: string; orderId?: number; requestId?: number }) {
    const now = ctx.now();
    const current = await repo.activeUntil(tx, g.userId, now);
    const startsOn = current ?? now;
    const row = await repo.insertSubscription(tx, {
      userId: g.userId, userName: g.userName, userEmail: g.userEmail, planId: g.planId, planName: g.planName, startsOn: current ? now : startsOn,
      endsOn: addMonths(startsOn, g.months), source: g.source, orderId: g.orderId ?? null, requestId: g.requestId ?? null,
    });
    return !!row;
  }
}

function missingForPublish(c: Pick<repo.CapsuleRecord, 'priceInr' | 'priceUsd' | 'videoMaterialId' | 'test1Id' | 'test2Id' | 'badgeName'>) {
  const missing: string[] = [];
  if (c.priceInr <= 0 && c.priceUsd <= 0) missing.push('a price');
  if (!c.videoMaterialId) missing.push('a video');
  if (!c.test1Id) missing.push('Test 1');
  if (!c.test2Id) missing.push('Test 2');
  if (!c.badgeName.trim()) missing.push('a badge name');
  return missing;
}

function addMonths(d: Date, months: number) {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}
