import type { FastifyPluginAsync } from 'fastify';
import ExcelJS from 'exceljs';
import { crmEndpoints as e } from '@app/contracts/crm.endpoints';
import { demoLeadStatuses, type Enquiry } from '@app/contracts/crm';
import { requireActor } from '../../platform/auth/access.ts';
import { attachment, csvStream } from '../../platform/http/csv.ts';
import { ok } from '../../platform/http/envelope.ts';
import { route } from '../../platform/http/route.ts';
import type { Services } from '../../services.ts';

const EXPORT_COLUMNS: (keyof Enquiry)[] = ['ID', 'CreatedOn', 'Name', 'LastName', 'Degree', 'ExperienceYears', 'Email', 'CountryCode', 'MobileNumber', 'City', 'Status', 'EnquiryDescription', 'Purpose', 'Source', 'OwnerName'];
const DAY = 86_400_000;
/** A transparent 1x1 GIF: the open pixel of campaign mail. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export const crmRoutes: FastifyPluginAsync<{ services: Services; publicFormLimit: number }> = async (app, opts) => {
  const { crm } = opts.services;
  const publicForm = { config: { rateLimit: { max: opts.publicFormLimit, timeWindow: 60_000 } } };
  // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" as a form; the token in the address is all we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, undefined));

  route(app, e.createEnquiry, async (req) => {
    await crm.submitPublic(req.body);
    return ok({ Received: true as const }, 'Thank you: our admissions team will contact you shortly');
  }, publicForm);
  route(app, e.enquiries, async (req) => ok(await crm.listEnquiries(req.query)));
  route(app, e.exportEnquiries, async (req, reply) => {
    const { format, ...filters } = req.query;
    const stamp = new Date().toISOString().slice(0, 10);
    const row = (x: Enquiry) => EXPORT_COLUMNS.map((c) => x[c] ?? '');
    if (format === 'xlsx') {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Enquiries');
      ws.addRow(EXPORT_COLUMNS);
      ws.getRow(1).font = { bold: true };
      for await (const rows of crm.exportBatches(filters)) for (const x of rows) ws.addRow(row(x));
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('content-disposition', attachment(`enquiries-${stamp}.xlsx`));
      return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
    }
    async function* batches() {
      for await (const rows of crm.exportBatches(filters)) yield rows.map(row);
    }
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachment(`enquiries-${stamp}.csv`));
    return reply.send(csvStream(EXPORT_COLUMNS, batches()));
  });
  route(app, e.recordEnquiry, async (req) => ok(await crm.record(requireActor(req), req.body)));
  route(app, e.pipeline, async () => ok(await crm.pipeline()));
  route(app, e.staffOptions, async () => ok(await crm.staffOptions()));
  route(app, e.campaignEnquiries, async () => ok(await crm.campaignEnquiries()));
  route(app, e.enquiryProfile, async (req) => ok(await crm.profile(req.params.id)));
  route(app, e.setEnquiryStatus, async (req) => ok(await crm.setStatus(requireActor(req), req.params.id, req.body.Status)));
  route(app, e.setEnquiryOwner, async (req) => ok(await crm.setOwner(requireActor(req), req.params.id, req.body.OwnerID)));
  route(app, e.convertEnquiry, async (req) => ok(await crm.convert(requireActor(req), req.params.id, req.body.CourseID)));

  route(app, e.addFollowup, async (req) => ok(await crm.addFollowup(requireActor(req), req.params.id, req.body)));
  route(app, e.setFollowupStatus, async (req) => ok(await crm.setFollowupStatus(requireActor(req), req.params.id, req.body.Status)));
  route(app, e.followups, async () => {
    const today = new Date(new Date().toISOString().slice(0, 10));
    return ok(await crm.followups(today, null));
  });
  route(app, e.followupsBetween, async (req) => {
    const from = new Date(`${req.params.fromDate}T00:00:00Z`);
    const to = new Date(new Date(`${req.params.toDate}T00:00:00Z`).getTime() + DAY);
    return ok(await crm.followups(from, to));
  });
  route(app, e.calendarFeed, async (req) => ok(await crm.newCalendarFeed(requireActor(req))));
  route(app, e.calendar, async (req, reply) => {
    const body = await crm.calendar(req.params.token);
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, max-age=300').send(body);
  });

  route(app, e.subscribe, async (req) => {
    await crm.subscribe(req.body);
    return ok({ Received: true as const }, 'Check your inbox: we sent a link to confirm the subscription');
  }, publicForm);
  route(app, e.confirmSubscription, async (req) => {
    await crm.confirmSubscription(req.body.Token);
    return ok({ Confirmed: true as const });
  }, publicForm);
  route(app, e.unsubscribeInfo, async (req) => ok(await crm.unsubscribeInfo(req.params.token)), publicForm);
  route(app, e.unsubscribe, async (req) => ok(await crm.unsubscribe(req.params.token)), publicForm);

  route(app, e.campaignOpen, async (req, reply) => {
    await crm.recordOpen(req.params.token);
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').send(PIXEL);
  });

  route(app, e.landing, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await crm.landing());
  });
  route(app, e.landingEdit, async () => ok(await crm.landingForEdit()));
  route(app, e.saveLanding, async (req) => ok(await crm.saveLanding(requireActor(req), req.body)));

  route(app, e.demoLeads, async (req) => ok(await crm.listDemoLeads(req.query)));
  route(app, e.setDemoLeadStatus, async (req) => ok(await crm.setDemoLeadStatus(requireActor(req), req.params.id, req.body.Status)));
  route(app, e.demoLeadStatuses, async () => ok(demoLeadStatuses.map((s) => ({ ...s }))));

  route(app, e.campaignList, async (req) => ok(await crm.campaignList(req.body.FromDate, req.body.ToDate)));
  route(app, e.createCampaign, async (req) => ok(await crm.createCampaign(requireActor(req), req.body)));
  route(app, e.previewAudience, async (req) => ok(await crm.previewAudience(req.body.Audience)));
  route(app, e.emailHistory, async (req) => ok(await crm.emailHistory(req.query)));
  route(app, e.emailLists, async () => ok(await crm.emailLists()));
  route(app, e.createEmailList, async (req) => ok(await crm.createEmailList(requireActor(req), req.body.Name)));
  route(app, e.addListMembers, async (req) => ok(await crm.addListMembers(requireActor(req), req.params.id, req.body)));
};
