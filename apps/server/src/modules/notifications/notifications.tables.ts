import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { AnnouncementAudience } from '@app/contracts/notifications';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';
import { users } from '../users/users.tables.ts';

/** A staff announcement to an audience, sent now or at `send_at` (then one notification row per recipient). */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    audience: jsonb('audience').$type<AnnouncementAudience>().notNull(),
    audienceLabel: text('audience_label').notNull().default(''),
    /** Also mailed to those who want announcements by e-mail. */
    email: boolean('email').notNull().default(false),
    /** scheduled -> sent | cancelled */
    status: text('status').notNull().default('scheduled'),
    sendAt: timestampTz('send_at').notNull(),
    sentOn: timestampTz('sent_on'),
    recipients: integer('recipients').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
  },
  (t) => [
    // The scheduler's probe: due announcements only.
    index('announcements_due_idx').on(t.sendAt).where(sql`${t.status} = 'scheduled'`),
    index('announcements_created_idx').on(t.createdOn, t.id),
  ],
);

/**
 * One notification of one user. Read state is the row's `read_on`. bigint ids: an announcement to everyone
 * writes a row per account.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'set null' }),
    createdOn: createdOn(),
    readOn: timestampTz('read_on'),
  },
  (t) => [
    // My list, newest first; the type filter.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_user_type_idx').on(t.userId, t.type, t.id),
    // The unread count is an index-only count over this partial index.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readOn} is null`),
    // Reach and read rate of an announcement.
    index('notifications_announcement_idx').on(t.announcementId).where(sql`${t.announcementId} is not null`),
    index('notifications_created_idx').on(t.createdOn),
  ],
);

/** A user's choice for one type; no row means the defaults (in-app on, e-mail per notificationEmailDefault). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
