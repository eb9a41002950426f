import { randomBytes } from 'node:crypto';
import ical from 'ical-generator';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import {
  MIN_FORM_FILL_MS, demoLeadStatuses, enquiryStatuses, landingContentSchema, type Audience, type CreateEnquiryBody, type Enquiry, type EnquiryStatus,
  type LandingContent, type StaffEnquiryBody,
} from '@app/contracts/crm';
import type { ListQuery } from '@app/contracts/list';
import type { Actor } from '../../platform/auth/access.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { PeriodicJob, WorkerLogger } from '../../platform/jobs/jobs.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AdmissionsService } from '../courses/admissions.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { UsersService } from '../users/users.service.ts';
import { compileTemplate, render, type CompiledTemplate } from './campaign-template.ts';
import * as repo from './crm.repository.ts';

export type CrmService = ReturnType<typeof createCrmService>;
/** What the landing page reads of a course (the courses service's record). */
type CourseRecord = { id: number; title: string; slug: string; imageUrl: string | null; duration: string; status: string };
type Deps = {
  users: () => UsersService; admissions: () => AdmissionsService; audit: AuditService; notify: Notify;
  /** A course by id (the landing page's highlighted courses); throws when missing. */
  course?: (id: number) => Promise<CourseRecord>;
};

