import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Audience, Enquiry, Followup } from '@app/contracts/crm';
import { hasCapability, roles } from '@app/contracts/roles';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { mailOutbox } from '../../platform/mail/mail.tables.ts';
import {
  calendarFeeds, campaignRecipients, campaigns, demoLeads, emailListMembers, emailLists, enquiries, enquiryEvents, followups,
  landingContent, subscriptions, suppressions,
} from './crm.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/*
 * The CRM's queries. Staff names are read from the users table by id (a display name only; the users module owns it).
 */
const staffName = (col: SQL | typeof enquiries.ownerId) =>
  sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${col})`;

export const enquiryColumns = {
  ID: enquiries.id,
  CreatedOn: isoTime(enquiries.createdOn),
  Name: enquiries.name,
  LastName: enquiries.lastName,
  Degree: enquiries.degree,
  ExperienceYears: enquiries.experienceYears,
  Email: enquiries.email,
  CountryCode: enquiries.countryCode,
  MobileNumber: enquiries.mobileNumber,
  City: enquiries.city,
  Status: enquiries.status,
  EnquiryDescription: enquiries.description,
  Purpose: enquiries.purpose,
  Source: enquiries.source,
  OwnerID: enquiries.ownerId,
  OwnerName: staffName(enquiries.ownerId),
  UserID: enquiries.userId,
  Submissions: enquiries.submissions,
};

const spec: ListSpec = {
  // name, last name, email, mobile number and city, lower-cased (stored; migration 0049)
  searchable: [enquiries.searchText],
  lowerCased: true,
  bigramIndex: 'enquiries_search_bigrams',
  deepPagesByKey: true,
  seek: { column: enquiries.createdOn, desc: true, field: 'ID' },
  defaultOrderIndexed: true,
  sortable: {
    ID: enquiries.id,
    CreatedOn: enquiries.createdOn,
    Name: enquiries.name,
    LastName: enquiries.lastName,
    Email: enquiries.email,
    City: enquiries.city,
    Status: enquiries.status,
    ExperienceYears: enquiries.experienceYears,
  },
  defaultOrder: [sql`${enquiries.createdOn} desc`],
  // The same order, which no index gives: a rare term's matches are read and sorted (list-query.ts, rareTerm).
  unindexedOrder: [sql`(${enquiries.createdOn} + interval '0 s') desc`],
  tieBreaker: enquiries.id,
};

export type EnquiryFilters = { status?: string; source?: string; city?: string; ownerId?: number; fromDate?: string; toDate?: string };

export function enquiryFilters(f: EnquiryFilters): (SQL | undefined)[] {
  return [
    f.status ? eq(enquiries.status, f.status) : undefined,
    f.source ? eq(enquiries.source, f.source) : undefined,
    f.city?.trim() ? ilike(enquiries.city, f.city.trim().replace(/[\\%_]/g, (c) => `\\${c}`)) : undefined,
    f.ownerId === 0 ? isNull(enquiries.ownerId) : f.ownerId ? eq(enquiries.ownerId, f.ownerId) : undefined,
    f.fromDate ? gte(enquiries.createdOn, new Date(`${f.fromDate}T00:00:00Z`)) : undefined,
    f.toDate ? lt(enquiries.createdOn, new Date(new Date(`${f.toDate}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
  ];
}

export async function insertEnquiry(db: Db, values: typeof enquiries.$inferInsert) {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  return row!.id;
}

export async function findEnquiry(db: Db, id: number): Promise<Enquiry | undefined> {
  const [row] = await db.select(enquiryColumns).from(enquiries).where(eq(enquiries.id, id));
  return row as Enquiry | undefined;
}

/** The enquiry a repeat submission merges into: same e-mail or mobile since `since`, newest first. */
export async function findRecentDuplicate(db: Db, email: string, countryCode: string, mobile: string, since: Date) {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(gte(enquiries.createdOn, since), sql`(lower(${enquiries.email}) = ${email.toLowerCase()} or (${enquiries.mobileNumber} = ${mobile} and ${enquiries.countryCode} = ${countryCode}))`))
    .orderBy(desc(enquiries.createdOn))
    .limit(1)
    .for('update');
  return row?.id;
}

