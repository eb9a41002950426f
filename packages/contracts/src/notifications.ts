import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { accountRoles } from './roles.ts';

/*
 * In-app notifications (spec sections 3, 4, 7; DESIGN section 9): one service every module publishes through,
 * delivered live over Server-Sent Events, with per-type preferences (in-app and/or e-mail) and staff announcements.
 */

/**
 * What a notification is about, `<area>.<event>`. A module that needs a new kind adds it here (the column is free
 * text, so no migration); the web names each one in its `notifications` namespace and shows any other as written.
 */
export const notificationTypes = [
  'assignment.returned',
  'assignment.accepted',
  'certificate.issued',
  'test.result',
  'admission.created',
  'session.revoked',
  'announcement',
  'support.reply',
  'support.status',
  'support.ticket',
  'payment.paid',
  'coins.changed',
  /** A recruiter asks to see the learner's masked resume fields, or the learner answered (to the recruiter). */
  'resume.unmask',
  /** A follow-up of an enquiry came due (to its owner). */
  'crm.followup',
  /** A recruiter invited the learner to a job (or reopened an expired invitation). */
  'job.invitation',
  /** A candidate answered an invitation or applied to a job (to the company's recruiters). */
  'job.response',
  'forum.question',
  'forum.answer',
  'forum.comment',
  'forum.accepted',
  'forum.moderation',
  /** An editor approved, asked for changes to or rejected a knowledge contribution (to its author). */
  'knowledge.review',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * Whether a type is mailed when the user has not chosen (preferences): things a learner must not miss by being
 * away from the app. In-app is on for every type unless turned off.
 */
export const notificationEmailDefault: Record<NotificationType, boolean> = {
  'assignment.returned': true,
  'assignment.accepted': false,
  'certificate.issued': true,
  'test.result': false,
  'admission.created': true,
  'session.revoked': true,
  announcement: false,
  'support.reply': true,
  'support.status': false,
  'support.ticket': false,
  'payment.paid': true,
  'coins.changed': false,
  'resume.unmask': true,
  'crm.followup': true,
  'job.invitation': true,
  'job.response': false,
  'forum.question': false,
  'forum.answer': true,
  'forum.comment': false,
  'forum.accepted': true,
  'forum.moderation': true,
  'knowledge.review': true,
};

export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_TEXT_MAX = 2000;

/** A link inside the app (`/course/...`, relative to the web app) or an https address. */
export const notificationLinkSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/i.test(v), 'Use an address inside the app (starting with /) or an https address');

