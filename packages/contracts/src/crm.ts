import { z } from 'zod';
import { idValue, uintQuery } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { countryCodeField, emailField, mobileField, nameField, phoneRefinement, textField } from './validation.ts';

/** Enquiry statuses (DESIGN section 5). */
export const enquiryStatuses = ['New', 'Contacted', 'Follow-up', 'Interested', 'Enrolled', 'Not Interested', 'Invalid'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Where an enquiry came from: the public forms, and staff recording one taken by phone or at the desk. */
export const enquirySources = ['website', 'registration', 'scm-cohort', 'event', 'fresher-program', 'campaign', 'phone', 'desk', 'walk-in'] as const;
export type EnquirySource = (typeof enquirySources)[number];
/** Sources a public form may name (a visitor cannot claim to be a phone call). */
export const publicEnquirySources = ['website', 'registration', 'scm-cohort', 'event', 'fresher-program', 'campaign'] as const;

/** A form filled faster than this is a robot's (the minimum fill time of the spam check). */
export const MIN_FORM_FILL_MS = 3_000;

/** The spam check fields every public form carries: a honeypot left empty by people, and when the form opened. */
const spamFields = {
  /** Honeypot: hidden from people; anything in it marks a robot. */
  Website: z.string().max(200).optional(),
  /** Unix ms at which the form was shown (minimum fill time). */
  StartedAt: z.number().int().min(0).optional(),
};

const enquiryFields = {
  Name: nameField,
  LastName: nameField.optional().or(z.literal('')),
  Email: emailField,
  CountryCode: countryCodeField,
  MobileNumber: mobileField,
  Degree: textField(100).optional(),
  ExperienceYears: z.coerce.number().int().min(0).max(60).optional(),
  City: textField(100).optional(),
  EnquiryDescription: textField(2000).min(1, 'Required'),
  /** What it is about: 'contact', a program, a cohort or an event. */
  Purpose: textField(60).optional(),
};

/** What a visitor sends from the contact form or a registration page. */
export const createEnquiryBodySchema = z
  .object({ ...enquiryFields, Source: z.enum(publicEnquirySources).optional(), ...spamFields })
  .superRefine((v, ctx) => phoneRefinement({ countryCode: v.CountryCode, mobileNumber: v.MobileNumber }, ctx, 'MobileNumber'));
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

/** An enquiry recorded by staff (phone, desk): the same fields and checks, any source, owned by the recorder. */
export const staffEnquiryBodySchema = z
  .object({ ...enquiryFields, Source: z.enum(enquirySources).default('phone') })
  .superRefine((v, ctx) => phoneRefinement({ countryCode: v.CountryCode, mobileNumber: v.MobileNumber }, ctx, 'MobileNumber'));
export type StaffEnquiryBody = z.infer<typeof staffEnquiryBodySchema>;

/** Enquiry of the spec (section 3), plus where it came from and who works it. */
export const enquirySchema = z.object({
  ID: z.number().int(),
  CreatedOn: z.string(),
  Name: z.string(),
  LastName: z.string(),
  Degree: z.string(),
  ExperienceYears: z.number().int().nullable(),
  Email: z.string(),
  CountryCode: z.string(),
  MobileNumber: z.string(),
  City: z.string(),
  Status: z.enum(enquiryStatuses),
  EnquiryDescription: z.string(),
  Purpose: z.string(),
  Source: z.string(),
  OwnerID: z.number().int().nullable(),
  OwnerName: z.string().nullable(),
  UserID: z.number().int().nullable(),
  /** Form submissions merged into it. */
  Submissions: z.number().int(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD').refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Not a date');

export const enquiriesListQuerySchema = listQuerySchema.extend({
  status: z.enum(enquiryStatuses).optional(),
  source: z.enum(enquirySources).optional(),
  city: z.string().max(100).optional(),
  ownerId: uintQuery(0, 2_147_483_647).optional().describe('0: no owner'),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
});
export const enquiriesExportQuerySchema = enquiriesListQuerySchema.omit({ pageIndex: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});

export const enquiryStatusBodySchema = z.object({ Status: z.enum(enquiryStatuses) });
export const enquiryOwnerBodySchema = z.object({ OwnerID: idValue.nullable() });
export const convertBodySchema = z.object({ CourseID: idValue });
export const convertResultSchema = z.object({ UserID: z.number().int(), CreatedAccount: z.boolean(), Admitted: z.boolean() });

/** One entry of an enquiry's timeline. */
export const enquiryEventSchema = z.object({
  ID: z.number().int(),
  Kind: z.enum(['submission', 'followup', 'status', 'owner', 'mail', 'converted', 'note']),
  Text: z.string(),
  ActorName: z.string().nullable(),
  CreatedOn: z.string(),
});

/** Followup of the spec (section 3). FollowupDate YYYY-MM-DD and FollowupTime HH:mm are UTC. */
export const followupSchema = z.object({
  ID: z.number().int(),
  EnquiryID: z.number().int(),
  Name: z.string(),
  FollowupDate: z.string(),
  FollowupTime: z.string(),
  Status: z.enum(['Open', 'Done', 'Cancelled']),
  Description: z.string(),
  OwnerID: z.number().int(),
  OwnerName: z.string().nullable(),
});
export type Followup = z.infer<typeof followupSchema>;

export const createFollowupBodySchema = z.object({
  FollowupDate: isoDate,
  FollowupTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:mm'),
  Description: textField(1000).min(1, 'Required'),
  OwnerID: idValue.optional(),
});
export const followupStatusBodySchema = z.object({ Status: z.enum(['Open', 'Done', 'Cancelled']) });
export const followupRangeParamsSchema = z.object({ fromDate: isoDate, toDate: isoDate });

/** What the learning side knows of the prospect once they have an account. */
export const prospectBehaviourSchema = z.object({
  UserID: z.number().int(),
  LastActive: z.string().nullable(),
  CoursesPreviewed: z.array(z.object({ CourseID: z.number().int(), Title: z.string(), Admitted: z.boolean() })),
  LessonsWatched: z.number().int(),
  TestsTried: z.array(z.object({ Title: z.string(), Score: z.number().nullable(), Passed: z.boolean().nullable(), On: z.string() })),
});

export const enquiryProfileSchema = z.object({
  enquiry: enquirySchema,
  timeline: z.array(enquiryEventSchema),
  followups: z.array(followupSchema),
  behaviour: prospectBehaviourSchema.nullable(),
});

/** Counts per status and the latest cards of each (the pipeline board). */
export const pipelineSchema = z.array(z.object({
  Status: z.enum(enquiryStatuses),
  Count: z.number().int(),
  Items: z.array(enquirySchema.pick({ ID: true, Name: true, LastName: true, City: true, Purpose: true, CreatedOn: true, OwnerName: true })),
}));

export const staffOptionSchema = z.object({ ID: z.number().int(), Name: z.string() });

/** Demo leads (spec section 3); statuses from the status list. */
export const demoLeadStatuses = [
  { ID: 1, StatusName: 'New' }, { ID: 2, StatusName: 'Contacted' }, { ID: 3, StatusName: 'Demo Scheduled' },
  { ID: 4, StatusName: 'Demo Done' }, { ID: 5, StatusName: 'Converted' }, { ID: 6, StatusName: 'Dropped' },
] as const;
export const demoLeadSchema = z.object({
  ID: z.number().int(), EmailID: z.string(), Status: z.number().int(), StatusName: z.string(), CreatedOn: z.string(), UpdatedOn: z.string(),
});
export const demoLeadStatusSchema = z.object({ ID: z.number().int(), StatusName: z.string() });
export const demoLeadStatusBodySchema = z.object({ Status: z.number().int().min(1).max(demoLeadStatuses.length) });
export const demoLeadsQuerySchema = listQuerySchema.extend({ status: uintQuery(1, 6).optional() });

/** Campaign registrations: enquiries received per campaign/form. */
export const campaignEnquirySchema = z.object({ Source: z.string(), Purpose: z.string(), Count: z.number().int(), Last: z.string() });

/** Newsletter sign-up (double opt-in). */
export const subscribeBodySchema = z.object({ Email: emailField, Name: nameField.optional().or(z.literal('')), ...spamFields });
export const tokenBodySchema = z.object({ Token: z.string().min(16).max(200) });
export const unsubscribeParamsSchema = z.object({ token: z.string().min(16).max(200) });
export const unsubscribeInfoSchema = z.object({ Email: z.string(), Unsubscribed: z.boolean() });

/** Campaign audience: people by filters, or a named e-mail list. */
export const audienceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('users'),
    role: z.enum(['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin']).optional(),
    courseId: idValue.optional(),
    /** Learners whose progress in the course is at least this share (0..100). */
    minProgress: z.number().int().min(0).max(100).optional(),
    /** Signed in within this many days. */
    activeWithinDays: z.number().int().min(1).max(3650).optional(),
  }),
  z.object({
    kind: z.literal('enquiries'),
    status: z.enum(enquiryStatuses).optional(),
    city: z.string().trim().max(100).optional(),
    source: z.enum(enquirySources).optional(),
  }),
  z.object({ kind: z.literal('list'), listId: idValue }),
]);
export type Audience = z.infer<typeof audienceSchema>;
export const audiencePreviewSchema = z.object({ Count: z.number().int(), Suppressed: z.number().int(), Sample: z.array(z.string()) });

