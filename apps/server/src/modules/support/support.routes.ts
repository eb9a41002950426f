import type { FastifyPluginAsync } from 'fastify';
import { supportEndpoints as e } from '@app/contracts/support.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The support desk: learners' own tickets under /support/myTickets, every ticket for staff under /support/tickets. */
export const supportRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { support } = services;

  // Learner.
  route(app, e.myTickets, async (req) => ok(await support.listMine(requireAuth(req), req.query)));
  route(app, e.myTicket, async (req) => ok(await support.getMine(requireAuth(req), req.params.id)));
  route(app, e.open, async (req) => ok(await support.open(requireAuth(req), req.body)));
  route(app, e.reply, async (req) => ok(await support.reply(requireAuth(req), req.params.id, req.body)));
  route(app, e.close, async (req) => ok(await support.close(requireAuth(req), req.params.id)));
  route(app, e.reopen, async (req) => ok(await support.reopen(requireAuth(req), req.params.id)));
  route(app, e.myFile, async (req, reply) => support.sendMyFile(req, reply, requireAuth(req), req.params.id, req.params.fileId));
  route(app, e.upload, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await support.upload(requireAuth(req), part));
  });
  route(app, e.removeUpload, async (req) => {
    await support.removeUpload(requireAuth(req), req.params.fileId);
    return ok(null);
  });

  // Staff.
  route(app, e.tickets, async (req) => ok(await support.listAll(req.query)));
  route(app, e.ticket, async (req) => ok(await support.get(req.params.id)));
  route(app, e.staffReply, async (req) => ok(await support.staffReply(requireActor(req), req.params.id, req.body)));
  route(app, e.setStatus, async (req) => ok(await support.setStatus(requireActor(req), req.params.id, req.body.Status)));
  route(app, e.assign, async (req) => ok(await support.assign(requireActor(req), req.params.id, req.body.AssigneeID)));
  route(app, e.merge, async (req) => ok(await support.merge(requireActor(req), req.params.id, req.body.IntoTicketID)));
  route(app, e.staffFile, async (req, reply) => support.sendStaffFile(req, reply, req.params.id, req.params.fileId));
  route(app, e.stats, async () => ok(await support.stats()));
  route(app, e.agents, async () => ok(await support.agents()));
  route(app, e.cannedAnswers, async () => ok(await support.cannedAnswers()));
  route(app, e.createCannedAnswer, async (req) => ok(await support.createCanned(requireActor(req), req.body)));
  route(app, e.updateCannedAnswer, async (req) => ok(await support.updateCanned(requireActor(req), req.params.id, req.body)));
  route(app, e.deleteCannedAnswer, async (req) => {
    await support.deleteCanned(requireActor(req), req.params.id);
    return ok(null);
  });
};