const DAY = 86_400_000;
const fullName = (e: { Name: string; LastName: string }) => `${e.Name} ${e.LastName}`.trim();
/** a***@example.com */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** Enquiries from visitors and the admissions team's work on them; newsletter, demo leads and campaigns. */
export function createCrmService(ctx: AppContext, deps: Deps) {
  const { db } = ctx;
  const appUrl = ctx.config.APP_URL.replace(/\/$/, '');
  /** A timeline entry at this service's clock. */
  const addEvent = (tx: Db, enquiryId: number, kind: string, text: string, actorId: number | null) => repo.addEvent(tx, enquiryId, kind, text, actorId, ctx.now());

  async function getEnquiry(id: number, tx: Db = db): Promise<Enquiry> {
    const e = await repo.findEnquiry(tx, id);
    if (!e) throw notFound('Enquiry');
    return e;
  }

  /**
   * A form's enquiry: merged into the enquiry of the same e-mail or mobile from the last day, else a new one; a
   * robot's (honeypot filled, form sent faster than a person can) is answered alike and stored nowhere.
   */
  async function submitPublic(body: CreateEnquiryBody) {
    if (body.Website?.trim()) return;
    if (body.StartedAt !== undefined && ctx.now().getTime() - body.StartedAt < MIN_FORM_FILL_MS) return;
    const source = body.Source ?? 'website';
    await db.transaction(async (tx) => {
      const dup = await repo.findRecentDuplicate(tx, body.Email, body.CountryCode, body.MobileNumber, new Date(ctx.now().getTime() - DAY));
      if (dup) {
        await repo.mergeSubmission(tx, dup, body.EnquiryDescription);
        await addEvent(tx, dup, 'submission', `Submitted again (${source}${body.Purpose ? `, ${body.Purpose}` : ''}): ${body.EnquiryDescription}`, null);
        return;
      }
      const id = await repo.insertEnquiry(tx, {
        name: body.Name, lastName: body.LastName ?? '', email: body.Email, countryCode: body.CountryCode, mobileNumber: body.MobileNumber,
        degree: body.Degree ?? '', experienceYears: body.ExperienceYears ?? null, city: body.City ?? '', description: body.EnquiryDescription,
        purpose: body.Purpose || 'contact', source, userId: (await repo.userIdByEmail(tx, body.Email)) ?? null, createdOn: ctx.now(),
      });
      await addEvent(tx, id, 'submission', `Form submitted (${source}${body.Purpose ? `, ${body.Purpose}` : ''})`, null);
    });
  }

  async function record(actor: Actor, body: StaffEnquiryBody) {
    return db.transaction(async (tx) => {
      const id = await repo.insertEnquiry(tx, {
        name: body.Name, lastName: body.LastName ?? '', email: body.Email, countryCode: body.CountryCode, mobileNumber: body.MobileNumber,
        degree: body.Degree ?? '', experienceYears: body.ExperienceYears ?? null, city: body.City ?? '', description: body.EnquiryDescription,
        purpose: body.Purpose || 'contact', source: body.Source, ownerId: actor.userId, userId: (await repo.userIdByEmail(tx, body.Email)) ?? null,
        createdOn: ctx.now(),
      });
      await addEvent(tx, id, 'submission', `Recorded by staff (${body.Source})`, actor.userId);
      const e = await getEnquiry(id, tx);
      await deps.audit.record(tx, actor, { action: 'crm.enquiry.record', entityType: 'enquiry', entityId: id, after: { Name: fullName(e), Email: e.Email, Source: e.Source, Purpose: e.Purpose }, summary: `Recorded the ${body.Source} enquiry of ${fullName(e)}` });
      return e;
    });
  }

  async function setStatus(actor: Actor, id: number, status: EnquiryStatus) {
    return db.transaction(async (tx) => {
      const before = await getEnquiry(id, tx);
      if (before.Status === status) return before;
      await repo.updateEnquiry(tx, id, { status });
      await addEvent(tx, id, 'status', `${before.Status} → ${status}`, actor.userId);
      await deps.audit.record(tx, actor, { action: 'crm.enquiry.status', entityType: 'enquiry', entityId: id, before: { Status: before.Status }, after: { Status: status }, summary: `Moved the enquiry of ${fullName(before)} from ${before.Status} to ${status}` });
      return getEnquiry(id, tx);
    });
  }

  /** An owner given in a request must be admissions staff: reminders tell the owner the prospect's contact details. */
  async function checkOwner(ownerId: number | null | undefined) {
    if (ownerId === null || ownerId === undefined) return;
    const staff = (await repo.staffWithCrm(db)) as unknown as { rows?: { ID: number }[] };
    const list = staff.rows ?? (staff as unknown as { ID: number }[]);
    if (!list.some((s) => s.ID === ownerId)) throw new AppError('VALIDATION', 'Choose a member of the admissions team', [{ path: 'body.OwnerID', message: 'Not an admissions staff member' }]);
  }

  async function setOwner(actor: Actor, id: number, ownerId: number | null) {
    await checkOwner(ownerId);
    return db.transaction(async (tx) => {
      const before = await getEnquiry(id, tx);
      await repo.updateEnquiry(tx, id, { ownerId });
      const after = await getEnquiry(id, tx);
      await addEvent(tx, id, 'owner', after.OwnerName ? `Assigned to ${after.OwnerName}` : 'Owner cleared', actor.userId);
      await deps.audit.record(tx, actor, { action: 'crm.enquiry.owner', entityType: 'enquiry', entityId: id, before: { OwnerID: before.OwnerID }, after: { OwnerID: ownerId }, summary: `${after.OwnerName ? `Assigned the enquiry of ${fullName(before)} to ${after.OwnerName}` : `Cleared the owner of the enquiry of ${fullName(before)}`}` });
      return after;
    });
  }

  /**
   * Converts an enquiry in one transaction: links the account of its e-mail, or creates a learner account (they set a
   * password with "forgot password"), admits it to the course (the admissions service: audit, notification) and marks
   * the enquiry Enrolled. Any failure (unknown course, an account that may not learn) leaves nothing behind: no
   * account without its admission. Repeating it is harmless: the account is found and an admission is never doubled.
   */
  async function convert(actor: Actor, id: number, courseId: number) {
    const out = await db.transaction(async (tx) => {
      const e = await getEnquiry(id, tx);
      let userId = e.UserID ?? (await repo.userIdByEmail(tx, e.Email)) ?? null;
      let created = false;
      if (!userId) {
        const account = await deps.users().tryCreateAccount({
          firstName: e.Name, lastName: e.LastName, email: e.Email, password: `${randomBytes(18).toString('base64url')}Aa1!`,
          countryCode: e.CountryCode, mobileNumber: e.MobileNumber, role: 'Trainee', emailVerified: false,
        }, tx);
        userId = account?.id ?? (await repo.userIdByEmail(tx, e.Email)) ?? null;
        created = !!account;
      }
      if (!userId) throw new AppError('CONFLICT', 'The account could not be created');
      const result = await deps.admissions().admit(actor, courseId, [userId], tx);
      await repo.updateEnquiry(tx, id, { userId, status: 'Enrolled' });
      await addEvent(tx, id, 'converted', `${created ? 'Learner account created' : 'Linked to the existing account'}; admitted to course #${courseId}`, actor.userId);
      await deps.audit.record(tx, actor, { action: 'crm.enquiry.convert', entityType: 'enquiry', entityId: id, before: { Status: e.Status, UserID: e.UserID }, after: { Status: 'Enrolled', UserID: userId, CourseID: courseId }, summary: `Converted the enquiry of ${fullName(e)} into a learner admitted to course #${courseId}` });
      return { UserID: userId, CreatedAccount: created, Admitted: result.Admitted > 0 };
    });
    // The learner's next step (first lesson), stored once the admission is committed.
    await deps.admissions().afterGrant(out.UserID, courseId);
    return out;
  }

  async function profile(id: number) {
    const enquiry = await getEnquiry(id);
    const userId = enquiry.UserID ?? (await repo.userIdByEmail(db, enquiry.Email)) ?? null;
    const [events, mails, followups, behaviour] = await Promise.all([
      repo.timeline(db, id),
      repo.mailsTo(db, enquiry.Email),
      repo.followupsBetween(db, new Date(0), null, { enquiryId: id }),
      userId ? repo.behaviourOf(db, userId) : Promise.resolve(null),
    ]);
    // The campaign mails of the prospect's address join the timeline (negative ids: they are not timeline rows).
    const mailEvents = mails.flatMap((m) => {
      const out: { ID: number; Kind: 'mail'; Text: string; ActorName: null; CreatedOn: string }[] = [];
      const at = (CreatedOn: string, Text: string, n: number) => out.push({ ID: -(m.id * 4 + n), Kind: 'mail', Text, ActorName: null, CreatedOn });
      if (m.status === 'suppressed') at(m.queuedOn, `Campaign "${m.campaign}" not sent: the address is on the suppression list`, 0);
      else if (m.outboxStatus === 'failed') at(m.queuedOn, `Campaign "${m.campaign}" could not be delivered`, 1);
      else if (m.sentOn) at(m.sentOn, `Campaign "${m.campaign}" sent`, 2);
      else at(m.queuedOn, `Campaign "${m.campaign}" queued`, 2);
      if (m.openedOn) at(m.openedOn, `Campaign "${m.campaign}" opened`, 3);
      return out;
    });
    const timeline = [...events, ...mailEvents].sort((a, b) => b.CreatedOn.localeCompare(a.CreatedOn) || b.ID - a.ID).slice(0, 500);
    return { enquiry, timeline: timeline as never, followups: followups as never, behaviour };
  }

  async function pipeline() {
    const { counts, items } = await repo.pipeline(db, 30);
    return enquiryStatuses.map((s) => ({
      Status: s,
      Count: counts.find((c) => c.status === s)?.n ?? 0,
      Items: items.filter((i) => i.Status === s).map(({ rn: _rn, Status: _s, ...rest }) => rest) as never,
    }));
  }

  // ----------------------------------------------------------------- follow-ups

  async function addFollowup(actor: Actor, enquiryId: number, body: { FollowupDate: string; FollowupTime: string; Description: string; OwnerID?: number }) {
    await checkOwner(body.OwnerID);
    return db.transaction(async (tx) => {
      const e = await getEnquiry(enquiryId, tx);
      const dueAt = new Date(`${body.FollowupDate}T${body.FollowupTime}:00Z`);
      const ownerId = body.OwnerID ?? e.OwnerID ?? actor.userId;
      const id = await repo.insertFollowup(tx, { enquiryId, ownerId, dueAt, description: body.Description });
      await addEvent(tx, enquiryId, 'followup', `Follow-up planned for ${body.FollowupDate} ${body.FollowupTime} UTC: ${body.Description}`, actor.userId);
      if (e.Status === 'New' || e.Status === 'Contacted') await repo.updateEnquiry(tx, enquiryId, { status: 'Follow-up' });
      await deps.audit.record(tx, actor, { action: 'crm.followup.add', entityType: 'enquiry', entityId: enquiryId, after: { FollowupID: id, Due: dueAt.toISOString(), OwnerID: ownerId }, summary: `Planned a follow-up with ${fullName(e)} on ${body.FollowupDate} ${body.FollowupTime}` });
      return (await repo.findFollowup(tx, id))!;
    });
  }

  async function setFollowupStatus(actor: Actor, id: number, status: 'Open' | 'Done' | 'Cancelled') {
    return db.transaction(async (tx) => {
      const f = await repo.findFollowup(tx, id);
      if (!f) throw notFound('Follow-up');
      await repo.setFollowupStatus(tx, id, status);
      await addEvent(tx, f.EnquiryID, 'followup', `Follow-up of ${f.FollowupDate} ${f.FollowupTime} marked ${status}`, actor.userId);
      await deps.audit.record(tx, actor, { action: 'crm.followup.status', entityType: 'enquiry', entityId: f.EnquiryID, before: { Status: f.Status }, after: { Status: status, FollowupID: id }, summary: `Marked the follow-up with ${f.Name} ${status}` });
      return (await repo.findFollowup(tx, id))!;
    });
  }

  /** Reminds owners of follow-ups that came due: a notification and a mail each, once (the claim marks it). */
  async function sendDueReminders(log?: WorkerLogger) {
    let sent = 0;
    await db.transaction(async (tx) => {
      const due = await repo.claimDueReminders(tx, ctx.now());
      for (const f of due) {
        const e = await getEnquiry(f.enquiryId, tx);
        const when = f.dueAt.toISOString().slice(0, 16).replace('T', ' ');
        await deps.notify(tx, [f.ownerId], {
          type: 'crm.followup', title: `Follow up with ${fullName(e)} now`, text: `${when} UTC: ${f.description}`, link: `/enquiryProfile/${f.enquiryId}`,
        });
        const [owner] = await deps.users().summaries([f.ownerId], tx);
        if (owner?.active) {
          await ctx.mailer.enqueue({
            to: owner.email, idempotencyKey: `followup-reminder:${f.id}`, subject: `Follow-up due: ${fullName(e)}`,
            text: `Hello ${owner.firstName},\n\nYour follow-up with ${fullName(e)} (${e.CountryCode} ${e.MobileNumber}, ${e.Email}) is due now (${when} UTC):\n${f.description}\n\n${appUrl}/app/enquiryProfile/${f.enquiryId}`,
          }, tx);
        }
        sent++;
      }
    });
    if (sent) log?.info({ sent }, 'follow-up reminders sent');
    return sent;
  }

  async function newCalendarFeed(actor: Actor) {
    const token = randomBytes(24).toString('base64url');
    await repo.setCalendarToken(db, actor.userId, hashToken(token));
    return { Url: `${appUrl}/api/followup/ical/${token}` };
  }

  async function calendar(token: string) {
    const userId = await repo.calendarOwner(db, hashToken(token));
    if (!userId) throw notFound('Calendar');
    const items = await repo.followupsBetween(db, new Date(ctx.now().getTime() - 30 * DAY), null, { ownerId: userId, limit: 2000 });
    const cal = ical({ name: 'Follow-ups', prodId: { company: 'erp-academy', product: 'crm' } });
    for (const f of items) {
      const start = new Date(`${f.FollowupDate}T${f.FollowupTime}:00Z`);
      cal.createEvent({ id: `followup-${f.ID}@${new URL(appUrl).hostname}`, start, end: new Date(start.getTime() + 15 * 60_000), summary: `Follow up: ${f.Name}${f.Status !== 'Open' ? ` (${f.Status})` : ''}`, description: f.Description, url: `${appUrl}/app/enquiryProfile/${f.EnquiryID}` });
    }
    return cal.toString();
  }

  // ----------------------------------------------------------------- newsletter, unsubscribe, demo leads

  /** Double opt-in: a pending row and a confirmation mail; a confirmed address is left alone. Same answer either way. */
  async function subscribe(body: { Email: string; Name?: string; Website?: string; StartedAt?: number }) {
    if (body.Website?.trim()) return;
    if (body.StartedAt !== undefined && ctx.now().getTime() - body.StartedAt < MIN_FORM_FILL_MS) return;
    const existing = await repo.findSubscription(db, body.Email);
    if (existing?.status === 'confirmed') return;
    const token = randomBytes(24).toString('base64url');
    await db.transaction(async (tx) => {
      await repo.upsertPendingSubscription(tx, body.Email, body.Name ?? '', hashToken(token));
      await ctx.mailer.enqueue({
        to: body.Email, idempotencyKey: `subscribe:${hashToken(token)}`, subject: 'Confirm your subscription',
        text: `Hello${body.Name ? ` ${body.Name}` : ''},\n\nPlease confirm that you want our newsletter on ERP careers, new cohorts and events:\n${appUrl}/app/subscribe?token=${token}\n\nIf you did not ask for it, ignore this mail: nothing will be sent.`,
      }, tx);
    });
  }

  async function confirmSubscription(token: string) {
    const row = await repo.confirmSubscription(db, hashToken(token), ctx.now());
    if (!row) throw notFound('Subscription link');
  }

  async function unsubscribeInfo(token: string) {
    const r = await repo.recipientByToken(db, token);
    if (!r) throw notFound('Unsubscribe link');
    return { Email: maskEmail(r.email), Unsubscribed: await repo.isSuppressed(db, r.email) };
  }

  async function unsubscribe(token: string) {
    const r = await repo.recipientByToken(db, token);
    if (!r) throw notFound('Unsubscribe link');
    await repo.suppress(db, r.email, 'unsubscribed');
    return { Email: maskEmail(r.email), Unsubscribed: true };
  }

  /** A campaign mail's pixel loaded: its first opening is kept (later ones, and unknown tokens, change nothing). */
  async function recordOpen(token: string) {
    await repo.markOpened(db, token, ctx.now());
  }

  /** Hard bounces (the receiving server refused the mailbox) go to the suppression list every campaign respects. */
  async function suppressBounces(log?: WorkerLogger) {
    const added = await repo.suppressBounced(db);
    if (added.length) log?.info({ count: added.length }, 'bounced addresses suppressed');
    return added.length;
  }

  async function setDemoLeadStatus(actor: Actor, id: number, status: number) {
    await db.transaction(async (tx) => {
      const lead = await repo.findDemoLead(tx, id);
      if (!lead) throw notFound('Demo lead');
      await repo.setDemoLeadStatus(tx, id, status, ctx.now());
      const name = demoLeadStatuses.find((s) => s.ID === status)!.StatusName;
      await deps.audit.record(tx, actor, { action: 'crm.demolead.status', entityType: 'demo-lead', entityId: id, before: { Status: lead.StatusName }, after: { Status: name }, summary: `Moved the demo lead ${lead.EmailID} from ${lead.StatusName} to ${name}` });
    });
    return true as const;
  }

  // ----------------------------------------------------------------- campaigns

  const compiled = new Map<number, Promise<CompiledTemplate>>();

  async function createCampaign(actor: Actor, body: { CampaignName: string; MailSubject: string; Template: string; Variables: Record<string, string>; Audience: Audience; SendAt?: string; RatePerMinute?: number }) {
    // Compiled once now, so a template mjml cannot read fails here and not in the worker.
    const { errors } = await import('mjml').then((m) => m.default(body.Template.trim().startsWith('<mjml') ? body.Template : '<mjml><mj-body></mj-body></mjml>', { validationLevel: 'soft' }));
    if (errors?.length && body.Template.trim().startsWith('<mjml')) {
      throw new AppError('VALIDATION', 'The template has errors', errors.slice(0, 10).map((e: { formattedMessage: string }) => ({ path: 'body.Template', message: e.formattedMessage })));
    }
    if (body.Audience.kind === 'list' && !(await repo.findEmailList(db, body.Audience.listId))) {
      throw new AppError('VALIDATION', 'No such list', [{ path: 'body.Audience.listId', message: 'No such list' }]);
    }
    const at = body.SendAt ? new Date(body.SendAt) : ctx.now();
    return db.transaction(async (tx) => {
      const c = await repo.insertCampaign(tx, {
        name: body.CampaignName, subject: body.MailSubject, template: body.Template, variables: body.Variables, audience: body.Audience,
        campaignDate: at, ratePerMinute: body.RatePerMinute ?? 600, createdBy: actor.userId,
      });
      await deps.audit.record(tx, actor, { action: 'campaigns.create', entityType: 'campaign', entityId: c.ID, after: { Name: c.CampaignName, Subject: c.MailSubject, Audience: body.Audience, SendAt: at.toISOString() }, summary: `Scheduled the campaign "${c.CampaignName}" for ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC` });
      return c;
    });
  }

  /**
   * Moves a due campaign forward: resolves its recipients once (one row per address, suppressed ones marked), then
   * queues their mails in batches. Each batch writes the outbox rows (idempotency key campaign:<id>:<recipient>) and
   * marks the recipients queued in one transaction, so a crash at any point neither skips nor doubles anyone.
   * Mails are spread over time by the outbox's next-attempt time (the campaign's rate).
   */
  async function dispatch(campaignId: number, opts: { batch?: number; maxBatches?: number } = {}) {
    const c = await repo.getCampaign(db, campaignId);
    if (!c || c.status === 'queued') return 0;
    if (c.status === 'scheduled') {
      await db.transaction(async (tx) => {
        const counts = await repo.resolveRecipients(tx, c.id, c.audience as Audience, ctx.now());
        await repo.setCampaign(tx, c.id, { status: 'queueing', recipientCount: counts.total, suppressedCount: counts.suppressed });
      });
    }
    let template = compiled.get(c.id);
    if (!template) compiled.set(c.id, (template = compileTemplate(c.template)));
    const t = await template;
    const interval = 60_000 / Math.max(1, c.ratePerMinute);
    const batch = opts.batch ?? 500;
    let queued = 0;
    for (let n = 0; n < (opts.maxBatches ?? Infinity); n++) {
      const done = await db.transaction(async (tx) => {
        const rows = await repo.lockPendingRecipients(tx, c.id, batch);
        if (rows.length === 0) return true;
        const suppressed = await repo.suppressedAmong(tx, rows.map((r) => r.email));
        let ordinal = await repo.countQueued(tx, c.id);
        const base = Math.max(c.campaignDate.getTime(), ctx.now().getTime() - ordinal * interval);
        const send = rows.filter((r) => !suppressed.has(r.email.toLowerCase()));
        for (const r of send) {
          const unsubscribeApi = `${appUrl}/api/unsubscribe/${r.token}`;
          const body = render(t, {
            ...c.variables, name: r.name || 'there', email: r.email, unsubscribeUrl: `${appUrl}/app/unsubscribe/${r.token}`, openUrl: `${appUrl}/api/campaigns/open/${r.token}`,
          });
          await ctx.mailer.enqueue({
            to: r.email, idempotencyKey: `campaign:${c.id}:${r.id}`, subject: render({ html: '', text: c.subject }, { ...c.variables, name: r.name }).text,
            text: body.text, html: body.html, notBefore: new Date(base + ordinal * interval),
            headers: { 'List-Unsubscribe': `<${unsubscribeApi}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', Precedence: 'bulk' },
          }, tx);
          ordinal++;
        }
        await repo.markRecipients(tx, send.map((r) => r.id), 'queued');
        await repo.markRecipients(tx, rows.filter((r) => suppressed.has(r.email.toLowerCase())).map((r) => r.id), 'suppressed');
        queued += send.length;
        return false;
      });
      if (done) {
        await repo.setCampaign(db, c.id, { status: 'queued' });
        compiled.delete(c.id);
        break;
      }
    }
    return queued;
  }

  async function dispatchDue(log?: WorkerLogger) {
    for (const c of await repo.dueCampaigns(db, ctx.now())) {
      const n = await dispatch(c.id);
      if (n) log?.info({ campaignId: c.id, queued: n }, 'campaign mails queued');
    }
  }

  async function addListMembers(actor: Actor, listId: number, body: { Members?: { Email: string; Name: string }[]; Csv?: string }) {
    const list = await repo.findEmailList(db, listId);
    if (!list) throw notFound('List');
    const invalid: string[] = [];
    const members = new Map<string, { email: string; name: string }>();
    for (const m of body.Members ?? []) members.set(m.Email.toLowerCase(), { email: m.Email.toLowerCase(), name: m.Name });
    if (body.Csv?.trim()) {
      let rows: Record<string, string>[];
      try {
        rows = parseCsv(body.Csv, { columns: (h: string[]) => h.map((x) => x.trim().toLowerCase()), skip_empty_lines: true, trim: true, bom: true, relax_column_count: true });
      } catch {
        throw new AppError('VALIDATION', 'The CSV could not be read', [{ path: 'body.Csv', message: 'Not a CSV with a header row' }]);
      }
      if (rows.length && !('email' in rows[0]!)) throw new AppError('VALIDATION', 'The CSV needs an Email column', [{ path: 'body.Csv', message: 'No Email column' }]);
      if (rows.length > 50_000) throw new AppError('VALIDATION', 'At most 50,000 rows at once', [{ path: 'body.Csv', message: 'Too many rows' }]);
      for (const r of rows) {
        const ok = z.email().safeParse(r.email?.toLowerCase());
        if (!ok.success) invalid.push(r.email ?? '');
        else members.set(ok.data, { email: ok.data, name: (r.name ?? '').slice(0, 100) });
      }
    }
    return db.transaction(async (tx) => {
      const added = await repo.addMembers(tx, listId, [...members.values()]);
      await deps.audit.record(tx, actor, { action: 'campaigns.list.add', entityType: 'email-list', entityId: listId, after: { Added: added }, summary: `Added ${added} address${added === 1 ? '' : 'es'} to the list "${list.name}"` });
      return { Added: added, Skipped: members.size - added, Invalid: invalid.slice(0, 100) };
    });
  }

  async function createEmailList(actor: Actor, name: string) {
    return db.transaction(async (tx) => {
      const row = await repo.insertEmailList(tx, name, actor.userId);
      if (!row) throw new AppError('CONFLICT', 'A list of that name exists');
      await deps.audit.record(tx, actor, { action: 'campaigns.list.create', entityType: 'email-list', entityId: row.ID, after: { Name: name }, summary: `Created the e-mail list "${name}"` });
      return { ...row, Members: 0 };
    });
  }

  // ----------------------------------------------------------------- the landing page

  const EMPTY_LANDING: LandingContent = { Hero: {}, CourseIDs: [], Testimonials: [] };

  async function landingCourses(ids: number[]) {
    const out: { ID: number; Title: string; Url: string; Image: string | null; Duration: string; Published: boolean }[] = [];
    for (const id of ids) {
      const c = await deps.course?.(id).catch(() => undefined);
      if (c) out.push({ ID: c.id, Title: c.title, Url: c.slug, Image: c.imageUrl, Duration: c.duration, Published: c.status === 'published' });
    }
    return out;
  }

  async function landingForEdit() {
    const row = await repo.getLanding(db);
    // Stored content is read through the contract: a field added later starts empty instead of breaking the page.
    const content = row ? (landingContentSchema.safeParse(row.content).data ?? EMPTY_LANDING) : EMPTY_LANDING;
    return { ...content, Courses: await landingCourses(content.CourseIDs), UpdatedOn: row?.updatedOn ?? null, UpdatedBy: row?.updatedBy ?? null };
  }

  /** What visitors see: only published courses, in the chosen order. */
  async function landing() {
    const c = await landingForEdit();
    return { Hero: c.Hero, Courses: c.Courses.filter((x) => x.Published).map(({ Published: _p, ...rest }) => rest), Testimonials: c.Testimonials };
  }

  async function saveLanding(actor: Actor, body: LandingContent) {
    const courses = await landingCourses(body.CourseIDs);
    const unknown = body.CourseIDs.filter((id) => !courses.some((c) => c.ID === id));
    if (unknown.length) throw new AppError('VALIDATION', 'Choose existing courses', [{ path: 'body.CourseIDs', message: `No course ${unknown.join(', ')}` }]);
    const content: LandingContent = { ...body, CourseIDs: [...new Set(body.CourseIDs)] };
    await db.transaction(async (tx) => {
      const before = await repo.getLanding(tx);
      await repo.saveLanding(tx, content, actor.userId, ctx.now());
      await deps.audit.record(tx, actor, {
        action: 'landing.update', entityType: 'landing-page', entityId: 1, before: before?.content ?? null, after: content,
        summary: `Updated the landing page (${Object.keys(content.Hero).length} hero language${Object.keys(content.Hero).length === 1 ? '' : 's'}, ${content.CourseIDs.length} course${content.CourseIDs.length === 1 ? '' : 's'}, ${content.Testimonials.length} testimonial${content.Testimonials.length === 1 ? '' : 's'})`,
      });
    });
    return landingForEdit();
  }

  return {
    landing,
    landingForEdit,
    saveLanding,
    submitPublic,
    record,
    listEnquiries: (q: ListQuery & repo.EnquiryFilters) => repo.listEnquiries(db, q, q),
    exportBatches: (f: repo.EnquiryFilters) => repo.exportBatches(db, f),
    getEnquiry,
    setStatus,
    setOwner,
    convert,
    profile,
    pipeline,
    staffOptions: async () => {
      const r = (await repo.staffWithCrm(db)) as unknown as { rows?: { ID: number; Name: string }[] };
      return r.rows ?? (r as unknown as { ID: number; Name: string }[]);
    },
    campaignEnquiries: () => repo.campaignEnquiries(db),
    addFollowup,
    setFollowupStatus,
    followups: (from: Date, to: Date | null) => repo.followupsBetween(db, from, to),
    sendDueReminders,
    newCalendarFeed,
    calendar,
    subscribe,
    confirmSubscription,
    unsubscribeInfo,
    unsubscribe,
    recordOpen,
    suppressBounces,
    listDemoLeads: (q: ListQuery & { status?: number }) => repo.listDemoLeads(db, q, q.status),
    setDemoLeadStatus,
    /** A demo account was registered: its lead (once per address). */
    recordDemoLead: (email: string, userId: number | null) => repo.insertDemoLead(db, email.toLowerCase(), userId, ctx.now()),
    /** Whether an enquiry exists (the jobs module's mock-interview feedback names one). */
    enquiryExists: async (id: number) => !!(await repo.findEnquiry(db, id)),
    /** The same use-cases on another clock: the demo seed writes weeks of an admissions desk through them. */
    withClock: (now: () => Date) => createCrmService({ ...ctx, now }, deps),
    campaignList: (from?: string, to?: string) => repo.campaignList(db, from ? new Date(`${from}T00:00:00Z`) : undefined, to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY) : undefined),
    createCampaign,
    previewAudience: (a: Audience) => repo.audienceCount(db, a, ctx.now()),
    dispatch,
    dispatchDue,
    emailHistory: (q: ListQuery & { campaignId?: number }) => repo.emailHistory(db, q, q.campaignId),
    emailLists: () => repo.emailListsWithCounts(db),
    createEmailList,
    addListMembers,
  };
}

/** Reminds follow-up owners at the time (every minute, on the job queue). */
export const followupRemindersJob = (crm: CrmService, log?: WorkerLogger): PeriodicJob => ({
  name: 'crm-followup-reminders', intervalMs: 60_000, run: () => crm.sendDueReminders(log),
});

/** Queues the mails of campaigns whose time has come (every 10 seconds, on the job queue). */
export const campaignDispatchJob = (crm: CrmService, log?: WorkerLogger): PeriodicJob => ({
  name: 'crm-campaign-dispatch', intervalMs: 10_000, runAtStart: true, run: () => crm.dispatchDue(log),
});

/** Puts hard-bounced addresses on the suppression list (every minute, on the job queue). */
export const bounceSuppressionJob = (crm: CrmService, log?: WorkerLogger): PeriodicJob => ({
  name: 'crm-bounce-suppression', intervalMs: 60_000, run: () => crm.suppressBounces(log),
});
