import type { FastifyPluginAsync } from 'fastify';
import { auditEndpoints as e } from '@app/contracts/audit.endpoints';
import { CSV_TYPE } from '@app/contracts/csv';
import { ok } from '../../platform/http/envelope.ts';
import { attachment } from '../../platform/http/csv.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

/** The audit log: read only (no route changes or removes an entry). */
export const auditRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { audit } = services;

  route(app, e.list, async (req) => ok(await audit.list(req.query)));
  route(app, e.actors, async () => ok(await audit.actors()));
  route(app, e.download, async (req, reply) => {
    const stream = audit.download(req.query);
    const stamp = new Date().toISOString().slice(0, 10);
    return reply.type(CSV_TYPE).header('content-disposition', attachment(`audit-log-${stamp}.csv`)).header('cache-control', 'no-store').send(stream);
  });
};