/** One notification of the signed-in user (spec section 3: NotificationTitle, NotificationText, NotificationType, CreatedOn, NotificationStatus). */
export const notificationSchema = z.object({
  NotificationID: z.number().int(),
  NotificationTitle: z.string(),
  NotificationText: z.string(),
  NotificationType: z.string(),
  /** read or unread */
  NotificationStatus: z.enum(['read', 'unread']),
  /** ISO 8601, UTC */
  CreatedOn: z.string(),
  ReadOn: z.string().nullable(),
  /** Where opening it leads (inside the app, or https); null when it stands alone. */
  Link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /userNotifications`: the spec's data.notificationList (newest first), paged like every list. */
export const userNotificationsQuerySchema = listQuerySchema.extend({
  type: z.string().max(60).optional().describe('only notifications of this type'),
  status: z.enum(['read', 'unread']).optional().describe('only read or only unread ones'),
});
export type UserNotificationsQuery = z.infer<typeof userNotificationsQuerySchema>;

export const userNotificationsSchema = z.object({
  notificationList: z.array(notificationSchema),
  pageCount: z.number().int(),
  pageIndex: z.number().int(),
  total: z.number().int(),
  totalCapped: z.boolean().optional(),
});

export const notificationIdParamSchema = z.object({ notificationId: idField });

/** Mark several read at once (the list's selection). */
export const markReadBodySchema = z.object({ ids: z.array(idValue).min(1).max(500) });
/** Mark every one read, or every one of a type. */
export const markAllReadBodySchema = z.object({ type: z.string().max(60).optional() });
export const markedSchema = z.object({ Updated: z.number().int(), Unread: z.number().int() });

/** Per type: shown in the app and/or mailed. */
export const notificationPreferenceSchema = z.object({
  Type: z.enum(notificationTypes),
  InApp: z.boolean(),
  Email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreferenceSchema>;
export const notificationPreferencesSchema = z.array(notificationPreferenceSchema);
export const savePreferencesBodySchema = z.object({ preferences: z.array(notificationPreferenceSchema).min(1).max(notificationTypes.length) });

/** The signed, short-lived address of my live stream (EventSource cannot send the bearer token). */
export const streamUrlSchema = z.object({ Url: z.string(), ExpiresAt: z.string() });
export const streamQuerySchema = z.object({
  s: idField,
  e: z.coerce.number().int().min(0).max(4_102_444_800),
  sig: z.string().min(1).max(100),
});

/*
 * The live stream's events (text/event-stream; `event:` names, `data:` JSON):
 * - `count`        { Unread }                         the unread count now (sent first, and after marking read)
 * - `notification` { Item: Notification, Unread? }    a new notification for me (NotificationID 0 for an announcement
 *                                                      delivered to many: the list has its real id)
 * - `end`          { Reason }                         the session ended: do not reconnect
 * Comments (`: ping`) keep the connection open through proxies.
 */
export const liveCountEventSchema = z.object({ Unread: z.number().int() });
export const liveNotificationEventSchema = z.object({ Item: notificationSchema, Unread: z.number().int().optional() });
export const liveEndEventSchema = z.object({ Reason: z.string() });

/** Who an announcement goes to. */
export const announcementAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('everyone') }),
  z.object({ kind: z.literal('role'), role: z.enum(accountRoles) }),
  z.object({ kind: z.literal('course'), courseId: idValue }),
  z.object({ kind: z.literal('users'), userIds: z.array(idValue).min(1).max(5000) }),
]);
export type AnnouncementAudience = z.infer<typeof announcementAudienceSchema>;

export const newAnnouncementSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(NOTIFICATION_TITLE_MAX),
  text: z.string().trim().min(1, 'Required').max(NOTIFICATION_TEXT_MAX),
  link: notificationLinkSchema.optional(),
  audience: announcementAudienceSchema,
  /** ISO 8601; absent or in the past: now. At most a year ahead. */
  sendAt: z.string().datetime({ offset: true }).optional(),
  /** Also mail it to those who want announcements by e-mail. */
  email: z.boolean().default(false),
});
export type NewAnnouncement = z.infer<typeof newAnnouncementSchema>;

export const announcementStatuses = ['scheduled', 'sent', 'cancelled'] as const;

/** One announcement on the dashboard: reach and read rate. */
export const announcementSchema = z.object({
  AnnouncementID: z.number().int(),
  Title: z.string(),
  Text: z.string(),
  Link: z.string().nullable(),
  Audience: announcementAudienceSchema,
  /** A line naming the audience as it was chosen (role name, course title, n people). */
  AudienceLabel: z.string(),
  Status: z.enum(announcementStatuses),
  CreatedBy: z.string(),
  CreatedOn: z.string(),
  SendAt: z.string(),
  SentOn: z.string().nullable(),
  /** How many received it (0 until sent). */
  Recipients: z.number().int(),
  Read: z.number().int(),
  /** Read / Recipients, 0..1 */
  ReadRate: z.number(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementsQuerySchema = listQuerySchema.extend({ status: z.enum(announcementStatuses).optional() });
export const announcementIdParamSchema = z.object({ announcementId: idField });

/** The dashboard's totals. */
export const notificationStatsSchema = z.object({
  AnnouncementsSent: z.number().int(),
  AnnouncementsScheduled: z.number().int(),
  Reach: z.number().int(),
  ReadRate: z.number(),
  /** Notifications of every kind of the last 30 days, per type: sent and read. */
  ByType: z.array(z.object({ Type: z.string(), Sent: z.number().int(), Read: z.number().int() })),
});

/** The audience's size before sending (the compose form shows it). */
export const audienceSizeSchema = z.object({ Recipients: z.number().int() });
