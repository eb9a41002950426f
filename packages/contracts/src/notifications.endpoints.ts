import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { pageSchema } from './list.ts';
import {
  announcementAudienceSchema, announcementIdParamSchema, announcementSchema, announcementsQuerySchema, audienceSizeSchema,
  markAllReadBodySchema, markedSchema, markReadBodySchema, newAnnouncementSchema, notificationIdParamSchema,
  notificationPreferencesSchema, notificationSchema, notificationStatsSchema, savePreferencesBodySchema, streamQuerySchema,
  streamUrlSchema, userNotificationsQuerySchema, userNotificationsSchema,
} from './notifications.ts';

const tags = ['notifications'];

/** The signed-in user's notifications (only their own: another's answers 404) and the staff's announcements. */
export const notificationsEndpoints = {
  list: endpoint({
    method: 'GET', path: '/api/userNotifications', tags, access: 'authenticated',
    summary: 'My notifications, newest first (spec: data.notificationList); filter by type and read state, search title and text',
    query: userNotificationsQuerySchema, response: userNotificationsSchema,
  }),
  count: endpoint({
    method: 'GET', path: '/api/userNotificationsCount', tags, access: 'authenticated',
    summary: 'How many of my notifications are unread (spec: data is a number)',
    response: z.number().int(),
  }),
  open: endpoint({
    method: 'POST', path: '/api/userNotifications/:notificationId/open', tags, access: 'authenticated',
    summary: 'Opens one of my notifications and marks it read; 404 when it is not mine',
    params: notificationIdParamSchema, response: notificationSchema, owner: 'notification',
  }),
  markRead: endpoint({
    method: 'POST', path: '/api/userNotifications/read', tags, access: 'authenticated',
    summary: 'Marks some of my notifications read (ids that are not mine change nothing); answers the unread count',
    body: markReadBodySchema, response: markedSchema,
  }),
  markAllRead: endpoint({
    method: 'POST', path: '/api/userNotifications/readAll', tags, access: 'authenticated',
    summary: 'Marks all my notifications read, or all of one type',
    body: markAllReadBodySchema, response: markedSchema,
  }),
  preferences: endpoint({
    method: 'GET', path: '/api/notificationPreferences', tags, access: 'authenticated',
    summary: 'My choice per notification type: shown in the app, mailed',
    response: notificationPreferencesSchema,
  }),
  savePreferences: endpoint({
    method: 'PUT', path: '/api/notificationPreferences', tags, access: 'authenticated',
    summary: 'Saves my choice for the types given (the others keep theirs)',
    body: savePreferencesBodySchema, response: notificationPreferencesSchema,
  }),
  streamUrl: endpoint({
    method: 'GET', path: '/api/userNotifications/streamUrl', tags, access: 'authenticated',
    summary: 'A signed address of my live stream, valid for a minute (a browser EventSource cannot send the bearer token)',
    response: streamUrlSchema,
  }),
  stream: endpoint({
    method: 'GET', path: '/api/userNotifications/stream', tags, access: 'public',
    summary: 'My live notifications as Server-Sent Events (count, notification, end) by the signed address; 403 once it expired or the session ended',
    query: streamQuerySchema, response: 'file', produces: ['text/event-stream'],
  }),

  announcements: endpoint({
    method: 'GET', path: '/api/announcements', tags, access: 'notifications.manage',
    summary: 'Announcements, newest first, with their reach and read rate',
    query: announcementsQuerySchema, response: pageSchema(announcementSchema),
  }),
  createAnnouncement: endpoint({
    method: 'POST', path: '/api/announcements', tags, access: 'notifications.manage',
    summary: 'Sends an announcement to an audience now, or schedules it (sendAt)',
    body: newAnnouncementSchema,
    response: z.object({ AnnouncementID: z.number().int(), Status: z.enum(['scheduled', 'sent']), Recipients: z.number().int() }),
  }),
  cancelAnnouncement: endpoint({
    method: 'DELETE', path: '/api/announcements/:announcementId', tags, access: 'notifications.manage',
    summary: 'Cancels a scheduled announcement; 404 once it is sent or cancelled',
    params: announcementIdParamSchema, response: z.null(),
  }),
  audienceSize: endpoint({
    method: 'POST', path: '/api/announcements/audienceSize', tags, access: 'notifications.manage',
    summary: 'How many active accounts an audience reaches now (changes nothing)',
    body: z.object({ audience: announcementAudienceSchema }), response: audienceSizeSchema,
    audit: 'none: counts the audience, changes nothing',
  }),
  stats: endpoint({
    method: 'GET', path: '/api/announcements/stats', tags, access: 'notifications.manage',
    summary: 'Announcements sent and scheduled, their reach and read rate; notifications per type over 30 days',
    response: notificationStatsSchema,
  }),
};