export async function mergeSubmission(db: Db, id: number, description: string) {
  await db
    .update(enquiries)
    .set({ submissions: sql`${enquiries.submissions} + 1`, description: sql`left(${enquiries.description} || E'\n\n' || ${description}, 4000)`, updatedOn: new Date() })
    .where(eq(enquiries.id, id));
}

export async function updateEnquiry(db: Db, id: number, values: Partial<typeof enquiries.$inferInsert>) {
  await db.update(enquiries).set({ updatedOn: new Date(), ...values }).where(eq(enquiries.id, id));
}

export function listEnquiries(db: Db, query: ListQuery, f: EnquiryFilters) {
  return paginate<Enquiry>(db, spec, query, (where) => db.select(enquiryColumns).from(enquiries).where(where).$dynamic(), enquiryFilters(f));
}

/** Rows for the export, in batches by id (bounded memory). */
export async function* exportBatches(db: Db, f: EnquiryFilters, batch = 1000) {
  let after = 0;
  for (;;) {
    const rows = (await db
      .select(enquiryColumns)
      .from(enquiries)
      .where(and(...enquiryFilters(f), sql`${enquiries.id} > ${after}`))
      .orderBy(asc(enquiries.id))
      .limit(batch)) as Enquiry[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.ID;
    if (rows.length < batch) return;
  }
}

export async function pipeline(db: Db, perStatus: number) {
  const counts = await db.select({ status: enquiries.status, n: count() }).from(enquiries).groupBy(enquiries.status);
  const items = await db.execute<Record<string, unknown>>(sql`
    select * from (
      select e.id as "ID", e.name as "Name", e.last_name as "LastName", e.city as "City", e.purpose as "Purpose", e.status as "Status",
        to_char(e.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "CreatedOn",
        (select u.first_name || ' ' || u.last_name from users u where u.id = e.owner_id) as "OwnerName",
        row_number() over (partition by e.status order by e.created_on desc, e.id desc) as rn
      from enquiries e) x where rn <= ${perStatus}`);
  return { counts, items: (items as unknown as { rows: Record<string, unknown>[] }).rows ?? (items as unknown as Record<string, unknown>[]) };
}

/** Active accounts whose role holds crm.manage: who may own enquiries, follow-ups and a follow-up calendar. */
const crmStaffRoles = roles.filter((r) => hasCapability(r, 'crm.manage')).map((r) => r.toLowerCase());
const isCrmStaff = (id: SQL | AnyColumn) =>
  sql`exists (select 1 from users u where u.id = ${id} and u.active and lower(u.role) in (${sql.join(crmStaffRoles.map((r) => sql`${r}`), sql`, `)}))`;

export async function staffWithCrm(db: Db) {
  return db.execute<{ ID: number; Name: string }>(sql`
    select id as "ID", first_name || ' ' || last_name as "Name" from users
    where ${isCrmStaff(sql.raw('users.id'))} order by first_name, last_name limit 500`);
}

export async function campaignEnquiries(db: Db) {
  return db
    .select({ Source: enquiries.source, Purpose: enquiries.purpose, Count: sql<number>`sum(${enquiries.submissions})::int`, Last: isoTime(sql`max(${enquiries.createdOn})`) })
    .from(enquiries)
    .where(sql`${enquiries.source} not in ('phone', 'desk', 'walk-in')`)
    .groupBy(enquiries.source, enquiries.purpose)
    .orderBy(sql`max(${enquiries.createdOn}) desc`)
    .limit(500);
}

// ----------------------------------------------------------------- timeline

export async function addEvent(db: Db, enquiryId: number, kind: string, text: string, actorId: number | null, at: Date) {
  await db.insert(enquiryEvents).values({ enquiryId, kind, text, actorId, createdOn: at });
}

export function timeline(db: Db, enquiryId: number) {
  return db
    .select({ ID: enquiryEvents.id, Kind: enquiryEvents.kind, Text: enquiryEvents.text, ActorName: staffName(enquiryEvents.actorId as never), CreatedOn: isoTime(enquiryEvents.createdOn) })
    .from(enquiryEvents)
    .where(eq(enquiryEvents.enquiryId, enquiryId))
    .orderBy(desc(enquiryEvents.createdOn), desc(enquiryEvents.id))
    .limit(500);
}

/** What the learning side recorded of a user: courses opened or admitted, lessons watched, tests tried. */
export async function behaviourOf(db: Db, userId: number) {
  const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[]));
  const courses = rows<{ CourseID: number; Title: string; Admitted: boolean }>(await db.execute(sql`
    select c.id as "CourseID", c.title as "Title", exists(select 1 from admissions a where a.course_id = c.id and a.user_id = ${userId}) as "Admitted"
    from courses c where c.id in (select course_id from lesson_progress where user_id = ${userId} union select course_id from admissions where user_id = ${userId})
    order by c.title limit 50`));
  const [lessons] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from lesson_progress where user_id = ${userId}`));
  const tests = rows<{ Title: string; Score: number | null; Passed: boolean | null; On: string }>(await db.execute(sql`
    select t.title as "Title", a.percentage as "Score", a.passed as "Passed",
      to_char(a.started_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "On"
    from attempts a join tests t on t.id = a.test_id where a.user_id = ${userId} order by a.started_on desc limit 20`));
  const [active] = rows<{ at: string | null }>(await db.execute(sql`
    select to_char(max(last_renewed_on) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from sessions where user_id = ${userId}`));
  return { UserID: userId, LastActive: active?.at ?? null, CoursesPreviewed: courses, LessonsWatched: lessons?.n ?? 0, TestsTried: tests };
}

/** A user id by e-mail (a prospect who already has an account). */
export async function userIdByEmail(db: Db, email: string) {
  const r = await db.execute<{ id: number }>(sql`select id from users where lower(email) = ${email.toLowerCase()} limit 1`);
  const list = (r as unknown as { rows?: { id: number }[] }).rows ?? (r as unknown as { id: number }[]);
  return list[0]?.id;
}

// ----------------------------------------------------------------- follow-ups

const followupColumns = {
  ID: followups.id,
  EnquiryID: followups.enquiryId,
  Name: sql<string>`trim(${enquiries.name} || ' ' || ${enquiries.lastName})`,
  FollowupDate: sql<string>`to_char(${followups.dueAt} at time zone 'UTC', 'YYYY-MM-DD')`,
  FollowupTime: sql<string>`to_char(${followups.dueAt} at time zone 'UTC', 'HH24:MI')`,
  Status: sql<Followup['Status']>`${followups.status}`,
  Description: followups.description,
  OwnerID: followups.ownerId,
  OwnerName: staffName(followups.ownerId as never),
};

export async function insertFollowup(db: Db, values: typeof followups.$inferInsert) {
  const [row] = await db.insert(followups).values(values).returning({ id: followups.id });
  return row!.id;
}

export async function findFollowup(db: Db, id: number) {
  const [row] = await db.select(followupColumns).from(followups).innerJoin(enquiries, eq(enquiries.id, followups.enquiryId)).where(eq(followups.id, id));
  return row;
}

export async function setFollowupStatus(db: Db, id: number, status: string) {
  await db.update(followups).set({ status }).where(eq(followups.id, id));
}

export function followupsBetween(db: Db, from: Date, to: Date | null, opts: { enquiryId?: number; ownerId?: number; limit?: number } = {}) {
  return db
    .select(followupColumns)
    .from(followups)
    .innerJoin(enquiries, eq(enquiries.id, followups.enquiryId))
    .where(and(
      gte(followups.dueAt, from),
      to ? lt(followups.dueAt, to) : undefined,
      opts.enquiryId ? eq(followups.enquiryId, opts.enquiryId) : undefined,
      opts.ownerId ? eq(followups.ownerId, opts.ownerId) : undefined,
    ))
    .orderBy(asc(followups.dueAt), asc(followups.id))
    .limit(opts.limit ?? 500);
}

/** Claims due reminders (open, not reminded, due by `now` but not older than a day) in the caller's transaction. */
export function claimDueReminders(db: Db, now: Date, limit = 100) {
  return db
    .update(followups)
    .set({ remindedOn: now })
    .where(inArray(followups.id, sql`(select id from followups where status = 'Open' and reminded_on is null and due_at <= ${now} and due_at > ${new Date(now.getTime() - 86_400_000)} order by due_at limit ${limit} for update skip locked)`))
    .returning({ id: followups.id, enquiryId: followups.enquiryId, ownerId: followups.ownerId, dueAt: followups.dueAt, description: followups.description });
}

export async function setCalendarToken(db: Db, userId: number, tokenHash: string) {
  await db.insert(calendarFeeds).values({ userId, tokenHash }).onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdOn: new Date() } });
}

/** The owner of a calendar feed, while they are still active CRM staff (a feed outlives no one's access). */
export async function calendarOwner(db: Db, tokenHash: string) {
  const [row] = await db.select({ userId: calendarFeeds.userId }).from(calendarFeeds).where(and(eq(calendarFeeds.tokenHash, tokenHash), isCrmStaff(calendarFeeds.userId)));
  return row?.userId;
}

// ----------------------------------------------------------------- demo leads

const leadColumns = {
  ID: demoLeads.id, EmailID: demoLeads.email, Status: demoLeads.status,
  StatusName: sql<string>`(array['New','Contacted','Demo Scheduled','Demo Done','Converted','Dropped'])[${demoLeads.status}]`,
  CreatedOn: isoTime(demoLeads.createdOn), UpdatedOn: isoTime(demoLeads.updatedOn),
};
const leadSpec: ListSpec = {
  searchable: [demoLeads.email],
  sortable: { ID: demoLeads.id, EmailID: demoLeads.email, Status: demoLeads.status, CreatedOn: demoLeads.createdOn, UpdatedOn: demoLeads.updatedOn },
  defaultOrder: [sql`${demoLeads.createdOn} desc`],
  tieBreaker: demoLeads.id,
};
export function listDemoLeads(db: Db, query: ListQuery, status?: number) {
  return paginate<{ ID: number; EmailID: string; Status: number; StatusName: string; CreatedOn: string; UpdatedOn: string }>(
    db, leadSpec, query, (where) => db.select(leadColumns).from(demoLeads).where(where).$dynamic(), [status ? eq(demoLeads.status, status) : undefined],
  );
}
export async function findDemoLead(db: Db, id: number) {
  const [row] = await db.select(leadColumns).from(demoLeads).where(eq(demoLeads.id, id));
  return row;
}
export async function setDemoLeadStatus(db: Db, id: number, status: number, at: Date) {
  await db.update(demoLeads).set({ status, updatedOn: at }).where(eq(demoLeads.id, id));
}
export async function insertDemoLead(db: Db, email: string, userId: number | null, at: Date) {
  await db.insert(demoLeads).values({ email, userId, createdOn: at, updatedOn: at }).onConflictDoNothing();
}

// ----------------------------------------------------------------- newsletter and suppression

export async function findSubscription(db: Db, email: string) {
  const [row] = await db.select().from(subscriptions).where(sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`);
  return row;
}
export async function upsertPendingSubscription(db: Db, email: string, name: string, tokenHash: string) {
  const updated = await db
    .update(subscriptions)
    .set({ confirmTokenHash: tokenHash, name })
    .where(sql`lower(${subscriptions.email}) = ${email.toLowerCase()}`)
    .returning({ id: subscriptions.id });
  if (!updated.length) await db.insert(subscriptions).values({ email, name, confirmTokenHash: tokenHash }).onConflictDoNothing();
}
export async function confirmSubscription(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(subscriptions)
    .set({ status: 'confirmed', confirmedOn: now, confirmTokenHash: null })
    .where(eq(subscriptions.confirmTokenHash, tokenHash))
    .returning({ email: subscriptions.email });
  return row;
}
export async function suppress(db: Db, email: string, reason: string) {
  await db.insert(suppressions).values({ email: email.toLowerCase(), reason }).onConflictDoNothing();
}
export async function isSuppressed(db: Db, email: string) {
  const [row] = await db.select({ id: suppressions.id }).from(suppressions).where(sql`lower(${suppressions.email}) = ${email.toLowerCase()}`);
  return !!row;
}
/** Marks a campaign mail opened (its first opening only); true when this call recorded it. */
export async function markOpened(db: Db, token: string, at: Date) {
  const rows = await db.update(campaignRecipients).set({ openedOn: at })
    .where(and(eq(campaignRecipients.unsubscribeToken, token), isNull(campaignRecipients.openedOn)))
    .returning({ id: campaignRecipients.id });
  return rows.length > 0;
}

