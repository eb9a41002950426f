import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope } from '@app/contracts/envelope';
import { listQuerySchema, pageSchema } from '@app/contracts/list';
import {
  masterEntryParamSchema, masterEntrySchema, masterTitleBodySchema, masterTypeParamSchema, masterTypeSummarySchema,
} from '@app/contracts/masters';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['masters'];

export const mastersRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { masters } = services;

  app.get('/api/admin/masters', {
    schema: { tags, summary: 'Master types with their entry counts', response: { 200: envelope(z.array(masterTypeSummarySchema)) } },
    config: { access: 'masters.read' },
  }, async () => ok(await masters.types()));

  app.get('/api/admin/:masterType', {
    schema: {
      tags,
      summary: 'Entries of one master type, paged (unknown type: 404)',
      params: masterTypeParamSchema,
      querystring: listQuerySchema,
      response: { 200: envelope(pageSchema(masterEntrySchema)) },
    },
    config: { access: 'masters.read' },
  }, async (req) => ok(await masters.list(req.params.masterType, req.query)));

  app.post('/api/admin/:masterType', {
    schema: { tags, summary: 'Add an entry (title unique per type, case-insensitively)', params: masterTypeParamSchema, body: masterTitleBodySchema, response: { 200: envelope(masterEntrySchema) } },
    config: { access: 'masters.manage' },
  }, async (req) => ok(await masters.create(req.params.masterType, req.body.Title)));

  app.put('/api/admin/:masterType/:id', {
    schema: { tags, summary: 'Rename an entry', params: masterEntryParamSchema, body: masterTitleBodySchema, response: { 200: envelope(masterEntrySchema) } },
    config: { access: 'masters.manage' },
  }, async (req) => ok(await masters.rename(req.params.masterType, req.params.id, req.body.Title)));

  app.delete('/api/admin/:masterType/:id', {
    schema: { tags, summary: 'Delete an entry', params: masterEntryParamSchema, response: { 200: envelope(z.null()) } },
    config: { access: 'masters.manage' },
  }, async (req) => {
    await masters.remove(req.params.masterType, req.params.id);
    return ok(null);
  });
};
