import type { FastifyPluginAsync } from 'fastify';
import { paymentsEndpoints as e } from '@app/contracts/payments.endpoints';
import { CSV_TYPE } from '@app/contracts/csv';
import { requireActor, requireAuth } from '../../platform/auth/access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { attachment } from '../../platform/http/csv.ts';
import { route } from '../../platform/http/route.ts';
import { contentDisposition } from '../../platform/storage/file-download.ts';
import type { Services } from '../../services.ts';

/** Checkout, orders, provider webhooks, manual payments and refunds, invoices. */
export const paymentsRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { payments } = services;

  route(app, e.options, async () => ok(payments.options()));
  route(app, e.checkout, async (req) => ok(await payments.checkout(requireAuth(req), req.body)));
  route(app, e.myOrders, async (req) => ok(await payments.mine(requireAuth(req).userId, req.query)));
  route(app, e.order, async (req) => ok(await payments.detail(requireAuth(req), req.params.id)));
  route(app, e.testCheckout, async (req) => ok(await payments.testCheckout(requireAuth(req), req.params.id, req.body.Outcome)));
  route(app, e.list, async (req) => ok(await payments.list(req.query)));
  route(app, e.download, async (req, reply) => {
    const stream = payments.download(req.query);
    return reply.type(CSV_TYPE).header('content-disposition', attachment(`orders-${new Date().toISOString().slice(0, 10)}.csv`)).header('cache-control', 'no-store').send(stream);
  });
  route(app, e.manual, async (req) => ok(await payments.recordManual(requireActor(req), req.body)));
  route(app, e.refund, async (req) => ok(await payments.refund(requireActor(req), req.params.id, req.body)));
  route(app, e.invoices, async (req) => ok(await payments.invoices(requireAuth(req), req.query)));
  route(app, e.invoicePdf, async (req, reply) => {
    const f = await payments.invoicePdf(requireAuth(req), req.params.id);
    return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', contentDisposition('attachment', f.fileName)).header('Cache-Control', 'private, no-store').send(f.body);
  });

  // The providers sign the exact bytes they send: in this scope every body is kept raw (a Buffer) for the check.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    route(raw, e.webhook, async (req) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(await payments.webhook(req.params.provider, body, req.headers));
    });
  });
};