/**
 * Puts the addresses of hard-bounced mail on the suppression list: mails the outbox gave up on because the receiving
 * server refused the mailbox (5xx with an addressing status: 5.1.0-5.1.6 or 5.1.10 no such user or domain, 5.2.1
 * disabled; or a plain 550/553 naming an unknown user). Temporary failures that ran out of attempts, a refused sender
 * (5.1.7/5.1.8) or our own login (535) are not the recipient's fault and suppress nobody. Any mail of ours counts, not
 * only campaigns: an address that does not exist is no better for marketing.
 */
export async function suppressBounced(db: Db) {
  const rows = await rowsOf<{ email: string }>(db.execute(sql`
    insert into mail_suppressions (email, reason)
    select distinct lower(o.to_address), 'bounced' from mail_outbox o
    where o.status = 'failed'
      and (o.last_error ~ '^5[0-9][0-9][ -]5\\.1\\.([0-6]|10)([^0-9]|$)' or o.last_error ~ '^5[0-9][0-9][ -]5\\.2\\.1([^0-9]|$)'
        or o.last_error ~* '^55[03] (no such|unknown|user unknown|mailbox (unavailable|not found)|recipient)')
      and not exists (select 1 from mail_suppressions s where lower(s.email) = lower(o.to_address))
    on conflict do nothing
    returning email`));
  return rows.map((r) => r.email);
}

