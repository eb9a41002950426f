import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import {
  idParamSchema, importReportSchema, questionInputSchema, questionRowSchema, questionSchema, questionsExportQuerySchema,
  questionsListQuerySchema, sheetFormatQuerySchema, questionImageSchema, questionImageParamSchema,
} from '@app/contracts/assessments';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';
import { attachment, CSV_TYPE, XLSX_TYPE } from './csv.ts';

const tags = ['assessments: questions'];
const access = 'assessments.build' as const;
const fileResponse = { produces: ['text/csv', XLSX_TYPE] };

export const questionsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { questions } = services.assessments;

  app.get('/api/questions', {
    schema: { tags, summary: 'The question bank, paged (spec: ?size=50&page=1&order=ID,desc; also the shared list query)', querystring: questionsListQuerySchema, response: { 200: envelope(pageSchema(questionRowSchema)) } },
    config: { access },
  }, async (req) => ok(await questions.list(req.query)));

  app.get('/api/questions/getQuestions', {
    schema: { tags, summary: 'Search the question bank (spec: ?text={term})', querystring: questionsListQuerySchema, response: { 200: envelope(pageSchema(questionRowSchema)) } },
    config: { access },
  }, async (req) => ok(await questions.list(req.query)));

  app.get('/api/questions/template', {
    schema: { tags, summary: 'Download the import template (CSV or XLSX) with one example per question type', querystring: sheetFormatQuerySchema, ...fileResponse },
    config: { access },
  }, async (req, reply) => {
    const f = req.query.format;
    return reply.type(f === 'csv' ? CSV_TYPE : XLSX_TYPE).header('content-disposition', attachment(`questions-template.${f}`)).send(await questions.template(f));
  });

  app.get('/api/questions/export', {
    schema: { tags, summary: 'Export the matching questions in the import format (CSV or XLSX)', querystring: questionsExportQuerySchema, ...fileResponse },
    config: { access },
  }, async (req, reply) => {
    const f = req.query.format;
    return reply.type(f === 'csv' ? CSV_TYPE : XLSX_TYPE).header('content-disposition', attachment(`questions.${f}`)).send(await questions.exportSheet(req.query, f));
  });

  app.post('/api/questions/import', {
    schema: {
      tags,
      summary: 'Import questions from a CSV or XLSX file (multipart field "file"): valid rows are imported, the others reported; a file with the wrong structure is refused whole',
      consumes: ['multipart/form-data'],
      response: { 200: envelope(importReportSchema) },
    },
    config: { access },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the sheet as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await questions.importSheet(requireAuth(req), part));
  });

  app.post('/api/questions/images', {
    schema: {
      tags,
      summary: 'Upload an image for a question (multipart field "file"; PNG, JPEG, WebP or GIF by content, at most 2 MB); answers the address for ImageUrl',
      consumes: ['multipart/form-data'],
      response: { 200: envelope(questionImageSchema) },
    },
    config: { access },
  }, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the image as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await questions.uploadImage(part));
  });

  // Public by an unguessable address: learners see question images in attempts through a plain <img>.
  app.get('/api/questions/images/:yyyy/:mm/:file', {
    schema: { tags, summary: 'A question image (the address answered by the upload)', params: questionImageParamSchema },
    config: { access: 'public' },
  }, async (req, reply) => questions.sendImage(req, reply, `${req.params.yyyy}/${req.params.mm}/${req.params.file}`));

  app.get('/api/questions/:id', {
    schema: { tags, summary: 'One question with its answer key', params: idParamSchema, response: { 200: envelope(questionSchema) } },
    config: { access },
  }, async (req) => ok(await questions.get(req.params.id)));

  app.post('/api/questions', {
    schema: { tags, summary: 'Add a question (rich text is sanitized; masters are checked)', body: questionInputSchema, response: { 200: envelope(questionSchema) } },
    config: { access },
  }, async (req) => ok(await questions.create(requireAuth(req), req.body)));

  app.put('/api/questions/:id', {
    schema: { tags, summary: 'Replace a question (started attempts keep the version they froze)', params: idParamSchema, body: questionInputSchema, response: { 200: envelope(questionSchema) } },
    config: { access },
  }, async (req) => ok(await questions.update(req.params.id, req.body)));

  app.delete('/api/questions/:id', {
    schema: { tags, summary: 'Remove a question from the bank (past attempts and reports keep it)', params: idParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await questions.remove(req.params.id);
    return ok(null);
  });
};
