import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  instanceInputSchema, instanceParamSchema, instanceRowSchema, instancesQuerySchema, instancesStatusSchema, instanceUpdateSchema, revealLogRowSchema, revealSchema,
} from '@app/contracts/instances';
import { requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['instances'];
const access = 'instances.manage' as const;

/** ERP sandbox credentials: passwords are always masked in lists; every reveal is logged. */
export const instancesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { instances } = services.learning;

  app.get('/api/instances', {
    schema: { tags, summary: 'Instances, paged (URL, UserID, masked Password)', querystring: instancesQuerySchema, response: { 200: envelope(pageSchema(instanceRowSchema)) } },
    config: { access },
  }, async (req) => ok(await instances.list(req.query)));

  app.get('/api/instances/status', {
    schema: { tags, summary: 'Whether credentials can be stored and revealed (false: INSTANCE_ENCRYPTION_KEY is not configured; adding and revealing answer 503)', response: { 200: envelope(instancesStatusSchema) } },
    config: { access },
  }, async () => ok(instances.status()));

  app.post('/api/instances', {
    schema: { tags, summary: 'Add credentials for an admitted learner and course (password encrypted at rest)', body: instanceInputSchema, response: { 200: envelope(instanceRowSchema) } },
    config: { access },
  }, async (req) => ok(await instances.create(requireAuth(req), req.body)));

  app.put('/api/instances/:id', {
    schema: { tags, summary: 'Change URL, UserID and (when given) the password', params: instanceParamSchema, body: instanceUpdateSchema, response: { 200: envelope(instanceRowSchema) } },
    config: { access },
  }, async (req) => ok(await instances.update(req.params.id, req.body)));

  app.delete('/api/instances/:id', {
    schema: { tags, summary: 'Remove credentials', params: instanceParamSchema, response: { 200: envelope(z.null()) } },
    config: { access },
  }, async (req) => {
    await instances.remove(req.params.id);
    return ok(null);
  });

  app.post('/api/instances/:id/reveal', {
    schema: { tags, summary: 'Reveal the password (logged)', params: instanceParamSchema, response: { 200: envelope(revealSchema) } },
    config: { access },
  }, async (req) => ok(await instances.reveal(requireAuth(req), req.params.id, req.ip)));

  app.get('/api/instances/:id/reveals', {
    schema: { tags, summary: 'Who revealed the password, when and from where', params: instanceParamSchema, response: { 200: envelope(z.array(revealLogRowSchema)) } },
    config: { access },
  }, async (req) => ok(await instances.reveals(req.params.id)));

  app.get('/api/myInstances', {
    schema: { tags, summary: 'My ERP instances (masked)', querystring: listQuerySchema, response: { 200: envelope(pageSchema(instanceRowSchema)) } },
    config: { access: 'courses.learn' },
  }, async (req) => ok(await instances.mine(requireAuth(req), req.query)));

  app.post('/api/myInstances/:id/reveal', {
    schema: { tags, summary: 'Reveal the password of my instance (logged)', params: instanceParamSchema, response: { 200: envelope(revealSchema) } },
    config: { access: 'courses.learn' },
  }, async (req) => ok(await instances.revealOwn(requireAuth(req), req.params.id, req.ip)));
};