/** The campaign mails of an address for an enquiry's timeline: sent, opened, failed (newest 100). */
export async function mailsTo(db: Db, email: string) {
  return rowsOf<{ id: number; campaign: string; status: string; queuedOn: string; sentOn: string | null; openedOn: string | null; outboxStatus: string | null }>(db.execute(sql`
    select r.id, c.name as campaign, r.status,
      to_char(coalesce(o.created_on, r.created_on) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "queuedOn",
      to_char(o.sent_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "sentOn",
      to_char(r.opened_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "openedOn",
      o.status as "outboxStatus"
    from campaign_recipients r
    join campaigns c on c.id = r.campaign_id
    left join mail_outbox o on o.idempotency_key = 'campaign:' || r.campaign_id || ':' || r.id
    where lower(r.email) = ${email.toLowerCase()} and r.status <> 'pending'
    order by r.id desc limit 100`));
}

export async function recipientByToken(db: Db, token: string) {
  const [row] = await db.select({ email: campaignRecipients.email }).from(campaignRecipients).where(eq(campaignRecipients.unsubscribeToken, token));
  return row;
}

// ----------------------------------------------------------------- campaigns

export const campaignColumns = {
  ID: campaigns.id, CreatedOn: isoTime(campaigns.createdOn), CampaignDate: isoTime(campaigns.campaignDate), CampaignName: campaigns.name,
  MailSubject: campaigns.subject, Status: campaigns.status, Recipients: campaigns.recipientCount, Suppressed: campaigns.suppressedCount,
};

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert) {
  const [row] = await db.insert(campaigns).values(values).returning(campaignColumns);
  return row!;
}
export function campaignList(db: Db, from?: Date, to?: Date) {
  return db.select(campaignColumns).from(campaigns)
    .where(and(from ? gte(campaigns.campaignDate, from) : undefined, to ? lt(campaigns.campaignDate, to) : undefined))
    .orderBy(desc(campaigns.campaignDate), desc(campaigns.id)).limit(500);
}
export async function getCampaign(db: Db, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}
export function dueCampaigns(db: Db, now: Date) {
  return db.select({ id: campaigns.id }).from(campaigns)
    .where(and(inArray(campaigns.status, ['scheduled', 'queueing']), lte(campaigns.campaignDate, now)))
    .orderBy(asc(campaigns.campaignDate)).limit(20);
}
export async function setCampaign(db: Db, id: number, values: Partial<typeof campaigns.$inferInsert>) {
  await db.update(campaigns).set(values).where(eq(campaigns.id, id));
}

