import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, id, timestampTz } from '../../platform/db/columns.ts';

/**
 * The app's devices: one row per installation (platform + device id). A device registered while signed in belongs to
 * that account (an app user; names copied in at registration); without a session it is an anonymous subscriber.
 */
export const appDevices = pgTable(
  'app_devices',
  {
    id: id(),
    platform: text('platform').notNull(),
    deviceId: text('device_id').notNull(),
    pushToken: text('push_token').notNull().default(''),
    appVersion: text('app_version').notNull(),
    userId: integer('user_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    createdOn: createdOn(),
    lastSeenOn: timestampTz('last_seen_on').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_devices_device_uq').on(t.platform, t.deviceId),
    index('app_devices_user_idx').on(t.userId, t.lastSeenOn),
  ],
);

/** App Media Content: what the app shows, per audience, in order (a media item or a marketplace video). */
export const appContent = pgTable(
  'app_content',
  {
    id: id(),
    /** media or marketplace */
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** everyone, learners or subscribers */
    audience: text('audience').notNull(),
    position: integer('position').notNull(),
    createdOn: createdOn(),
  },
  (t) => [uniqueIndex('app_content_uq').on(t.kind, t.itemId, t.audience), index('app_content_order_idx').on(t.position, t.id)],
);
