import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

export const enquiries = pgTable(
  'enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    countryCode: text('country_code').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    degree: text('degree').notNull().default(''),
    experienceYears: integer('experience_years'),
    city: text('city').notNull().default(''),
    description: text('description').notNull(),
    purpose: text('purpose').notNull().default('contact'),
    status: text('status').notNull().default('New'),
    /** Which form or desk it came from: website, registration, scm-cohort, event, fresher-program, phone, desk, ... */
    source: text('source').notNull().default('website'),
    /** The staff member working it. */
    ownerId: integer('owner_id'),
    /** The learner account once converted (or linked). */
    userId: integer('user_id'),
    /** Form submissions merged into this enquiry (a repeat within a day from the same e-mail or mobile). */
    submissions: integer('submissions').notNull().default(1),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** What the list searches, lower-cased once (stored, migration 0049; see users.searchText). */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${enquiries.name} || ' ' || ${enquiries.lastName} || ' ' || ${enquiries.email} || ' ' || ${enquiries.mobileNumber} || ' ' || ${enquiries.city})`,
    ),
  },
  (t) => [
    index('enquiries_status_idx').on(t.status, t.createdOn),
    index('enquiries_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('enquiries_search_bigrams').using('gin', sql`text_bigrams(${t.searchText})`),
    // INCLUDE (search_text) in migration 0049 (drizzle does not express it): a search walks the index alone.
    index('enquiries_created_idx').on(t.createdOn.desc().nullsFirst(), t.id),
    index('enquiries_email_idx').on(sql`lower(${t.email})`, t.createdOn),
    index('enquiries_mobile_idx').on(t.mobileNumber, t.createdOn),
    index('enquiries_owner_idx').on(t.ownerId),
  ],
);

/** The enquiry's timeline: form submissions, follow-ups, status and owner changes, mails, conversion. */
export const enquiryEvents = pgTable(
  'enquiry_events',
  {
    id: id(),
    enquiryId: integer('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    /** submission | followup | status | owner | mail | converted | note */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    actorId: integer('actor_id'),
    createdOn: createdOn(),
  },
  (t) => [index('enquiry_events_enquiry_idx').on(t.enquiryId, t.createdOn)],
);

/** A follow-up planned on an enquiry, owned by a staff member who is reminded at its time. */
export const followups = pgTable(
  'followups',
  {
    id: id(),
    enquiryId: integer('enquiry_id').notNull().references(() => enquiries.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').notNull(),
    dueAt: timestampTz('due_at').notNull(),
    /** Open | Done | Cancelled */
    status: text('status').notNull().default('Open'),
    description: text('description').notNull(),
    /** Set once the reminder (notification and mail) was written; the reminder job skips it then. */
    remindedOn: timestampTz('reminded_on'),
    createdOn: createdOn(),
  },
  (t) => [index('followups_due_idx').on(t.dueAt), index('followups_reminder_idx').on(t.status, t.remindedOn, t.dueAt)],
);

/** The secret of a staff member's iCal feed (only its SHA-256 is kept; a new one replaces the old). */
export const calendarFeeds = pgTable('crm_calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  createdOn: createdOn(),
});

/** Someone who registered for a demo account, qualified by the admissions team. */
export const demoLeads = pgTable(
  'demo_leads',
  {
    id: id(),
    email: text('email').notNull(),
    status: integer('status').notNull().default(1),
    userId: integer('user_id'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [uniqueIndex('demo_leads_email_uq').on(sql`lower(${t.email})`), index('demo_leads_created_idx').on(t.createdOn.desc(), t.id)],
);

/** Newsletter subscriptions, double opt-in: pending until the mailed link is opened. */
export const subscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** pending | confirmed */
    status: text('status').notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    source: text('source').notNull().default('subscribe'),
    createdOn: createdOn(),
    confirmedOn: timestampTz('confirmed_on'),
  },
  (t) => [uniqueIndex('newsletter_subscriptions_email_uq').on(sql`lower(${t.email})`)],
);

/** Named e-mail lists (campaign audiences). */
export const emailLists = pgTable('email_lists', {
  id: id(),
  name: text('name').notNull().unique(),
  createdBy: integer('created_by'),
  createdOn: createdOn(),
});

export const emailListMembers = pgTable(
  'email_list_members',
  {
    id: id(),
    listId: integer('list_id').notNull().references(() => emailLists.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('email_list_members_uq').on(t.listId, sql`lower(${t.email})`)],
);

/** Addresses no marketing mail may reach again (unsubscribed or bounced). */
export const suppressions = pgTable(
  'mail_suppressions',
  {
    id: id(),
    email: text('email').notNull(),
    /** unsubscribed | bounced | manual */
    reason: text('reason').notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('mail_suppressions_email_uq').on(sql`lower(${t.email})`)],
);

/** An e-mail campaign: an mjml template with variables, an audience, sent now or at a time. */
export const campaigns = pgTable(
  'campaigns',
  {
    id: id(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    /** The mjml body; {{name}}, {{email}} and the campaign's own variables are replaced per recipient. */
    template: text('template').notNull(),
    variables: jsonb('variables').$type<Record<string, string>>().notNull().default({}),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    /** scheduled | queueing | queued */
    status: text('status').notNull().default('scheduled'),
    campaignDate: timestampTz('campaign_date').notNull(),
    /** Mails per minute at most (spread over time through the outbox's next-attempt time). */
    ratePerMinute: integer('rate_per_minute').notNull().default(600),
    recipientCount: integer('recipient_count').notNull().default(0),
    suppressedCount: integer('suppressed_count').notNull().default(0),
    createdBy: integer('created_by'),
    createdOn: createdOn(),
  },
  (t) => [index('campaigns_date_idx').on(t.campaignDate), index('campaigns_status_idx').on(t.status, t.campaignDate)],
);

/**
 * One row per (campaign, recipient): the unit of exactly-once. Its outbox mail has the idempotency key
 * `campaign:<campaignId>:<id>`, written in the transaction that marks it queued.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    id: id(),
    campaignId: integer('campaign_id').notNull().references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** pending | queued | suppressed */
    status: text('status').notNull().default('pending'),
    /** The unsubscribe secret of this recipient only (random, 128 bits); the mail's open pixel carries it too. */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** When the mail was first opened (its pixel loaded); null when never, or when the reader blocks images. */
    openedOn: timestampTz('opened_on'),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('campaign_recipients_uq').on(t.campaignId, sql`lower(${t.email})`), index('campaign_recipients_status_idx').on(t.campaignId, t.status, t.id)],
);

/**
 * The public landing page's editable content (one row, key 'main'): hero texts per language, highlighted courses and
 * testimonials. Anything not set here keeps the page's built-in copy.
 */
export const landingContent = pgTable('landing_content', {
  key: text('key').primaryKey(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
  updatedBy: integer('updated_by'),
  updatedOn: updatedOn(),
});
