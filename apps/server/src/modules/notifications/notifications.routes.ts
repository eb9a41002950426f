import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import type { announcementSchema, notificationSchema } from '@app/contracts/notifications';
import { notificationsEndpoints as e } from '@app/contracts/notifications.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { openStream } from './live-stream.ts';

/** The stream's address, signed per session (its query carries the signature). */
export const STREAM_PATH = e.stream.path;
/** How long a signed stream address may be used to connect (the open stream outlives it). */
export const STREAM_URL_TTL_SECONDS = 60;

type Item = z.infer<typeof notificationSchema>;

/** My notifications, their read state and preferences, the live stream; staff announcements. */
export const notificationsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const n = services.notifications;

  route(app, e.list, async (req) => {
    const page = await n.list(requireAuth(req).userId, req.query);
    const { items, ...rest } = page;
    return ok({ notificationList: items as Item[], ...rest });
  });
  route(app, e.count, async (req) => ok(await n.count(requireAuth(req).userId)));
  route(app, e.open, async (req) => ok((await n.open(requireAuth(req).userId, req.params.notificationId)) as Item));
  route(app, e.markRead, async (req) => ok(await n.markRead(requireAuth(req).userId, req.body.ids)));
  route(app, e.markAllRead, async (req) => ok(await n.markAllRead(requireAuth(req).userId, req.body.type)));
  route(app, e.preferences, async (req) => ok(await n.preferences(requireAuth(req).userId)));
  route(app, e.savePreferences, async (req) => ok(await n.savePreferences(requireAuth(req).userId, req.body.preferences)));

  route(app, e.streamUrl, async (req) => {
    const actor = requireAuth(req);
    const url = await services.sessions.signPath(actor.sessionId, STREAM_PATH, STREAM_URL_TTL_SECONDS);
    return ok({ Url: url, ExpiresAt: new Date(app.ctx.now().getTime() + STREAM_URL_TTL_SECONDS * 1000).toISOString() });
  });
  route(app, e.stream, async (req, reply) => {
    const actor = await services.sessions.resolveSigned(STREAM_PATH, req.query);
    if (!actor) throw forbidden('This stream address has expired or is not valid: ask for a new one');
    const state = await n.streamState(actor.userId);
    openStream(req, reply, n.live, actor, state);
    return reply;
  });

  route(app, e.announcements, async (req) => ok((await n.announcements.list(req.query)) as never as { items: z.infer<typeof announcementSchema>[]; pageCount: number; pageIndex: number; total: number }));
  route(app, e.createAnnouncement, async (req) => ok(await n.announcements.create(requireActor(req), req.body)));
  route(app, e.cancelAnnouncement, async (req) => {
    await n.announcements.cancel(requireActor(req), req.params.announcementId);
    return ok(null);
  });
  route(app, e.audienceSize, async (req) => ok(await n.announcements.size(req.body.audience)));
  route(app, e.stats, async () => ok(await n.announcements.stats()));
};