/** The SELECT of an audience: (email, name) pairs, one per address. */
export function audienceSql(a: Audience, now: Date): SQL {
  if (a.kind === 'list') {
    return sql`select distinct on (lower(m.email)) m.email, m.name from email_list_members m where m.list_id = ${a.listId} order by lower(m.email), m.id`;
  }
  if (a.kind === 'enquiries') {
    return sql`select distinct on (lower(e.email)) e.email, trim(e.name || ' ' || e.last_name) as name from enquiries e where true
      ${a.status ? sql`and e.status = ${a.status}` : sql``}
      ${a.city ? sql`and lower(e.city) = ${a.city.toLowerCase()}` : sql``}
      ${a.source ? sql`and e.source = ${a.source}` : sql``}
      order by lower(e.email), e.id desc`;
  }
  return sql`select distinct on (lower(u.email)) u.email, trim(u.first_name || ' ' || u.last_name) as name from users u where u.active
    ${a.role ? sql`and lower(u.role) = ${a.role.toLowerCase()}` : sql``}
    ${a.courseId ? sql`and exists (select 1 from admissions ad where ad.user_id = u.id and ad.course_id = ${a.courseId} ${a.minProgress ? sql`and coalesce(ad.progress, 0) >= ${a.minProgress}` : sql``})` : sql``}
    ${a.activeWithinDays ? sql`and exists (select 1 from sessions s where s.user_id = u.id and s.last_renewed_on >= ${new Date(now.getTime() - a.activeWithinDays * 86_400_000)})` : sql``}
    order by lower(u.email), u.id`;
}

