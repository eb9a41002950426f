import { z } from 'zod';
import { learnerProgressSchema, progressStatuses, submissionStatuses } from './courses.ts';
import { listQuerySchema } from './list.ts';
import { idField, idValue } from './ids.ts';

/**
 * Admissions officer's views over the learning core: learners with their courses (Manage Student), courses with
 * their learners' progress (Manage Course(s), course profile), and one learner's records in a course.
 */

const id = idValue;
const optionalId = idField.optional();

// ---------------------------------------------------------------- learners (Manage Student)

/** One course of a learner as Manage Student lists it. */
export const studentCourseSchema = z.object({
  AdmissionID: id.describe('admission (SubsID)'),
  CourseID: id,
  CourseName: z.string(),
  ProgressStatus: z.enum(progressStatuses),
  Progress: z.number().int().describe('percent'),
  AdmittedOn: z.string(),
  /** Latest of admission, lesson progress and assignment submission in this course. */
  LastActivity: z.string(),
  /** Whether a certificate was issued for this course (revoked ones included). */
  HasCertificate: z.boolean(),
});
export type StudentCourse = z.infer<typeof studentCourseSchema>;

/** A learner admitted to at least one course, with figures over their courses. */
export const studentRowSchema = z.object({
  UserID: id,
  UserName: z.string(),
  Email: z.string(),
  Contact: z.string(),
  CourseCount: z.number().int(),
  /** Mean progress over the learner's courses, percent rounded down. */
  AverageProgress: z.number().int(),
  CompletedCount: z.number().int(),
  InProgressCount: z.number().int(),
  CertificateCount: z.number().int(),
  LastActivity: z.string(),
  /** Newest admission first. */
  Courses: z.array(studentCourseSchema),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const studentsQuerySchema = listQuerySchema.extend({
  /** Only learners admitted to this course (their other courses are still listed). */
  courseId: optionalId,
});

// ---------------------------------------------------------------- courses (Manage Course(s), course profile)

/** Figures of one course over its admissions and certificates. */
export const courseSummarySchema = z.object({
  CourseID: id,
  Title: z.string(),
  Url: z.string(),
  Status: z.enum(['draft', 'published']),
  LessonCount: z.number().int(),
  /** Learners admitted. */
  Learners: z.number().int(),
  NotStarted: z.number().int(),
  InProgress: z.number().int(),
  Completed: z.number().int(),
  /** Mean progress of the admitted learners, percent rounded down (0 without learners). */
  AverageProgress: z.number().int(),
  /** Certificates issued, revoked ones included. */
  CertificatesIssued: z.number().int(),
  CertificatesRevoked: z.number().int(),
  CreatedOn: z.string(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseSummariesQuerySchema = listQuerySchema.extend({ status: z.enum(['draft', 'published']).optional() });
export const courseSummaryParamSchema = z.object({ courseId: idField });

// ---------------------------------------------------------------- one learner in one course

/** A closed attempt of a lesson test. */
export const testResultSchema = z.object({
  ID: id,
  AttemptNo: z.number().int(),
  Score: z.number().nullable(),
  MaxScore: z.number(),
  Percentage: z.number().nullable(),
  Passed: z.boolean().nullable(),
  SubmittedOn: z.string().nullable(),
});

/** A submission of a lesson assignment (staff view: status, score, dates). */
export const submissionRecordSchema = z.object({
  ID: id,
  AttemptNo: z.number().int(),
  Status: z.enum(submissionStatuses),
  Score: z.number().int().nullable(),
  MaxScore: z.number().int().nullable(),
  Feedback: z.string().nullable(),
  CreatedOn: z.string(),
  DecidedOn: z.string().nullable(),
});

/** What the learner did in one lesson beyond the content entries: test attempts and assignment submissions. */
export const lessonRecordSchema = z.object({
  LessonID: id,
  TestID: id.nullable(),
  TestResults: z.array(testResultSchema),
  AssignmentID: id.nullable(),
  /** Newest first. */
  Submissions: z.array(submissionRecordSchema),
});
export type LessonRecord = z.infer<typeof lessonRecordSchema>;

/** GET /admin/AdmissionStuDetails/{SubsID}/{UserID}: the admission, the content with locks, and per-lesson records. */
export const admissionDetailSchema = learnerProgressSchema.extend({
  Records: z.array(lessonRecordSchema),
});
export type AdmissionDetail = z.infer<typeof admissionDetailSchema>;
