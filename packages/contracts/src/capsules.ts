import { z } from 'zod';
import { idField, idValue } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { textField } from './validation.ts';

/*
 * Capsules (issue 15): short paid units (one video, two tests, a badge), subscriptions to all of them, and the
 * badges as Open Badges 3.0 credentials. Field names follow the spec where it names them (Title, INRPrice,
 * DollarPrice, ProductName, TrackName, ModuleName; VideoBought, Test1Completed, Test2Completed, BadgeClaimed).
 */

export const capsuleStatuses = ['draft', 'published'] as const;
export type CapsuleStatus = (typeof capsuleStatuses)[number];

const minor = z.number().int().min(0).max(100_000_000);

export const capsuleParamSchema = z.object({ capsuleId: idField });
export const capsuleTestParamSchema = z.object({ capsuleId: idField, which: z.enum(['1', '2']) });
/** A badge's public id: a UUID (anything else answers 404). */
export const badgeIdSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a badge id');
export const badgeParamSchema = z.object({ badgeId: z.string().max(64) });
export const statusListParamSchema = z.object({ list: idField });
export const idParamSchema = z.object({ id: idField });
export const progressParamSchema = z.object({ capsuleId: idField, progressId: idField });

/** A learner's progress row (spec: capsule progress row). */
export const myProgressSchema = z.object({
  VideoBought: z.boolean(),
  VideoWatched: z.boolean(),
  VideoPosition: z.number().int(),
  Test1Completed: z.boolean(),
  Test2Completed: z.boolean(),
  BadgeClaimed: z.boolean(),
  BadgeID: z.string().nullable(),
});
export type MyProgress = z.infer<typeof myProgressSchema>;

/** One capsule of the catalogue (spec: Title, INRPrice, DollarPrice, ProductName, TrackName, ModuleName). */
export const capsuleItemSchema = z.object({
  ID: z.number().int(),
  Title: z.string(),
  Description: z.string(),
  INRPrice: z.number().int(),
  DollarPrice: z.number().int(),
  ProductName: z.string(),
  TrackName: z.string(),
  ModuleName: z.string(),
  ProductID: z.number().int().nullable(),
  TrackID: z.number().int().nullable(),
  ModuleID: z.number().int().nullable(),
  BadgeName: z.string(),
  VideoSeconds: z.number().int(),
  /** The caller's progress; null when not signed in or not started. */
  MyProgress: myProgressSchema.nullable(),
});
export type CapsuleItem = z.infer<typeof capsuleItemSchema>;

const option = z.object({ ID: z.number().int(), Title: z.string() });
export const capsulesQuerySchema = listQuerySchema.extend({
  product: idField.optional(),
  track: idField.optional(),
  module: idField.optional(),
});
/** GET /Capsules: data has CapsulesList (spec), the kept filter options and the caller's subscription. */
export const capsulesCatalogueSchema = z.object({
  CapsulesList: z.array(capsuleItemSchema),
  pageCount: z.number().int(),
  pageIndex: z.number().int(),
  total: z.number().int(),
  Products: z.array(option),
  Tracks: z.array(option),
  Modules: z.array(option),
  /** End of the caller's active subscription (ISO), or null. */
  SubscribedUntil: z.string().nullable(),
});

const testStateSchema = z.object({
  TestID: z.number().int(),
  Title: z.string(),
  PassPercentage: z.number(),
  AttemptsAllowed: z.number().int().nullable(),
  AttemptsUsed: z.number().int(),
  Passed: z.boolean(),
  BestPercentage: z.number().nullable(),
  OpenAttemptID: z.number().int().nullable(),
  /** May start (or resume) now: access, earlier step passed, attempts left. */
  CanStart: z.boolean(),
  Locked: z.boolean(),
});
/** The capsule player: the capsule, my access and progress, the video (only with access), both tests. */
export const capsulePlayerSchema = z.object({
  Capsule: capsuleItemSchema,
  Access: z.enum(['bought', 'subscribed', 'none']),
  Progress: myProgressSchema,
  Video: z.object({ Title: z.string(), Link: z.string().nullable(), StreamUrl: z.string().nullable(), Seconds: z.number().int() }).nullable(),
  Test1: testStateSchema.nullable(),
  Test2: testStateSchema.nullable(),
  CanClaim: z.boolean(),
});
export type CapsulePlayer = z.infer<typeof capsulePlayerSchema>;