export async function audienceCount(db: Db, a: Audience, now: Date) {
  const [row] = await rowsOf<{ total: number; suppressed: number }>(db.execute(sql`
    select count(*)::int as total, count(*) filter (where exists (select 1 from mail_suppressions s where lower(s.email) = lower(x.email)))::int as suppressed
    from (${audienceSql(a, now)}) x`));
  const sample = await rowsOf<{ email: string }>(db.execute(sql`select x.email from (${audienceSql(a, now)}) x limit 5`));
  return { Count: row?.total ?? 0, Suppressed: row?.suppressed ?? 0, Sample: sample.map((s) => s.email) };
}

/** Writes the recipients of a campaign once (its audience as of now); suppressed addresses are kept as 'suppressed'. */
export async function resolveRecipients(db: Db, campaignId: number, a: Audience, now: Date) {
  await db.execute(sql`
    insert into campaign_recipients (campaign_id, email, name, status, unsubscribe_token)
    select ${campaignId}, x.email, x.name,
      case when exists (select 1 from mail_suppressions s where lower(s.email) = lower(x.email)) then 'suppressed' else 'pending' end,
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
    from (${audienceSql(a, now)}) x
    on conflict do nothing`);
  const [c] = await rowsOf<{ total: number; suppressed: number }>(db.execute(sql`
    select count(*)::int as total, count(*) filter (where status = 'suppressed')::int as suppressed from campaign_recipients where campaign_id = ${campaignId}`));
  return c!;
}

/** Locks the next pending recipients of a campaign (the caller's transaction marks them queued). */
export function lockPendingRecipients(db: Db, campaignId: number, limit: number) {
  return db.select({ id: campaignRecipients.id, email: campaignRecipients.email, name: campaignRecipients.name, token: campaignRecipients.unsubscribeToken })
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'pending')))
    .orderBy(asc(campaignRecipients.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
export async function countQueued(db: Db, campaignId: number) {
  const [r] = await db.select({ n: count() }).from(campaignRecipients).where(and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, 'queued')));
  return r?.n ?? 0;
}
export async function suppressedAmong(db: Db, emails: string[]) {
  if (!emails.length) return new Set<string>();
  const rows = await db.select({ email: suppressions.email }).from(suppressions).where(inArray(sql`lower(${suppressions.email})`, emails.map((e) => e.toLowerCase())));
  return new Set(rows.map((r) => r.email.toLowerCase()));
}
export async function markRecipients(db: Db, ids: number[], status: string) {
  if (ids.length) await db.update(campaignRecipients).set({ status }).where(inArray(campaignRecipients.id, ids));
}

