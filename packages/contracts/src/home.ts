import { z } from 'zod';
import { idValue } from './ids.ts';
import { courseStatuses, checkingRowSchema } from './courses.ts';
import { testStatuses } from './assessments.ts';

/*
 * The staff homes (where Mentor, Editor and Recruiter land after login and on /dashboards/default): one summary per
 * role, computed by the modules that own the data. Every figure is real; a list is short (the home links to the
 * full screen).
 */

const count = z.number().int().min(0);
/** An ISO 8601 time. */
const time = z.string();

/** Most entries of each list on a home. */
export const HOME_LIST_MAX = 6;
/** Most courses on the mentor's home (a mentor has a few; the admin kind, who sees every course, gets the busiest). */
export const HOME_COURSES_MAX = 12;

/** One course the caller checks: its learners and the submissions waiting in it. */
export const mentorCourseSchema = z.object({
  ID: idValue,
  Title: z.string(),
  Status: z.enum(courseStatuses),
  /** Learners admitted. */
  Learners: count,
  /** First submissions awaiting a decision (the checking screen's "Checking Pending" tab). */
  Pending: count,
  /** Resubmissions after a return awaiting a decision (the "Reattempted" tab). */
  Reattempted: count,
  /** When the oldest submission waiting in this course was made; null when none waits. */
  OldestOn: time.nullable(),
});
export type MentorCourse = z.infer<typeof mentorCourseSchema>;

/** GET /api/home/mentor: the checking queue of the caller's courses (every course for the admin kind). */
export const mentorHomeSchema = z.object({
  Pending: count,
  Reattempted: count,
  /** The submission waiting longest (either tab), with what the assignment view needs to open it; null when none. */
  Oldest: checkingRowSchema.nullable(),
  /** The caller's courses, those with the most waiting first, then by title; at most HOME_COURSES_MAX. */
  Courses: z.array(mentorCourseSchema),
  /** How many courses the caller checks in all. */
  CourseCount: count,
});
export type MentorHome = z.infer<typeof mentorHomeSchema>;

/** A course on the editor's home. */
export const homeCourseSchema = z.object({
  ID: idValue,
  Title: z.string(),
  Status: z.enum(courseStatuses),
  LessonCount: count,
  UpdatedOn: time,
});
export type HomeCourse = z.infer<typeof homeCourseSchema>;

/** A test on the editor's home. */
export const homeTestSchema = z.object({
  ID: idValue,
  Title: z.string(),
  Status: z.enum(testStatuses),
  /** Listed in the learners' Test Series. */
  InSeries: z.boolean(),
  UpdatedOn: time,
});
export type HomeTest = z.infer<typeof homeTestSchema>;

/** A course where submissions wait but no mentor is assigned to check them. */
export const unmentoredCourseSchema = z.object({ ID: idValue, Title: z.string(), Waiting: count });

/** GET /api/home/editor: drafts, what changed lately, and what waits for someone. */
export const editorHomeSchema = z.object({
  Drafts: z.object({
    CourseCount: count,
    TestCount: count,
    /** Draft courses, the most recently changed first. */
    Courses: z.array(homeCourseSchema),
    /** Draft tests, the most recently changed first. */
    Tests: z.array(homeTestSchema),
  }),
  Recent: z.object({
    /** Courses of any status, the most recently changed first. */
    Courses: z.array(homeCourseSchema),
    /** Tests of any status, the most recently changed first. */
    Tests: z.array(homeTestSchema),
  }),
  /** Pending review: submissions waiting for a mentor's decision, and issues learners reported on questions. */
  Review: z.object({
    /** Submissions awaiting a decision across every course (both tabs of the checking screen). */
    WaitingChecks: count,
    OldestCheckOn: time.nullable(),
    /** Courses with waiting submissions and no mentor: nobody will check them until one is assigned. */
    Unmentored: z.array(unmentoredCourseSchema),
    /** Open issues learners reported on test questions. */
    OpenIssues: count,
    OldestIssueOn: time.nullable(),
  }),
});
export type EditorHome = z.infer<typeof editorHomeSchema>;

/** A published course on the recruiter's home: what candidates are trained in. */
export const recruiterCourseSchema = z.object({ ID: idValue, Title: z.string(), Url: z.string(), LessonCount: count, Duration: z.string() });

/**
 * GET /api/home/recruiter: the resume bank, jobs and interviews are not built yet, so the home shows what exists
 * today: the published curriculum candidates learn, and how many course certificates (verifiable by anyone) exist.
 */
export const recruiterHomeSchema = z.object({
  PublishedCourses: count,
  /** Published courses by title, at most HOME_LIST_MAX. */
  Courses: z.array(recruiterCourseSchema),
  /** Course certificates issued and not revoked. */
  CertificatesIssued: count,
});
export type RecruiterHome = z.infer<typeof recruiterHomeSchema>;