export const videoPositionBodySchema = z.object({ Position: z.number().int().min(0).max(86_400), Duration: z.number().int().min(0).max(86_400).optional() });

/** A badge as its holder and the public page see it (no email, no other personal data). */
export const badgeViewSchema = z.object({
  BadgeID: z.string(),
  CapsuleID: z.number().int(),
  Name: z.string(),
  Description: z.string(),
  Criteria: z.string(),
  ImageUrl: z.string(),
  HolderName: z.string(),
  IssuedOn: z.string(),
  IssuerName: z.string(),
  Evidence: z.array(z.object({ Name: z.string(), Description: z.string() })),
  Status: z.enum(['valid', 'revoked']),
  RevokedOn: z.string().nullable(),
  /** The server's check of the credential's signature against the issuer's published keys. */
  Verification: z.object({ SignatureValid: z.boolean(), Revoked: z.boolean(), CheckedOn: z.string(), Method: z.string(), Issuer: z.string(), Error: z.string().nullable() }),
  /** The signed Open Badges 3.0 credential, as issued. */
  Credential: z.record(z.string(), z.unknown()),
  /** LinkedIn's add-to-profile link for this badge. */
  LinkedInUrl: z.string(),
  PublicUrl: z.string(),
});
export type BadgeView = z.infer<typeof badgeViewSchema>;

export const myBadgeSchema = z.object({
  BadgeID: z.string(), CapsuleID: z.number().int(), Name: z.string(), IssuedOn: z.string(), Status: z.enum(['valid', 'revoked']), PublicUrl: z.string(), LinkedInUrl: z.string(),
});

// ---------------------------------------------------------------- subscriptions

export const subscriptionPlanSchema = z.object({ ID: z.number().int(), Name: z.string(), Months: z.number().int(), INRPrice: z.number().int(), DollarPrice: z.number().int() });
export const subscriptionPlansSchema = z.object({
  Plans: z.array(subscriptionPlanSchema),
  SubscribedUntil: z.string().nullable(),
  PendingRequest: z.object({ ID: z.number().int(), PlanName: z.string(), CreatedOn: z.string() }).nullable(),
});
export const subscriptionRequestBodySchema = z.object({ PlanID: idValue, Sponsor: textField(200).default(''), Note: textField(1000).default('') });

