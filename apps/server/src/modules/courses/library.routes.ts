import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  ASSIGNMENT_ATTACHMENT_MAX_BYTES, assignmentAttachmentSchema, assignmentFileParamSchema, assignmentInputSchema, assignmentRowSchema, assignmentSchema,
  courseNumParamSchema, materialInputSchema, materialListQuerySchema, materialRowSchema, materialSchema,
} from '@app/contracts/courses';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const access = 'courses.build' as const;

/** The materials and assignments libraries (course builders). */
export const libraryRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { materials, assignments } = services.learning;
  const params = courseNumParamSchema;

  app.get('/api/materials', {
    schema: { tags: ['materials'], summary: 'Materials library, paged (Name, CreatedByName, kind, expected time)', querystring: materialListQuerySchema, response: { 200: envelope(pageSchema(materialRowSchema)) } },
    config: { access },
  }, async (req) => ok(await materials.list(req.query)));

  app.get('/api/materials/:id', {
    schema: { tags: ['materials'], summary: 'One material', params, response: { 200: envelope(materialSchema) } },
    config: { access },
  }, async (req) => ok(await materials.get(req.params.id)));

  app.post('/api/materials', {
    schema: { tags: ['materials'], summary: 'Add a material (video upload and PDF: then POST its file)', body: materialInputSchema, response: { 200: envelope(materialSchema) } },
    config: { access },
  }, async (req) => ok(await materials.create(requireAuth(req), req.body)));

  app.put('/api/materials/:id', {
    schema: { tags: ['materials'], summary: 'Change a material', params, body: materialInputSchema, response: { 200: envelope(materialSchema) } },
    config: { access },
  }, async (req) => ok(await materials.update(req.params.id, req.body)));

  app.delete('/api/materials/:id', {
    schema: { tags: ['materials'], summary: 'Remove a material from the library (lessons using it keep it)', params, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await materials.remove(req.params.id);
    return ok(null);
  });

  app.post('/api/materials/:id/file', {
    schema: { tags: ['materials'], summary: 'Upload the video (mp4, webm, ogg, mov) or PDF of a material (multipart field "file"; type by content)', params, consumes: ['multipart/form-data'], response: { 200: envelope(materialSchema) } },
    config: { access },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await materials.upload(req.params.id, part));
  });

  app.get('/api/materials/:id/file', {
    schema: { tags: ['materials'], summary: 'The file of a material (range requests)', params },
    config: { access },
  }, async (req, reply) => materials.sendById(req, reply, req.params.id));

  app.get('/api/assignments', {
    schema: { tags: ['assignments'], summary: 'Assignments library, paged', querystring: listQuerySchema, response: { 200: envelope(pageSchema(assignmentRowSchema)) } },
    config: { access },
  }, async (req) => ok(await assignments.list(req.query)));

  app.get('/api/assignments/:id', {
    schema: { tags: ['assignments'], summary: 'One assignment with its attachments', params, response: { 200: envelope(assignmentSchema) } },
    config: { access },
  }, async (req) => ok(await assignments.get(req.params.id)));

  app.post('/api/assignments', {
    schema: { tags: ['assignments'], summary: 'Add an assignment (rich text is sanitized)', body: assignmentInputSchema, response: { 200: envelope(assignmentSchema) } },
    config: { access },
  }, async (req) => ok(await assignments.create(requireAuth(req), req.body)));

  app.put('/api/assignments/:id', {
    schema: { tags: ['assignments'], summary: 'Change an assignment', params, body: assignmentInputSchema, response: { 200: envelope(assignmentSchema) } },
    config: { access },
  }, async (req) => ok(await assignments.update(req.params.id, req.body)));

  app.delete('/api/assignments/:id', {
    schema: { tags: ['assignments'], summary: 'Remove an assignment from the library', params, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await assignments.remove(req.params.id);
    return ok(null);
  });

  app.post('/api/assignments/:id/files', {
    schema: {
      tags: ['assignments'],
      summary: `Attach a file to an assignment (multipart field "file"; PDF, images, text, Office, ZIP by content; at most ${ASSIGNMENT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB)`,
      params, consumes: ['multipart/form-data'], response: { 200: envelope(assignmentAttachmentSchema) },
    },
    config: { access },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await assignments.attach(req.params.id, part));
  });

  app.get('/api/assignments/:id/files/:fileId', {
    schema: { tags: ['assignments'], summary: 'Download an attachment of an assignment', params: assignmentFileParamSchema },
    config: { access },
  }, async (req, reply) => assignments.sendFile(req, reply, req.params.id, req.params.fileId));

  app.delete('/api/assignments/:id/files/:fileId', {
    schema: { tags: ['assignments'], summary: 'Remove an attachment of an assignment', params: assignmentFileParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await assignments.detach(req.params.id, req.params.fileId);
    return ok(null);
  });
};
