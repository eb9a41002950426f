import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { emailField, textField } from './validation.ts';

/*
 * The mobile app's administration (issue 21): device registration, app users (signed-in devices), app subscribers
 * (anonymous devices that left a name and e-mail) and the app's media content.
 */

export const appPlatforms = ['android', 'ios'] as const;
export type AppPlatform = (typeof appPlatforms)[number];

/** The app registers (or refreshes) its device on start and whenever its push token changes. */
export const deviceRegistrationSchema = z.object({
  Platform: z.enum(appPlatforms, 'Platform is android or ios'),
  /** The app's installation id (not a hardware id). */
  DeviceID: z.string().trim().min(8, 'At least 8 characters').max(128, 'At most 128 characters').regex(/^[\w.:-]+$/, 'Letters, digits, dot, colon, dash and underscore only'),
  /** The FCM/APNs token; may be absent when the user denied notifications. */
  PushToken: z.string().trim().max(4096).regex(/^[\w.:\-/+=]*$/, 'Not a push token').default(''),
  AppVersion: z.string().trim().regex(/^\d{1,4}\.\d{1,4}(\.\d{1,6})?$/, 'A version such as 2.4.1'),
  /** Anonymous subscribers only (a signed-in device belongs to its account). */
  EmailID: z.union([emailField, z.literal('')]).default(''),
  Name: textField(100).default(''),
});
export type DeviceRegistration = z.input<typeof deviceRegistrationSchema>;

export const deviceRegisteredSchema = z.object({
  ID: z.number().int(),
  /** user: tied to the signed-in account; subscriber: anonymous. */
  Kind: z.enum(['user', 'subscriber']),
});

/** Spec: app subscriber (Platform, EmailID, Name, DeviceID, CreatedOn). */
export const appSubscriberSchema = z.object({
  ID: z.number().int(),
  Platform: z.string(),
  EmailID: z.string(),
  Name: z.string(),
  DeviceID: z.string(),
  AppVersion: z.string(),
  CreatedOn: z.string(),
  LastSeenOn: z.string(),
});
export type AppSubscriber = z.infer<typeof appSubscriberSchema>;

/** Spec: app user (FirstName, LastName, Email, CreatedOn), with last seen and platform. */
export const appUserSchema = z.object({
  UserID: z.number().int(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  CreatedOn: z.string(),
  LastSeenOn: z.string(),
  Platform: z.string(),
  AppVersion: z.string(),
  Devices: z.number().int(),
});
export type AppUser = z.infer<typeof appUserSchema>;

export const appListQuerySchema = listQuerySchema.extend({ Platform: z.enum(appPlatforms).optional() });

export const appAudiences = ['everyone', 'learners', 'subscribers'] as const;
export type AppAudience = (typeof appAudiences)[number];

/** One entry the app shows: a media item or a marketplace video, in order, for an audience. */
export const appContentSchema = z.object({
  ID: z.number().int(),
  Kind: z.enum(['media', 'marketplace']),
  ItemID: z.number().int(),
  Title: z.string(),
  Subtitle: z.string(),
  Audience: z.enum(appAudiences),
  Position: z.number().int(),
  CreatedOn: z.string(),
});
export type AppContent = z.infer<typeof appContentSchema>;

export const appContentInputSchema = z.object({
  Kind: z.enum(['media', 'marketplace']),
  ItemID: idValue,
  Audience: z.enum(appAudiences).default('everyone'),
});
export type AppContentInput = z.input<typeof appContentInputSchema>;

export const appContentOrderSchema = z.object({ IDs: z.array(idValue).min(1).max(500) });
export const appContentQuerySchema = z.object({ Audience: z.enum(appAudiences).optional() });
export const appContentParamSchema = z.object({ id: idField });
