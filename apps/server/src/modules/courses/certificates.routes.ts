import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { certificatesEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { contentDisposition } from '../../platform/storage/file-download.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/**
 * Certificates: lists (all for certificates.manage, otherwise one's own), public verification, revocation, PDF.
 * Lists and PDFs need certificates.view (learners and the admin kind): other staff, recruiters among them, get 403.
 */
export const certificatesRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { certificates } = services.learning;
  const sendPdf = (reply: FastifyReply, f: { body: Buffer; fileName: string }) =>
    reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition('attachment', f.fileName)).header('Cache-Control', 'private, no-store').send(f.body);

  route(app, e.list, async (req) => ok(await certificates.list(requireAuth(req), req.query)));
  route(app, e.ofCourse, async (req) => ok(await certificates.list(requireAuth(req), req.query, req.params.courseId)));
  route(app, e.verify, async (req) => ok(await certificates.verify(req.params.publicId)));
  route(app, e.revoke, async (req) => ok(await certificates.revoke(requireActor(req), req.params.id, req.body.Reason)));
  route(app, e.pdf, async (req, reply) => sendPdf(reply, await certificates.pdf(requireAuth(req), req.params.id)));
  route(app, e.pdfOfCourse, async (req, reply) => sendPdf(reply, await certificates.pdfOfCourse(requireAuth(req), req.query.courseId)));
};