const historySpec: ListSpec = {
  searchable: [campaignRecipients.email],
  sortable: { ID: campaignRecipients.id, Email: campaignRecipients.email },
  defaultOrder: [sql`${campaignRecipients.id} desc`],
  tieBreaker: campaignRecipients.id,
};
export function emailHistory(db: Db, query: ListQuery, campaignId?: number) {
  const cols = {
    ID: campaignRecipients.id, CampaignID: campaignRecipients.campaignId, CampaignName: campaigns.name, Email: campaignRecipients.email,
    Status: sql<string>`case when ${campaignRecipients.status} = 'suppressed' then 'suppressed' when ${campaignRecipients.openedOn} is not null then 'opened' when ${mailOutbox.status} in ('sent', 'logged') then 'sent' when ${mailOutbox.status} = 'failed' then 'failed' else 'queued' end`,
    SentOn: sql<string | null>`to_char(${mailOutbox.sentOn} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    OpenedOn: isoTime(campaignRecipients.openedOn) as SQL<string | null>,
    Error: sql<string | null>`case when ${mailOutbox.status} = 'failed' then ${mailOutbox.lastError} end`,
  };
  return paginate<{ ID: number; CampaignID: number; CampaignName: string; Email: string; Status: string; SentOn: string | null; OpenedOn: string | null; Error: string | null }>(
    db, historySpec, query,
    (where) => db.select(cols).from(campaignRecipients)
      .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
      .leftJoin(mailOutbox, eq(mailOutbox.idempotencyKey, sql`'campaign:' || ${campaignRecipients.campaignId} || ':' || ${campaignRecipients.id}`))
      .where(where).$dynamic(),
    [campaignId ? eq(campaignRecipients.campaignId, campaignId) : undefined],
  );
}

// ----------------------------------------------------------------- e-mail lists

export function emailListsWithCounts(db: Db) {
  return db.select({ ID: emailLists.id, Name: emailLists.name, Members: sql<number>`(select count(*)::int from email_list_members m where m.list_id = "email_lists"."id")`, CreatedOn: isoTime(emailLists.createdOn) })
    .from(emailLists).orderBy(asc(emailLists.name)).limit(500);
}
export async function insertEmailList(db: Db, name: string, createdBy: number) {
  const [row] = await db.insert(emailLists).values({ name, createdBy }).onConflictDoNothing().returning({ ID: emailLists.id, Name: emailLists.name, CreatedOn: isoTime(emailLists.createdOn) });
  return row;
}
export async function findEmailList(db: Db, id: number) {
  const [row] = await db.select({ id: emailLists.id, name: emailLists.name }).from(emailLists).where(eq(emailLists.id, id));
  return row;
}
export async function addMembers(db: Db, listId: number, members: { email: string; name: string }[]) {
  if (!members.length) return 0;
  let added = 0;
  for (let i = 0; i < members.length; i += 1000) {
    const rows = await db.insert(emailListMembers).values(members.slice(i, i + 1000).map((m) => ({ listId, ...m }))).onConflictDoNothing().returning({ id: emailListMembers.id });
    added += rows.length;
  }
  return added;
}

// ----------------------------------------------------------------- the landing page

export async function getLanding(db: Db) {
  const [row] = await db.select({ content: landingContent.content, updatedOn: isoTime(landingContent.updatedOn), updatedBy: staffName(landingContent.updatedBy as never) })
    .from(landingContent).where(eq(landingContent.key, 'main'));
  return row;
}
export async function saveLanding(db: Db, content: Record<string, unknown>, userId: number, at: Date) {
  await db.insert(landingContent).values({ key: 'main', content, updatedBy: userId, updatedOn: at })
    .onConflictDoUpdate({ target: landingContent.key, set: { content, updatedBy: userId, updatedOn: at } });
}
