import type { FastifyPluginAsync } from 'fastify';
import { mediaEndpoints as e } from '@app/contracts/media.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

const fileRequired = () => new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);

/** The media library and the content marketplace. */
export const mediaRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { media } = services;

  route(app, e.myMedia, async (req) => ok(await media.mine(requireAuth(req), req.query)));
  route(app, e.myMediaWithShared, async (req) => ok(await media.mineWithShared(requireAuth(req), req.query)));
  route(app, e.filterMedia, async (req) => ok(await media.filter(requireAuth(req), req.query, req.body)));
  route(app, e.item, async (req) => ok(await media.detail(requireAuth(req), req.params.id)));
  route(app, e.stream, async (req, reply) => media.sendSigned(req, reply, req.params.id, 'stream', req.query));
  route(app, e.poster, async (req, reply) => media.sendSigned(req, reply, req.params.id, 'poster', req.query));
  route(app, e.removeMine, async (req) => {
    await media.remove(requireActor(req), req.params.id);
    return ok(null);
  });

  route(app, e.create, async (req) => ok(await media.create(requireAuth(req), req.body)));
  route(app, e.update, async (req) => ok(await media.update(requireActor(req), req.params.id, req.body)));
  route(app, e.uploadFile, async (req) => {
    const part = await req.file();
    if (!part) throw fileRequired();
    return ok(await media.upload(requireActor(req), req.params.id, part));
  });
  route(app, e.uploadPoster, async (req) => {
    const part = await req.file();
    if (!part) throw fileRequired();
    return ok(await media.uploadPoster(requireActor(req), req.params.id, part));
  });
  route(app, e.shares, async (req) => ok(await media.shares(req.params.id)));
  route(app, e.setShares, async (req) => ok(await media.setShares(requireActor(req), req.params.id, req.body)));

  route(app, e.marketplace, async (req) => ok(await media.marketplace(requireAuth(req), req.query)));
  route(app, e.marketplaceItem, async (req) => ok(await media.marketplaceItem(requireAuth(req), req.params.id)));
  route(app, e.saveToMedia, async (req) => ok(await media.save(requireAuth(req), req.params.id)));
  route(app, e.createMarketplace, async (req) => ok(await media.createMarketplace(requireActor(req), req.body)));
  route(app, e.updateMarketplace, async (req) => ok(await media.updateMarketplace(requireActor(req), req.params.id, req.body)));
  route(app, e.removeMarketplace, async (req) => {
    await media.removeMarketplace(requireActor(req), req.params.id);
    return ok(null);
  });
  route(app, e.importMarketplace, async (req) => {
    const part = await req.file();
    if (!part) throw fileRequired();
    return ok(await media.importMarketplace(requireActor(req), part));
  });
};
