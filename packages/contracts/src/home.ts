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
  /** Knowledge items contributed and waiting for an editor's review (the repository's review queue). */
  Knowledge: z.object({
    Pending: count,
    /** The pending items, the oldest waiting first; at most HOME_LIST_MAX. */
    Items: z.array(z.object({ ID: idValue, Title: z.string(), FolderName: z.string(), AuthorName: z.string(), UpdatedOn: time })),
  }),
});
export type EditorHome = z.infer<typeof editorHomeSchema>;

/** A published course on the recruiter's home: what candidates are trained in. */
export const recruiterCourseSchema = z.object({ ID: idValue, Title: z.string(), Url: z.string(), LessonCount: count, Duration: z.string() });

/** Most candidates of the resume bank a home looks through for one job's new matches. */
export const HOME_MATCH_SCAN = 50;

/** A candidate of the resume bank matching an open job, masked as the bank masks them for the recruiter. */
export const homeMatchSchema = z.object({
  /** The candidate's resume (what an invitation names while they are masked for the company). */
  ID: idValue,
  Name: z.string(),
  Headline: z.string(),
  /** How many of the job's skills the resume names. */
  Match: count,
});

/** One open job of the recruiter's company with its new matches. */
export const recruiterJobSchema = z.object({
  ID: idValue,
  Title: z.string(),
  CompanyName: z.string(),
  Openings: count,
  /**
   * New matches: candidates naming at least one of the job's skills and not invited to it yet, counted among the
   * HOME_MATCH_SCAN best-ranked candidates of the bank (so at most that many).
   */
  NewMatches: count,
  /** The best of them, at most 3. */
  Top: z.array(homeMatchSchema),
});

/**
 * GET /api/home/recruiter: the recruiter's open jobs with their new matches from the resume bank, then the published
 * curriculum candidates learn and how many course certificates (verifiable by anyone) exist.
 */
export const recruiterHomeSchema = z.object({
  /** Open jobs of the recruiter's company (every company's for the admin kind); none for a recruiter without one. */
  OpenJobs: count,
  /** The most recently posted open jobs, at most HOME_LIST_MAX. */
  Jobs: z.array(recruiterJobSchema),
  PublishedCourses: count,
  /** Published courses by title, at most HOME_LIST_MAX. */
  Courses: z.array(recruiterCourseSchema),
  /** Course certificates issued and not revoked. */
  CertificatesIssued: count,
});
export type RecruiterHome = z.infer<typeof recruiterHomeSchema>;

/** The kind of a course's next item: its lesson material, its lesson test or its assignment. */
export const nextItemKinds = ['material', 'test', 'assignment'] as const;

/** A course the learner has not finished, with the item to open next. */
export const continueCourseSchema = z.object({
  CourseID: idValue,
  Title: z.string(),
  /** The course's address (courseURL) and the next item's ({lessonId}-{material|test|assignment}), for the player. */
  CourseUrl: z.string(),
  NextUrl: z.string(),
  NextKind: z.enum(nextItemKinds),
  /** Percent done (0..100). */
  Progress: count,
  Started: z.boolean(),
});

/** A job invitation waiting for the learner's answer, or with an assessment to take before its deadline. */
export const homeInvitationSchema = z.object({
  ID: idValue,
  JobTitle: z.string(),
  CompanyName: z.string(),
  Status: z.string(),
  Deadline: time,
  /** The invitation's assessment can be taken now. */
  AssessmentOpen: z.boolean(),
});

/**
 * GET /api/home/learner: what to do next. Courses to continue (started ones first), tests due (a lesson test that is
 * the next item of a course, an invitation's assessment before its deadline) and job invitations to answer.
 */
export const learnerHomeSchema = z.object({
  /** Unfinished courses with their next item, started ones first (most done first); at most HOME_LIST_MAX. */
  Continue: z.array(continueCourseSchema),
  /** Unfinished courses in all. */
  ContinueCount: count,
  TestsDue: z.object({
    /** Courses whose next item is a lesson test. */
    Lessons: z.array(continueCourseSchema),
    /** Invitations with an assessment to take, the nearest deadline first. */
    Assessments: z.array(homeInvitationSchema),
  }),
  /** Invitations sent or viewed and not answered, deadline not passed, the nearest deadline first. */
  Invitations: z.array(homeInvitationSchema),
  /** Waiting invitations in all (counted up to 2 x HOME_MATCH_SCAN: a learner has a handful). */
  InvitationCount: count,
});
export type LearnerHome = z.infer<typeof learnerHomeSchema>;