export const createCampaignBodySchema = z.object({
  CampaignName: textField(120).min(1, 'Required'),
  MailSubject: textField(200).min(1, 'Required'),
  /** mjml markup (or plain text, wrapped in a default layout); {{name}}, {{email}} and Variables are replaced. */
  Template: z.string().min(1, 'Required').max(100_000),
  Variables: z.record(z.string().regex(/^\w{1,40}$/), z.string().max(2000)).default({}),
  Audience: audienceSchema,
  /** ISO time to send at; now when absent. */
  SendAt: z.iso.datetime({ offset: true }).optional(),
  RatePerMinute: z.number().int().min(1).max(100_000).optional(),
});
export const campaignSchema = z.object({
  ID: z.number().int(), CreatedOn: z.string(), CampaignDate: z.string(), CampaignName: z.string(), MailSubject: z.string(),
  Status: z.string(), Recipients: z.number().int(), Suppressed: z.number().int(),
});
export const campaignListBodySchema = z.object({ FromDate: isoDate.optional(), ToDate: isoDate.optional() });
export const emailHistorySchema = z.object({
  ID: z.number().int(), CampaignID: z.number().int(), CampaignName: z.string(), Email: z.string(),
  /** queued | sent | opened | failed | suppressed (opened: its pixel loaded; readers who block images never show it) */
  Status: z.string(), SentOn: z.string().nullable(),
  /** When the mail was first opened, if ever seen. */
  OpenedOn: z.string().nullable(),
  /** Why delivery failed (the receiving server's answer), for a failed mail. */
  Error: z.string().nullable(),
});
export const emailHistoryQuerySchema = listQuerySchema.extend({ campaignId: uintQuery(1, 2_147_483_647).optional() });

