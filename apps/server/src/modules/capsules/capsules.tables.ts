import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz, updatedOn } from '../../platform/db/columns.ts';

/**
 * Capsules: one video on a narrow ERP topic, two tests, a badge. The product, track and module master titles are
 * copied in beside their ids (the catalogue filters and shows them without reaching into the masters module); the
 * video is a material of the materials library (its link and expected length copied at save).
 */
export const capsules = pgTable(
  'capsules',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productId: integer('product_id'),
    productName: text('product_name').notNull().default(''),
    trackId: integer('track_id'),
    trackName: text('track_name').notNull().default(''),
    moduleId: integer('module_id'),
    moduleName: text('module_name').notNull().default(''),
    /** Prices in minor units (paise, cents); 0 = not sold in that currency. */
    priceInr: integer('price_inr').notNull().default(0),
    priceUsd: integer('price_usd').notNull().default(0),
    videoMaterialId: integer('video_material_id'),
    videoTitle: text('video_title').notNull().default(''),
    videoLink: text('video_link'),
    videoSeconds: integer('video_seconds').notNull().default(0),
    test1Id: integer('test1_id'),
    test2Id: integer('test2_id'),
    badgeName: text('badge_name').notNull().default(''),
    badgeDescription: text('badge_description').notNull().default(''),
    badgeCriteria: text('badge_criteria').notNull().default(''),
    /** Storage key of an uploaded badge image (PNG); null: the generated default. */
    badgeImageKey: text('badge_image_key'),
    /** 'draft' or 'published'. */
    status: text('status').notNull().default('draft'),
    publishedOn: timestampTz('published_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('capsules_status_idx').on(t.status, t.id),
    index('capsules_search_trgm').using('gin', sql`(${t.title} || ' ' || ${t.productName} || ' ' || ${t.trackName} || ' ' || ${t.moduleName}) gin_trgm_ops`),
  ],
);

/** A learner's progress in a capsule (spec: VideoBought, Test1Completed, Test2Completed, BadgeClaimed); one row per learner and capsule. */
export const capsuleProgress = pgTable(
  'capsule_progress',
  {
    id: id(),
    capsuleId: integer('capsule_id').notNull().references(() => capsules.id),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    videoBought: boolean('video_bought').notNull().default(false),
    /** The paid order that bought it (null: opened through a subscription). */
    orderId: integer('order_id'),
    /** What the order paid (minor units, its currency): the revenue tiles sum it. */
    paidAmount: integer('paid_amount').notNull().default(0),
    paidCurrency: text('paid_currency'),
    boughtOn: timestampTz('bought_on'),
    videoPosition: integer('video_position').notNull().default(0),
    videoWatched: boolean('video_watched').notNull().default(false),
    test1Completed: boolean('test1_completed').notNull().default(false),
    test1Percentage: real('test1_percentage'),
    test1On: timestampTz('test1_on'),
    test2Completed: boolean('test2_completed').notNull().default(false),
    test2Percentage: real('test2_percentage'),
    test2On: timestampTz('test2_on'),
    badgeClaimed: boolean('badge_claimed').notNull().default(false),
    badgeOn: timestampTz('badge_on'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    uniqueIndex('capsule_progress_user_uq').on(t.capsuleId, t.userId),
    index('capsule_progress_user_idx').on(t.userId),
    index('capsule_progress_search_trgm').using('gin', sql`(${t.userName} || ' ' || ${t.userEmail}) gin_trgm_ops`),
  ],
);

/**
 * Issued badges (Open Badges 3.0 credentials). One per learner and capsule (unique index: two claims at once issue
 * one). `status_index` is the credential's place in the revocation status list (list = index / 131072).
 */
export const capsuleBadges = pgTable(
  'capsule_badges',
  {
    id: id(),
    /** The public id in the badge page's URL and the credential's urn:uuid. */
    publicId: text('public_id').notNull(),
    capsuleId: integer('capsule_id').notNull().references(() => capsules.id),
    userId: integer('user_id').notNull(),
    holderName: text('holder_name').notNull(),
    statusIndex: integer('status_index'),
    /** The signed credential as issued. */
    credential: jsonb('credential'),
    issuedOn: timestampTz('issued_on').notNull(),
    revokedOn: timestampTz('revoked_on'),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by'),
  },
  (t) => [
    uniqueIndex('capsule_badges_user_uq').on(t.capsuleId, t.userId),
    uniqueIndex('capsule_badges_public_uq').on(t.publicId),
    uniqueIndex('capsule_badges_status_uq').on(t.statusIndex),
    index('capsule_badges_revoked_idx').on(t.statusIndex).where(sql`${t.revokedOn} is not null`),
  ],
);

/** Subscription plans: every capsule for a period. */
export const capsuleSubscriptionPlans = pgTable('capsule_subscription_plans', {
  id: id(),
  name: text('name').notNull(),
  months: integer('months').notNull(),
  priceInr: integer('price_inr').notNull().default(0),
  priceUsd: integer('price_usd').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdOn: createdOn(),
});

/** Subscriptions held by learners: bought (order), granted on an approved request, or by staff. */
export const capsuleSubscriptions = pgTable(
  'capsule_subscriptions',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    planId: integer('plan_id').references(() => capsuleSubscriptionPlans.id),
    planName: text('plan_name').notNull(),
    startsOn: timestampTz('starts_on').notNull(),
    endsOn: timestampTz('ends_on').notNull(),
    /** 'active' or 'cancelled' (an active one past its end is expired). */
    status: text('status').notNull().default('active'),
    /** 'order', 'request' or 'staff'. */
    source: text('source').notNull(),
    orderId: integer('order_id'),
    requestId: integer('request_id'),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    index('capsule_subscriptions_user_idx').on(t.userId, t.endsOn),
    uniqueIndex('capsule_subscriptions_order_uq').on(t.orderId),
    uniqueIndex('capsule_subscriptions_request_uq').on(t.requestId),
    index('capsule_subscriptions_search_trgm').using('gin', sql`(${t.userName} || ' ' || ${t.userEmail} || ' ' || ${t.planName}) gin_trgm_ops`),
  ],
);

/** A learner asks for a subscription (e.g. sponsored by an employer); staff approve or reject. */
export const capsuleSubscriptionRequests = pgTable(
  'capsule_subscription_requests',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    userEmail: text('user_email').notNull(),
    planId: integer('plan_id').notNull().references(() => capsuleSubscriptionPlans.id),
    planName: text('plan_name').notNull(),
    sponsor: text('sponsor').notNull().default(''),
    note: text('note').notNull().default(''),
    /** 'pending', 'approved' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by'),
    decidedOn: timestampTz('decided_on'),
    decisionNote: text('decision_note').notNull().default(''),
    createdOn: createdOn(),
  },
  (t) => [
    index('capsule_subscription_requests_status_idx').on(t.status, t.createdOn),
    uniqueIndex('capsule_subscription_requests_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('capsule_subscription_requests_search_trgm').using('gin', sql`(${t.userName} || ' ' || ${t.userEmail} || ' ' || ${t.sponsor}) gin_trgm_ops`),
  ],
);
