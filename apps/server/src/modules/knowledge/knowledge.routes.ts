import type { FastifyPluginAsync } from 'fastify';
import { knowledgeEndpoints as e } from '@app/contracts/knowledge.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The knowledge repository: reading for every account (by folder visibility), contributing, and editors' review and folders. */
export const knowledgeRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { knowledge } = services;

  route(app, e.list, async (req) => ok(await knowledge.list(requireAuth(req), req.query)));
  route(app, e.folders, async (req) => ok(await knowledge.folders(requireAuth(req))));
  route(app, e.item, async (req) => ok(await knowledge.item(requireAuth(req), req.params.id)));
  route(app, e.bookmark, async (req) => ok(await knowledge.bookmark(requireAuth(req), req.params.id, req.body.Bookmarked)));
  route(app, e.attachment, async (req, reply) => knowledge.sendAttachment(req, reply, requireAuth(req), req.params.id, req.params.attachmentId));
  route(app, e.versions, async (req) => ok(await knowledge.versions(requireAuth(req), req.params.id)));

  route(app, e.myContributions, async (req) => ok(await knowledge.myContributions(requireAuth(req), req.query)));
  route(app, e.contribute, async (req) => ok(await knowledge.contribute(requireAuth(req), req.body)));
  route(app, e.edit, async (req) => ok(await knowledge.edit(requireActor(req), req.params.id, req.body)));
  route(app, e.upload, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await knowledge.upload(requireActor(req), req.params.id, part));
  });
  route(app, e.removeAttachment, async (req) => {
    await knowledge.removeAttachment(requireActor(req), req.params.id, req.params.attachmentId);
    return ok(null);
  });

  route(app, e.review, async (req) => ok(await knowledge.review(requireActor(req), req.params.id, req.body)));
  route(app, e.restore, async (req) => ok(await knowledge.restore(requireActor(req), req.params.id, req.params.version)));
  route(app, e.createFolder, async (req) => ok(await knowledge.createFolder(requireActor(req), req.body)));
  route(app, e.updateFolder, async (req) => ok(await knowledge.updateFolder(requireActor(req), req.params.id, req.body)));
  route(app, e.deleteFolder, async (req) => {
    await knowledge.deleteFolder(requireActor(req), req.params.id);
    return ok(null);
  });
};