export const subscriptionRequestRowSchema = z.object({
  ID: z.number().int(), UserID: z.number().int(), UserName: z.string(), UserEmail: z.string(), PlanName: z.string(), Sponsor: z.string(), Note: z.string(),
  Status: z.enum(['pending', 'approved', 'rejected']), CreatedOn: z.string(), DecidedOn: z.string().nullable(), DecisionNote: z.string(),
});
export const subscriptionRequestsQuerySchema = listQuerySchema.extend({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const decisionBodySchema = z.object({ Note: textField(500).default('') });

export const subscriptionRowSchema = z.object({
  ID: z.number().int(), UserID: z.number().int(), UserName: z.string(), UserEmail: z.string(), PlanName: z.string(), StartsOn: z.string(), EndsOn: z.string(),
  Status: z.enum(['active', 'expired', 'cancelled']), Source: z.string(),
});
export const subscriptionsQuerySchema = listQuerySchema.extend({ status: z.enum(['active', 'expired', 'cancelled']).optional() });
export const extendBodySchema = z.object({ Months: z.number().int().min(1).max(36) });

/** A plan as staff edit it: its figures and whether learners can buy or ask for it. */
export const subscriptionPlanAdminSchema = subscriptionPlanSchema.extend({ Active: z.boolean(), Subscribers: z.number().int(), CreatedOn: z.string() });
export const subscriptionPlanInputSchema = z.object({
  Name: z.string().trim().min(2, 'At least 2 characters').max(100, 'At most 100 characters'),
  Months: z.number({ error: 'Required' }).int('Whole months').min(1, 'At least 1 month').max(36, 'At most 36 months'),
  INRPrice: minor,
  DollarPrice: minor,
  Active: z.boolean().default(true),
}).refine((v) => v.INRPrice > 0 || v.DollarPrice > 0, { message: 'Give a price in INR or USD', path: ['INRPrice'] });
export type SubscriptionPlanInput = z.input<typeof subscriptionPlanInputSchema>;

// ---------------------------------------------------------------- staff

/** Builder input of a capsule. */
export const capsuleInputSchema = z.object({
  Title: z.string().trim().min(1, 'Required').max(150, 'At most 150 characters'),
  Description: textField(2000).default(''),
  ProductID: idValue.nullable().default(null),
  TrackID: idValue.nullable().default(null),
  ModuleID: idValue.nullable().default(null),
  INRPrice: minor.default(0),
  DollarPrice: minor.default(0),
  VideoMaterialID: idValue.nullable().default(null),
  Test1ID: idValue.nullable().default(null),
  Test2ID: idValue.nullable().default(null),
  BadgeName: textField(150).default(''),
  BadgeDescription: textField(1000).default(''),
  BadgeCriteria: textField(2000).default(''),
});
export type CapsuleInput = z.infer<typeof capsuleInputSchema>;

export const capsuleAdminSchema = capsuleItemSchema.omit({ MyProgress: true }).extend({
  Status: z.enum(capsuleStatuses),
  VideoMaterialID: z.number().int().nullable(),
  VideoTitle: z.string(),
  Test1ID: z.number().int().nullable(),
  Test2ID: z.number().int().nullable(),
  BadgeDescription: z.string(),
  BadgeCriteria: z.string(),
  BadgeImageUrl: z.string(),
  PublishedOn: z.string().nullable(),
  UpdatedOn: z.string(),
});
export type CapsuleAdmin = z.infer<typeof capsuleAdminSchema>;

export const capsuleAdminRowSchema = z.object({
  ID: z.number().int(), Title: z.string(), ProductName: z.string(), TrackName: z.string(), ModuleName: z.string(), INRPrice: z.number().int(),
  DollarPrice: z.number().int(), Status: z.enum(capsuleStatuses), Learners: z.number().int(), Badges: z.number().int(), UpdatedOn: z.string(),
});
export const adminCapsulesQuerySchema = listQuerySchema.extend({ status: z.enum(capsuleStatuses).optional() });

/** Spec capsule progress row, with who and when. */
export const progressRowSchema = z.object({
  ProgressID: z.number().int(), CapsuleID: z.number().int(), CapsuleName: z.string(), UserID: z.number().int(), UserName: z.string(), UserEmail: z.string(),
  VideoBought: z.boolean(), VideoWatched: z.boolean(), Test1Completed: z.boolean(), Test2Completed: z.boolean(), BadgeClaimed: z.boolean(),
  BadgeID: z.string().nullable(), BadgeRevoked: z.boolean(), UpdatedOn: z.string(),
});
export type ProgressRow = z.infer<typeof progressRowSchema>;
export const progressStages = ['bought', 'test1', 'test2', 'badge'] as const;
export const progressReportQuerySchema = listQuerySchema.extend({
  capsule: idField.optional(),
  /** Rows that reached at least this stage. */
  stage: z.enum(progressStages).optional(),
});
export const progressDownloadQuerySchema = progressReportQuerySchema.omit({ pageIndex: true, pageSize: true });

/** GET /Capsules/getCapsuleAdminDetails/{capsuleId}: data has UserProgress (spec). */
export const capsuleAdminDetailsSchema = z.object({ Capsule: capsuleAdminSchema, UserProgress: z.array(progressRowSchema) });

/** One learner's step-by-step record in a capsule. */
export const progressDetailSchema = z.object({
  Row: progressRowSchema,
  Steps: z.array(z.object({ Step: z.string(), Done: z.boolean(), On: z.string().nullable(), Detail: z.string() })),
  Attempts: z.array(z.object({ Test: z.string(), AttemptNo: z.number().int(), Percentage: z.number().nullable(), Passed: z.boolean().nullable(), SubmittedOn: z.string().nullable() })),
});

export const capsuleTileSchema = z.object({
  CapsuleID: z.number().int(), Title: z.string(), Buyers: z.number().int(), Completions: z.number().int(), Badges: z.number().int(),
  RevenueINR: z.number().int(), RevenueUSD: z.number().int(),
});
export const revokeBodySchema = z.object({ Reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(500) });
