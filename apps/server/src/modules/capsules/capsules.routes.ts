import type { FastifyPluginAsync } from 'fastify';
import { capsulesEndpoints as e } from '@app/contracts/capsules.endpoints';
import { hasCapability } from '@app/contracts/roles';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { AppError, forbidden } from '../../platform/http/app-error.ts';
import { attachment } from '../../platform/http/csv.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { badgePageLanguage, renderBadgePage } from './badge-page.html.ts';

/** How long a signed video address works (the player asks for a new one when it stops). */
const VIDEO_URL_TTL_SECONDS = 4 * 3600;
const videoPath = (capsuleId: number) => `/api/Capsules/${capsuleId}/video/stream`;

/** Capsules: catalogue and player (learners), public badges and the issuer's documents, the staff's screens. */
export const capsulesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { capsules } = services;
  const { badges } = capsules;

  // Learner and public.
  route(app, e.catalogue, async (req) => ok(await capsules.catalogue(req.auth ?? null, req.query)));
  route(app, e.player, async (req) => {
    const actor = requireAuth(req);
    return ok(await capsules.player(actor, req.params.capsuleId, async (c) =>
      c.videoMaterialId ? services.sessions.signPath(actor.sessionId, videoPath(c.id), VIDEO_URL_TTL_SECONDS) : null));
  });
  route(app, e.videoStream, async (req, reply) => {
    const actor = await services.sessions.resolveSigned(videoPath(req.params.capsuleId), req.query);
    if (!actor || !hasCapability(actor.role, 'capsules.take')) throw forbidden('This video address has expired or is not valid: open the capsule again');
    const materialId = await capsules.videoMaterialFor(actor, req.params.capsuleId);
    return services.learning.materials.sendById(req, reply, materialId);
  });
  route(app, e.capsuleBadgeImage, async (req, reply) =>
    reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=300').send(await capsules.badgeImageOf(req.params.capsuleId)));
  route(app, e.videoPosition, async (req) => ok(await capsules.savePosition(requireAuth(req), req.params.capsuleId, req.body)));
  route(app, e.startTest, async (req) => ok(await capsules.startTest(requireAuth(req), req.params.capsuleId, req.params.which === '1' ? 1 : 2)));
  route(app, e.claimBadge, async (req) => ok(await capsules.claim(requireAuth(req), req.params.capsuleId)));
  route(app, e.myBadges, async (req) => ok(await capsules.myBadges(requireAuth(req))));
  route(app, e.plans, async (req) => ok(await capsules.plans(req.auth ?? null)));
  route(app, e.requestSubscription, async (req) => ok(await capsules.requestSubscription(requireAuth(req), req.body)));

  // Badges (public).
  route(app, e.badge, async (req) => ok(await capsules.badgeView(req.params.badgeId)));
  route(app, e.badgeImage, async (req, reply) => {
    const b = await badges.find(req.params.badgeId);
    return reply.header('content-type', 'image/png').header('content-disposition', attachment(`badge-${b.publicId}.png`)).send(await capsules.bakedImageOf(b));
  });
  route(app, e.issuerDid, async (_req, reply) =>
    reply.header('content-type', 'application/json').header('cache-control', 'public, max-age=300').send(JSON.stringify(await badges.didDocument())));
  route(app, e.statusList, async (req, reply) =>
    reply.header('content-type', 'application/json').header('cache-control', 'no-cache').send(await badges.statusList(req.params.list)));

  // The public badge page as server-rendered HTML (no script): what a direct load or LinkedIn opens. More specific
  // than the SPA's /app/* fallback, so it answers first; inside the SPA, links to it still render the React page.
  // eslint-disable-next-line no-restricted-syntax -- a web page under /app (like the SPA and landing routes of platform/http/web-app.ts), not an /api endpoint; it reads the declared public badge endpoint's data
  app.get<{ Params: { capsuleId: string; badgeId: string } }>('/app/Capsules/:capsuleId/badge/:badgeId', { config: { access: 'public' } }, async (req, reply) => {
    const { BRAND, APP_URL } = app.ctx.config;
    const lang = badgePageLanguage(req.headers['accept-language']);
    const view = await capsules.badgeView(req.params.badgeId).catch((err: unknown) => {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
      throw err;
    });
    const found = view && String(view.CapsuleID) === req.params.capsuleId ? view : null;
    return reply.code(found ? 200 : 404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-language')
      .send(renderBadgePage(found, { lang, brand: BRAND, appUrl: APP_URL }));
  });

  // Staff.
  route(app, e.adminList, async (req) => ok(await capsules.adminList(req.query)));
  route(app, e.tiles, async () => ok(await capsules.tiles()));
  route(app, e.subscriptions, async (req) => ok(await capsules.subscriptions(req.query)));
  route(app, e.subscriptionRequests, async (req) => ok(await capsules.subscriptionRequests(req.query)));
  route(app, e.adminPlans, async () => ok(await capsules.adminPlans()));
  route(app, e.createPlan, async (req) => ok(await capsules.createPlan(requireActor(req), req.body)));
  route(app, e.updatePlan, async (req) => ok(await capsules.updatePlan(requireActor(req), req.params.id, req.body)));
  route(app, e.adminGet, async (req) => ok(await capsules.adminGet(req.params.capsuleId)));
  route(app, e.create, async (req) => ok(await capsules.create(requireActor(req), req.body)));
  route(app, e.update, async (req) => ok(await capsules.update(requireActor(req), req.params.capsuleId, req.body)));
  route(app, e.publish, async (req) => ok(await capsules.publish(requireActor(req), req.params.capsuleId)));
  route(app, e.uploadBadgeImage, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the image as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await capsules.uploadBadgeImage(req.params.capsuleId, part));
  });
  route(app, e.adminDetails, async (req) => ok(await capsules.adminDetails(req.params.capsuleId)));
  route(app, e.revokeBadge, async (req) => ok(await capsules.revoke(requireActor(req), req.params.badgeId, req.body.Reason)));
  route(app, e.progressReport, async (req) => ok(await capsules.progressReport(req.query)));
  route(app, e.progressCsv, async (req, reply) => {
    const { capsule, stage } = req.query;
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment('capsule-progress.csv')).send(capsules.progressCsv({ capsule, stage }));
  });
  route(app, e.progressDetail, async (req) => ok(await capsules.progressDetail(req.params.capsuleId, req.params.progressId)));
  route(app, e.extendSubscription, async (req) => ok(await capsules.extendSubscription(requireActor(req), req.params.id, req.body.Months)));
  route(app, e.cancelSubscription, async (req) => ok(await capsules.cancelSubscription(requireActor(req), req.params.id)));
  route(app, e.approveRequest, async (req) => ok(await capsules.decide(requireActor(req), req.params.id, true, req.body.Note)));
  route(app, e.rejectRequest, async (req) => ok(await capsules.decide(requireActor(req), req.params.id, false, req.body.Note)));
};
