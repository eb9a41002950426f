import { z } from 'zod';
import { listQuerySchema } from './list.ts';
import { idField, idValue, MAX_ID } from './ids.ts';
import { webAddressField } from './validation.ts';

/** Learning core: courses, lessons, materials, assignments, admissions, progress and mentor checking. */

const id = idValue;
const nameField = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
/** A web address (http/https) or a site path starting with '/'. */
const urlField = webAddressField(1000);

// ---------------------------------------------------------------- courses

export const courseStatuses = ['draft', 'published'] as const;
export type CourseStatus = (typeof courseStatuses)[number];

/** Course URL slug: lower-case letters, digits and single dashes. */
export const courseSlugSchema = z
  .string()
  .trim()
  .min(2)
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and dashes only');

/** Price of a course per currency, in integer minor units (paise, cents): never floats. */
export const coursePriceSchema = z.object({
  INR: z.number().int().min(0).max(1_000_000_000).describe('paise'),
  USD: z.number().int().min(0).max(1_000_000_000).describe('cents'),
});

/** What a course builder sends. */
export const courseInputSchema = z.object({
  Title: nameField(150),
  /** URL slug of the landing page, unique. */
  Url: courseSlugSchema,
  ImageUrl: urlField.nullable().default(null),
  /** Rich text; sanitized by the server. */
  Description: z.string().max(50_000).default(''),
  CoursePrice: coursePriceSchema.default({ INR: 0, USD: 0 }),
  /** Free text shown on the landing page, e.g. "6 weeks, 20 hours". */
  Duration: z.string().trim().max(60).default(''),
  Status: z.enum(courseStatuses).default('draft'),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

export const courseRowSchema = z.object({
  ID: id,
  /** The spec's course Name (same as Title). */
  Name: z.string(),
  Title: z.string(),
  Url: z.string(),
  ImageUrl: z.string().nullable(),
  Status: z.enum(courseStatuses),
  CoursePrice: coursePriceSchema,
  Duration: z.string(),
  LessonCount: z.number().int(),
  LearnerCount: z.number().int(),
  CreatedOn: z.string(),
});
export type CourseRow = z.infer<typeof courseRowSchema>;

export const courseListQuerySchema = listQuerySchema.extend({
  status: z.enum(courseStatuses).optional(),
});

/** Body of the spec's POST/PUT/DELETE on the courses endpoint: the item (or ids) plus the list to answer with. */
const listPart = {
  sortBy: listQuerySchema.shape.sortBy,
  sortDesc: listQuerySchema.shape.sortDesc,
  pageSize: listQuerySchema.shape.pageSize,
  pageIndex: listQuerySchema.shape.pageIndex,
  term: listQuerySchema.shape.term,
};
export const courseCreateBodySchema = z.object({ item: courseInputSchema, ...listPart });
export const courseUpdateBodySchema = z.object({ item: courseInputSchema.extend({ ID: id }), ...listPart });
export const courseDeleteBodySchema = z.object({ ids: z.array(id).min(1).max(100), ...listPart });

/** The courses page after a change, with the item created or updated. */
export const courseMutationResultSchema = z.object({
  items: z.array(courseRowSchema),
  pageCount: z.number().int(),
  pageIndex: z.number().int(),
  total: z.number().int(),
  item: courseRowSchema.nullable(),
});

export const courseIdParamSchema = z.object({ courseid: z.string().min(1).max(100).describe('numeric id or URL slug') });
export const courseNumParamSchema = z.object({ id: idField });

export const lessonSchema = z.object({
  ID: id,
  CourseID: id,
  Position: z.number().int(),
  Title: z.string(),
  MaterialID: id.nullable(),
  MaterialName: z.string().nullable(),
  TestID: id.nullable(),
  TestTitle: z.string().nullable(),
  AssignmentID: id.nullable(),
  AssignmentTitle: z.string().nullable(),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const lessonInputSchema = z.object({
  Title: nameField(150),
  MaterialID: id.nullable().default(null),
  TestID: id.nullable().default(null),
  AssignmentID: id.nullable().default(null),
});
export const lessonParamSchema = z.object({ id: idField, lessonId: idField });
export const lessonOrderBodySchema = z.object({ LessonIDs: z.array(id).min(1).max(500) });

/** One admitted user as the admissions screen lists them (spec: value, email, contact). */
export const allowedUserSchema = z.object({ ID: id, value: z.string(), email: z.string(), contact: z.string() });

/** GET /courses/{courseid}: the course; staff also get lessons with ids, mentors and admitted users. */
export const courseDetailSchema = courseRowSchema.extend({
  Description: z.string(),
  Lessons: z.array(lessonSchema),
  Mentors: z.array(z.object({ ID: id, Name: z.string() })).optional(),
  AllowedUsers: z.array(id).optional(),
  AllowedUsersDetails: z.array(allowedUserSchema).optional(),
});

export const courseMentorsBodySchema = z.object({ UserIDs: z.array(id).max(100) });
/** A staff member who may become a mentor of a course (checks its assignments). */
export const mentorCandidateSchema = z.object({ ID: id, Name: z.string(), Email: z.string() });
export type MentorCandidate = z.infer<typeof mentorCandidateSchema>;
export const mentorCandidatesQuerySchema = z.object({ term: z.string().trim().max(100).optional() });

// ---------------------------------------------------------------- materials

export const materialKinds = ['video-upload', 'video-link', 'pdf', 'richtext'] as const;
export type MaterialKind = (typeof materialKinds)[number];

export const materialInputSchema = z.object({
  Name: nameField(150),
  Kind: z.enum(materialKinds),
  /** For video-link: a YouTube, Vimeo or other http(s) address. */
  Link: urlField.nullable().default(null),
  /** For richtext: the text, sanitized by the server. */
  Body: z.string().max(200_000).default(''),
  Description: z.string().trim().max(2000).default(''),
  /** Expected time to complete, in seconds (videos: their length). */
  ExpectedSeconds: z.number().int().min(0).max(24 * 3600).default(0),
});
export type MaterialInput = z.infer<typeof materialInputSchema>;

export const materialSchema = z.object({
  ID: id,
  Name: z.string(),
  Kind: z.enum(materialKinds),
  Link: z.string().nullable(),
  Body: z.string(),
  Description: z.string(),
  ExpectedSeconds: z.number().int(),
  ExpectedComplitionTime: z.string().describe('mm:ss'),
  HasFile: z.boolean(),
  FileName: z.string().nullable(),
  FileSize: z.number().int().nullable(),
  ContentType: z.string().nullable(),
  CreatedByName: z.string(),
  CreatedOn: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

export const materialRowSchema = materialSchema.omit({ Body: true });

export const materialListQuerySchema = listQuerySchema.extend({ kind: z.enum(materialKinds).optional() });

// ---------------------------------------------------------------- assignments

export const assignmentInputSchema = z.object({
  Title: nameField(150),
  /** Rich text; sanitized by the server. */
  Description: z.string().max(100_000).default(''),
  MaxScore: z.number().int().min(1).max(1000).default(100),
  /** How many times a learner may resubmit after the mentor returns it. */
  ReattemptsAllowed: z.number().int().min(0).max(20).default(2),
});
export type AssignmentInput = z.infer<typeof assignmentInputSchema>;

/** A file the course builder attached to an assignment; Url is the download address for the caller. */
export const assignmentAttachmentSchema = z.object({ ID: id, Name: z.string(), Size: z.number().int(), ContentType: z.string(), Url: z.string() });
export type AssignmentAttachment = z.infer<typeof assignmentAttachmentSchema>;

/** MIME types an assignment attachment may be, detected from its bytes. */
export const assignmentAttachmentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
/** Largest assignment attachment, in bytes. */
export const ASSIGNMENT_ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Most attachments one assignment may have. */
export const ASSIGNMENT_ATTACHMENT_MAX_COUNT = 10;

/** Row of the assignments library. */
export const assignmentRowSchema = z.object({
  ID: id,
  Title: z.string(),
  Description: z.string(),
  MaxScore: z.number().int(),
  ReattemptsAllowed: z.number().int(),
  CreatedByName: z.string(),
  CreatedOn: z.string(),
});
export type AssignmentRow = z.infer<typeof assignmentRowSchema>;

/** One assignment with its attachments (staff download addresses). */
export const assignmentSchema = assignmentRowSchema.extend({ Attachments: z.array(assignmentAttachmentSchema) });
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentFileParamSchema = z.object({ id: idField, fileId: idField });
/** Learner download of an assignment attachment through the course. */
export const lessonAttachmentParamSchema = z.object({ id: idField, lessonId: idField, fileId: idField });

// ---------------------------------------------------------------- admissions

export const progressStatuses = ['incomplete', 'in-progress', 'completed'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

/** Admission row of the spec: UserName, ProgressStatus, Progress, CreatedOn. */
export const admissionRowSchema = z.object({
  ID: id.describe('admission (SubsID)'),
  CourseID: id,
  CourseName: z.string(),
  UserID: id,
  UserName: z.string(),
  Email: z.string(),
  ProgressStatus: z.enum(progressStatuses),
  Progress: z.number().int().describe('percent'),
  CreatedOn: z.string(),
});
export type AdmissionRow = z.infer<typeof admissionRowSchema>;

export const admissionsQuerySchema = listQuerySchema.extend({ courseId: idField.optional() });
export const admitBodySchema = z.object({ CourseID: id, UserIDs: z.array(id).min(1).max(200) });
export const admitResultSchema = z.object({ Admitted: z.number().int(), AlreadyAdmitted: z.number().int() });
export const admissionParamSchema = z.object({ id: idField });
export const admissionDetailParamSchema = z.object({ subsId: idField, userId: idField });
export const candidateQuerySchema = z.object({
  term: z.string().max(100).optional(),
  /** The course being admitted to: candidates already admitted to it are marked. */
  courseId: idField.optional(),
});
/** A learner to admit; `AlreadyAdmitted` when the course was given and the learner is admitted to it. */
export const candidateSchema = allowedUserSchema.extend({ AlreadyAdmitted: z.boolean() });

// ---------------------------------------------------------------- learner progress

export const lockStatuses = ['lock-on', 'hourglass', 'rotate-right', 'warning-hexagon', 'check-circle'] as const;
export type LockStatus = (typeof lockStatuses)[number];
export const contentTypes = ['material', 'test', 'assignment'] as const;
export type ContentType = (typeof contentTypes)[number];

/** Content entry of the spec: one item of a lesson with the learner's progress and lock icon. */
export const contentEntrySchema = z.object({
  ID: id.describe('the material, test or assignment id'),
  LessonID: id,
  Name: z.string(),
  Type: z.enum(contentTypes),
  /** Material kind for materials, null otherwise. */
  Material: z.enum(materialKinds).nullable(),
  ExpectedComplitionTime: z.string().describe('mm:ss'),
  /** Seconds of the material credited as watched (0 for tests and assignments). */
  WatchTime: z.number().int(),
  Progress: z.number().int().describe('percent'),
  /** Icon name, or null for an open item not yet started. */
  LockStatus: z.enum(lockStatuses).nullable(),
  Description: z.string(),
  /** The content part of the player address: `{lessonId}-{type}`. */
  Url: z.string(),
  Questions: z.array(z.number().int()),
  /** The lesson title. */
  Title: z.string(),
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const courseContentSchema = z.object({
  CourseID: id,
  Title: z.string(),
  courseURL: z.string(),
  Image: z.string().nullable(),
  status: z.enum(progressStatuses),
  Progress: z.number().int(),
  /** The first open item not done yet (the player starts there), null when everything is done. */
  NextUrl: z.string().nullable(),
  CertificateID: z.string().nullable().describe('public id of the certificate once issued'),
  Lessons: z.array(
    z.object({
      LessonID: id,
      Title: z.string(),
      Position: z.number().int(),
      Locked: z.boolean(),
      Finished: z.boolean(),
      Contents: z.array(contentEntrySchema),
    }),
  ),
});
export type CourseContent = z.infer<typeof courseContentSchema>;

/** Course landing item of the spec. */
export const courseLandingSchema = z.object({
  ID: id,
  courseURL: z.string(),
  Title: z.string(),
  Description: z.string(),
  Duration: z.string(),
  MaterialCount: z.number().int(),
  TestCount: z.number().int(),
  AssignmentCount: z.number().int(),
  Image: z.string().nullable(),
  imgValue: z.string().nullable(),
  CoursePrice: coursePriceSchema,
  status: z.enum(progressStatuses),
  Admitted: z.boolean(),
  Progress: z.number().int(),
  NextUrl: z.string().nullable(),
  Contents: z.array(z.object({ LessonID: id, Title: z.string(), Items: z.array(z.object({ Type: z.enum(contentTypes), Name: z.string(), ExpectedComplitionTime: z.string() })) })),
});

export const catalogueRowSchema = courseRowSchema.omit({ LearnerCount: true, Status: true });

/** GET /userCourses row. */
export const userCourseSchema = z.object({
  CourseID: id,
  Title: z.string(),
  courseURL: z.string(),
  Image: z.string().nullable(),
  status: z.enum(progressStatuses),
  Progress: z.number().int(),
  NextUrl: z.string().nullable(),
  CertificateID: z.string().nullable(),
  AdmittedOn: z.string(),
});

export const contentParamSchema = z.object({
  id: idField,
  contentUrl: z.string().regex(/^\d{1,10}-(material|test|assignment)$/, 'Expected {lessonId}-{material|test|assignment}'),
});

export const submissionStatuses = ['submitted', 'returned', 'accepted'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

export const submissionFileSchema = z.object({ ID: id, Name: z.string(), Size: z.number().int(), ContentType: z.string(), Url: z.string() });

export const submissionSchema = z.object({
  ID: id,
  AttemptNo: z.number().int(),
  Text: z.string(),
  Files: z.array(submissionFileSchema),
  Status: z.enum(submissionStatuses),
  Score: z.number().int().nullable(),
  Feedback: z.string().nullable(),
  CreatedOn: z.string(),
  DecidedOn: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The open item of the player. */
export const contentItemSchema = z.object({
  Entry: contentEntrySchema,
  Material: z
    .object({
      Kind: z.enum(materialKinds),
      /** Stream address for uploads, the external link for video links, null for rich text. */
      Url: z.string().nullable(),
      Body: z.string(),
      ExpectedSeconds: z.number().int(),
      /** Where to resume playback, in seconds. */
      ResumePosition: z.number(),
    })
    .nullable(),
  Test: z
    .object({
      TestID: id,
      Title: z.string(),
      DurationSeconds: z.number().int(),
      AttemptsAllowed: z.number().int().nullable(),
      /** Attempts started, the open one included. */
      AttemptsUsed: z.number().int(),
      Passed: z.boolean(),
      /** Whether a new attempt may start (none open, not passed, attempts remain); an open one is resumed instead. */
      CanStart: z.boolean(),
      /** The attempt running now, with the server's remaining time: the pane offers Resume. */
      OpenAttempt: z.object({ ID: id, AttemptNo: z.number().int(), RemainingSeconds: z.number().int() }).nullable(),
      Results: z.array(z.object({ ID: id, AttemptNo: z.number().int(), Score: z.number().nullable(), MaxScore: z.number(), Percentage: z.number().nullable(), Passed: z.boolean().nullable(), SubmittedOn: z.string().nullable() })),
    })
    .nullable(),
  Assignment: z
    .object({
      AssignmentID: id,
      Title: z.string(),
      Description: z.string(),
      MaxScore: z.number().int(),
      ReattemptsAllowed: z.number().int(),
      /** Files the course builder attached to the assignment (instructions, templates, data). */
      Attachments: z.array(submissionFileSchema),
      /** Whether a submission is possible now (none yet, or returned with reattempts left). */
      CanSubmit: z.boolean(),
      Submissions: z.array(submissionSchema),
    })
    .nullable(),
});

export const heartbeatBodySchema = z.object({
  /** Current playback position in seconds. */
  Position: z.number().min(0).max(24 * 3600),
});
export const heartbeatAckSchema = z.object({ WatchTime: z.number().int(), Position: z.number(), Done: z.boolean(), Progress: z.number().int() });

/** What a learner may attach to an assignment submission (type detected from the bytes), and how large. */
export const submissionFileTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Most files one submission may carry. */
export const SUBMISSION_FILE_MAX_COUNT = 5;

/** The query of a signed media address (`s` session, `e` expiry in unix seconds, `sig` signature). */
export const signedMediaQuerySchema = z.object({
  s: idField,
  e: idField,
  sig: z.string().min(16).max(128),
});

export const pendingUploadSchema = z.object({ ID: id, Name: z.string(), Size: z.number().int(), ContentType: z.string() });
export const submitBodySchema = z.object({
  Text: z.string().trim().max(20_000).default(''),
  /** Files uploaded before with POST .../assignment/files. */
  FileIDs: z.array(id).max(5).default([]),
  /** Client-made id of this submission: a repeat with the same id changes nothing. */
  RequestID: z.string().uuid(),
});

export const submissionFileParamSchema = z.object({ id: idField, fileId: idField });

// ---------------------------------------------------------------- mentor checking

/** Pending or reattempted assignment row of the spec. */
export const checkingRowSchema = z.object({
  SubmissionID: id,
  User_ID: id,
  UserName: z.string(),
  CourseID: id,
  CourseName: z.string(),
  LessonID: id,
  AssignmentID: id,
  AssignmentName: z.string(),
  AttemptNo: z.number().int(),
  CreatedOn: z.string(),
});
export type CheckingRow = z.infer<typeof checkingRowSchema>;

const idList = z
  .string()
  .regex(/^(all|0|\d{1,10}(-\d{1,10}){0,99})$/i, "ids joined with '-', or 'all'")
  .refine((v) => v.split('-').every((part) => !/^\d+$/.test(part) || Number(part) <= MAX_ID), `Ids go up to ${MAX_ID}`);
/** `courseIds` and `userIds` are ids joined with a dash; 'all' or '0' means no filter. */
export const checkingParamSchema = z.object({
  courseIds: idList,
  userIds: idList,
});

export const submissionDetailSchema = checkingRowSchema.extend({
  Email: z.string(),
  AssignmentDescription: z.string(),
  MaxScore: z.number().int(),
  ReattemptsAllowed: z.number().int(),
  Text: z.string(),
  Files: z.array(submissionFileSchema),
  Status: z.enum(submissionStatuses),
  Score: z.number().int().nullable(),
  Feedback: z.string().nullable(),
  DecidedOn: z.string().nullable(),
  DecidedByName: z.string().nullable(),
  /** Earlier submissions of the same learner and lesson, newest first. */
  History: z.array(submissionSchema),
});

export const acceptBodySchema = z.object({ Score: z.number().int().min(0).max(1000), Feedback: z.string().trim().max(5000).default('') });
export const returnBodySchema = z.object({ Feedback: z.string().trim().min(1, 'Say what to change').max(5000) });
export const submissionParamSchema = z.object({ id: idField });

/** The spec's `/assignmentView/{CourseName}/{AssignmentName}/{UserId}`: names (not ids) and the learner's id. */
export const assignmentViewParamSchema = z.object({
  courseName: z.string().trim().min(1).max(300),
  assignmentName: z.string().trim().min(1).max(300),
  userId: idField,
});
export const assignmentViewQuerySchema = z.object({
  /** A submission id to open exactly (from the checking list); it must be of this learner. */
  submission: idField.optional(),
});

/** Choices of the checking filters: the courses the checker may see and the learners who submitted in them. */
export const checkingFiltersSchema = z.object({
  Courses: z.array(z.object({ ID: id, Name: z.string() })),
  Learners: z.array(z.object({ ID: id, Name: z.string() })),
});
export type CheckingFilters = z.infer<typeof checkingFiltersSchema>;

/** One learner's item-by-item progress in one course (admissions detail). */
export const learnerProgressSchema = z.object({
  Admission: admissionRowSchema,
  Content: courseContentSchema,
});
