import type { FastifyPluginAsync } from 'fastify';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

export const crmRoutes: FastifyPluginAsync<{ services: Services; publicFormLimit: number }> = async (app, opts) => {
  const { crm } = opts.services;

  route(app, e.createEnquiry, async (req) => {
    const created = await crm.createEnquiry(req.body);
    return ok({ ID: created.ID, CreatedOn: created.CreatedOn, Status: created.Status }, 'Thank you: our admissions team will contact you shortly');
  }, { config: { rateLimit: { max: opts.publicFormLimit, timeWindow: 60_000 } } });

  route(app, e.enquiries, async (req) => ok(await crm.listEnquiries(req.query)));
};
