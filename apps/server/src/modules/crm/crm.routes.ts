import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEnquiryBodySchema, enquiriesListQuerySchema, enquirySchema } from '@app/contracts/crm';
import { envelope } from '@app/contracts/envelope';
import { pageSchema } from '@app/contracts/list';
import { ok } from '../../platform/http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['crm'];

export const crmRoutes: FastifyPluginAsyncZod<{ services: Services; publicFormLimit: number }> = async (app, opts) => {
  const { crm } = opts.services;

  app.post('/api/enquiries', {
    schema: { tags, summary: 'File an enquiry (public contact form)', body: createEnquiryBodySchema, response: { 200: envelope(enquirySchema.pick({ ID: true, CreatedOn: true, Status: true })) } },
    config: { access: 'public', rateLimit: { max: opts.publicFormLimit, timeWindow: 60_000 } },
  }, async (req) => {
    const e = await crm.createEnquiry(req.body);
    return ok({ ID: e.ID, CreatedOn: e.CreatedOn, Status: e.Status }, 'Thank you: our admissions team will contact you shortly');
  });

  app.get('/api/enquiries', {
    schema: { tags, summary: 'Enquiries, paged, newest first', querystring: enquiriesListQuerySchema, response: { 200: envelope(pageSchema(enquirySchema)) } },
    config: { access: 'crm.manage' },
  }, async (req) => ok(await crm.listEnquiries(req.query)));
};
