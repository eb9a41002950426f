import type { FastifyPluginAsync } from 'fastify';
import { questionsEndpoints as e } from '@app/contracts/assessments.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';
import { attachment, CSV_TYPE, XLSX_TYPE } from './csv.ts';

export const questionsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { questions } = services.assessments;

  route(app, e.list, async (req) => ok(await questions.list(req.query)));
  route(app, e.search, async (req) => ok(await questions.list(req.query)));
  route(app, e.template, async (req, reply) => {
    const f = req.query.format;
    return reply.type(f === 'csv' ? CSV_TYPE : XLSX_TYPE).header('content-disposition', attachment(`questions-template.${f}`)).send(await questions.template(f));
  });
  route(app, e.export, async (req, reply) => {
    const f = req.query.format;
    return reply.type(f === 'csv' ? CSV_TYPE : XLSX_TYPE).header('content-disposition', attachment(`questions.${f}`)).send(await questions.exportSheet(req.query, f));
  });
  route(app, e.import, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the sheet as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await questions.importSheet(requireAuth(req), part));
  });
  route(app, e.uploadImage, async (req) => {
    const part = await req.file();
    if (!part) throw new AppError('VALIDATION', 'Attach the image as the multipart field "file"', [{ path: 'file', message: 'Required' }]);
    return ok(await questions.uploadImage(part));
  });
  route(app, e.image, async (req, reply) => questions.sendImage(req, reply, `${req.params.yyyy}/${req.params.mm}/${req.params.file}`));
  route(app, e.detail, async (req) => ok(await questions.get(req.params.id)));
  route(app, e.create, async (req) => ok(await questions.create(requireAuth(req), req.body)));
  route(app, e.update, async (req) => ok(await questions.update(req.params.id, req.body)));
  route(app, e.remove, async (req) => {
    await questions.remove(req.params.id);
    return ok(null);
  });
};
