import type { FastifyPluginAsync } from 'fastify';
import { libraryEndpoints as e } from '@app/contracts/courses.endpoints';
import { requireAuth } from '../../platform/auth/access.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

const missingFile = () => new AppError('VALIDATION', 'Attach the file as the multipart field "file"', [{ path: 'file', message: 'Required' }]);

/** The materials and assignments libraries (course builders). */
export const libraryRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { materials, assignments } = services.learning;

  route(app, e.materials, async (req) => ok(await materials.list(req.query)));
  route(app, e.material, async (req) => ok(await materials.get(req.params.id)));
  route(app, e.createMaterial, async (req) => ok(await materials.create(requireAuth(req), req.body)));
  route(app, e.updateMaterial, async (req) => ok(await materials.update(req.params.id, req.body)));
  route(app, e.removeMaterial, async (req) => {
    await materials.remove(req.params.id);
    return ok(null);
  });
  route(app, e.uploadMaterialFile, async (req) => {
    const part = await req.file();
    if (!part) throw missingFile();
    return ok(await materials.upload(req.params.id, part));
  });
  route(app, e.materialFile, async (req, reply) => materials.sendById(req, reply, req.params.id));

  route(app, e.assignments, async (req) => ok(await assignments.list(req.query)));
  route(app, e.assignment, async (req) => ok(await assignments.get(req.params.id)));
  route(app, e.createAssignment, async (req) => ok(await assignments.create(requireAuth(req), req.body)));
  route(app, e.updateAssignment, async (req) => ok(await assignments.update(req.params.id, req.body)));
  route(app, e.removeAssignment, async (req) => {
    await assignments.remove(req.params.id);
    return ok(null);
  });
  route(app, e.attachAssignmentFile, async (req) => {
    const part = await req.file();
    if (!part) throw missingFile();
    return ok(await assignments.attach(req.params.id, part));
  });
  route(app, e.assignmentFile, async (req, reply) => assignments.sendFile(req, reply, req.params.id, req.params.fileId));
  route(app, e.removeAssignmentFile, async (req) => {
    await assignments.detach(req.params.id, req.params.fileId);
    return ok(null);
  });
};