export const emailListSchema = z.object({ ID: z.number().int(), Name: z.string(), Members: z.number().int(), CreatedOn: z.string() });
export const createEmailListBodySchema = z.object({ Name: textField(120).min(1, 'Required') });
export const addListMembersBodySchema = z.object({
  /** Rows to add, or CSV text with a header naming Email (and Name). */
  Members: z.array(z.object({ Email: emailField, Name: z.string().trim().max(100).default('') })).max(10_000).optional(),
  Csv: z.string().max(2_000_000).optional(),
});
export const addListMembersResultSchema = z.object({ Added: z.number().int(), Skipped: z.number().int(), Invalid: z.array(z.string()) });

// ----------------------------------------------------------------- the public landing page (landing.manage)

/** The languages the landing page is written in. */
export const landingLanguages = ['en', 'es', 'de'] as const;
export const landingHeroSchema = z.object({
  /** The small line above the title. */
  Eyebrow: textField(120),
  Title: textField(120).min(1, 'Required'),
  Lead: textField(400),
});
export const landingTestimonialSchema = z.object({
  Name: textField(80).min(1, 'Required'),
  /** Who they are now, e.g. "SAP FICO consultant at a Big Four firm". */
  Role: textField(120),
  Quote: textField(600).min(1, 'Required'),
});
/** What staff edit: a hero per language (a language left out keeps the built-in copy), courses and testimonials. */
export const landingContentSchema = z.object({
  Hero: z.object({ en: landingHeroSchema.optional(), es: landingHeroSchema.optional(), de: landingHeroSchema.optional() }),
  /** Published courses to highlight, in this order (a course unpublished later drops out). */
  CourseIDs: z.array(idValue).max(6, 'At most 6 courses'),
  Testimonials: z.array(landingTestimonialSchema).max(6, 'At most 6 testimonials'),
});
export type LandingContent = z.infer<typeof landingContentSchema>;
export const landingCourseSchema = z.object({ ID: z.number().int(), Title: z.string(), Url: z.string(), Image: z.string().nullable(), Duration: z.string() });
/** The landing page's content as visitors get it: courses resolved (published ones only). */
export const landingPublicSchema = z.object({
  Hero: landingContentSchema.shape.Hero,
  Courses: z.array(landingCourseSchema),
  Testimonials: z.array(landingTestimonialSchema),
});
export const landingEditSchema = landingContentSchema.extend({
  /** The courses named by CourseIDs as they are now (drafts included, so the editor sees why one is not shown). */
  Courses: z.array(landingCourseSchema.extend({ Published: z.boolean() })),
  UpdatedOn: z.string().nullable(),
  UpdatedBy: z.string().nullable(),
});
