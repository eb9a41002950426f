import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  certificateCourseParamSchema, certificateIdParamSchema, certificateOfCourseQuerySchema, certificatePublicParamSchema, certificateRowSchema,
  certificatesQuerySchema, certificateVerificationSchema, revokeBodySchema,
} from '@app/contracts/certificates';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { contentDisposition } from '../../platform/storage/file-download.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['certificates'];

/**
 * Certificates: lists (all for certificates.manage, otherwise one's own), public verification, revocation, PDF.
 * Lists and PDFs need certificates.view (learners and the admin kind): other staff, recruiters among them, get 403.
 */
export const certificatesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { certificates } = services.learning;
  const sendPdf = (reply: FastifyReply, f: { body: Buffer; fileName: string }) =>
    reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition('attachment', f.fileName)).header('Cache-Control', 'private, no-store').send(f.body);

  app.get('/api/certificates', {
    schema: { tags, summary: 'Certificates (UserName, CourseName, CreatedOn, Url): all for certificates.manage, otherwise my own', querystring: certificatesQuerySchema, response: { 200: envelope(pageSchema(certificateRowSchema)) } },
    config: { access: 'certificates.view' },
  }, async (req) => ok(await certificates.list(requireAuth(req), req.query)));

  app.get('/api/certificates/getCertificates/:courseId', {
    schema: { tags, summary: 'Certificates of one course (same visibility)', params: certificateCourseParamSchema, querystring: certificatesQuerySchema, response: { 200: envelope(pageSchema(certificateRowSchema)) } },
    config: { access: 'certificates.view' },
  }, async (req) => ok(await certificates.list(requireAuth(req), req.query, req.params.courseId)));

  app.get('/api/certificates/verify/:publicId', {
    schema: { tags, summary: 'Public verification: holder, course, date, valid or revoked (no login)', params: certificatePublicParamSchema, response: { 200: envelope(certificateVerificationSchema) } },
    config: { access: 'public' },
  }, async (req) => ok(await certificates.verify(req.params.publicId)));

  app.post('/api/certificates/:id/revoke', {
    schema: { tags, summary: 'Revoke with a reason (409 when already revoked)', params: certificateIdParamSchema, body: revokeBodySchema, response: { 200: envelope(certificateVerificationSchema) } },
    config: { access: 'certificates.manage' },
  }, async (req) => ok(await certificates.revoke(requireActor(req), req.params.id, req.body.Reason)));

  app.get('/api/certificates/:id/pdf', {
    schema: { tags, summary: 'The certificate as a PDF (name, course, date, QR code and verification address); own or certificates.manage', params: certificateIdParamSchema },
    config: { access: 'certificates.view' },
  }, async (req, reply) => sendPdf(reply, await certificates.pdf(requireAuth(req), req.params.id)));

  app.get('/api/course/getCertificate', {
    schema: { tags, summary: 'My certificate of a course as a PDF', querystring: certificateOfCourseQuerySchema },
    config: { access: 'courses.learn' },
  }, async (req, reply) => sendPdf(reply, await certificates.pdfOfCourse(requireAuth(req), req.query.courseId)));
};
