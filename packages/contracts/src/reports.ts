import { z } from 'zod';
import { idField } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { emailField } from './validation.ts';
import { learnerResultRowSchema, questionPerformanceDetailSchema, questionPerformanceSchema } from './assessments.ts';

/*
 * The report hub under /admin/manageReports (reports.view): learner progress per course, end-user-training cohorts,
 * the course funnel per lesson and the mentors' checking. Every report is a paged, sortable list with its filters
 * in the address, a full CSV/XLSX export streamed from a database cursor, and a scheduled e-mail of its filters.
 */

/** Longest period a report accepts (two years, a leap day included). */
export const MAX_REPORT_DAYS = 731;
/** Rows a scheduled mail shows in its body; the full result is attached. */
export const MAIL_ROW_CAP = 50;
/** Most ids one filter takes. */
export const MAX_FILTER_IDS = 200;

const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD').refine((v) => { const d = new Date(`${v}T00:00:00Z`); return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v; }, 'Not a real date');

/** A list of ids in a query: "3,5,8" or repeated (?courseIds=3&courseIds=5). */
export const idListQuery = z
  .preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v.flatMap((x) => String(x).split(',')) : String(v).split(',')).map((s: unknown) => (typeof s === 'string' ? s.trim() : s)).filter((s: unknown) => s !== ''),
    z.array(idField).max(MAX_FILTER_IDS, `At most ${MAX_FILTER_IDS} ids`),
  )
  .default([]);

/** The period of a report: both ends inclusive, from <= to, at most two years. */
const periodFields = { from: dateField.optional(), to: dateField.optional() };
function checkPeriod(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (v.from && v.to) {
    const days = (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end of the period is before its start' });
    // Both ends count: at most MAX_REPORT_DAYS days in all, as the admin dashboard's period.
    else if (days + 1 > MAX_REPORT_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A period is at most two years' });
  }
}

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
const exportFields = { format: z.enum(exportFormats).default('csv') };

// ---------------------------------------------------------------- student progress (and EUT cohorts)

const progressFilterFields = {
  ...periodFields,
  /** Courses to report (at least one course or learner is asked for, as the spec's search button). */
  courseIds: idListQuery,
  userIds: idListQuery,
};
function checkProgress(v: { from?: string; to?: string; courseIds: number[]; userIds: number[] }, ctx: z.RefinementCtx) {
  checkPeriod(v, ctx);
  if (v.courseIds.length === 0 && v.userIds.length === 0) ctx.addIssue({ code: 'custom', path: ['courseIds'], message: 'Choose at least one course or learner' });
}
export const studentProgressFilterSchema = z.object(progressFilterFields).superRefine(checkProgress);
export const studentProgressQuerySchema = listQuerySchema.extend(progressFilterFields).superRefine(checkProgress);
export const studentProgressExportSchema = z.object({ ...progressFilterFields, ...exportFields, term: z.string().max(200).optional(), sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkProgress);
export type StudentProgressFilter = z.infer<typeof studentProgressFilterSchema>;

export const studentProgressRowSchema = z.object({
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  CourseID: z.number().int(),
  CourseTitle: z.string(),
  /** Course status: incomplete | in-progress | completed. */
  Status: z.string(),
  /** Percent of the course done (0..100). */
  Progress: z.number().int(),
  /** Items (material, test, assignment of each lesson) done, of ItemsTotal. */
  ItemsDone: z.number().int(),
  ItemsTotal: z.number().int(),
  /** Lesson tests passed, of those with a test. */
  TestsPassed: z.number().int(),
  TestsTotal: z.number().int(),
  /** Mean of the best percentage of each lesson test taken in this course; null before any. */
  MeanTestScore: z.number().nullable(),
  AssignmentsAccepted: z.number().int(),
  AssignmentsPending: z.number().int(),
  AssignmentsReturned: z.number().int(),
  AssignmentsTotal: z.number().int(),
  /** Last activity in the course (player, submission); null if none. */
  LastActiveOn: z.string().nullable(),
  /** Seconds of material watched plus seconds spent in its tests. */
  TimeSpentSeconds: z.number().int(),
  AdmittedOn: z.string(),
});
export type StudentProgressRow = z.infer<typeof studentProgressRowSchema>;

/** EUT: learners of one or more companies (matched by their e-mail domain to the company's registered domain). */
const eutFilterFields = { ...periodFields, companyIds: idListQuery, courseIds: idListQuery };
function checkEut(v: { from?: string; to?: string; companyIds: number[] }, ctx: z.RefinementCtx) {
  checkPeriod(v, ctx);
  if (v.companyIds.length === 0) ctx.addIssue({ code: 'custom', path: ['companyIds'], message: 'Choose at least one company' });
}
export const eutFilterSchema = z.object(eutFilterFields).superRefine(checkEut);
export const eutQuerySchema = listQuerySchema.extend(eutFilterFields).superRefine(checkEut);
export const eutExportSchema = z.object({ ...eutFilterFields, ...exportFields, term: z.string().max(200).optional(), sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkEut);
export const eutRowSchema = studentProgressRowSchema.extend({ CompanyID: z.number().int(), CompanyName: z.string() });
export type EutRow = z.infer<typeof eutRowSchema>;
export const eutSummarySchema = z.array(
  z.object({
    CompanyID: z.number().int(),
    CompanyName: z.string(),
    Learners: z.number().int(),
    Enrolments: z.number().int(),
    Completed: z.number().int(),
    MeanProgress: z.number().nullable(),
  }),
);

// ---------------------------------------------------------------- course funnel

const funnelFilterFields = { ...periodFields, courseId: idField };
export const courseFunnelFilterSchema = z.object(funnelFilterFields).superRefine(checkPeriod);
export const courseFunnelQuerySchema = listQuerySchema.extend(funnelFilterFields).superRefine(checkPeriod);
export const courseFunnelExportSchema = z.object({ ...funnelFilterFields, ...exportFields, sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkPeriod);
/** Days without activity after which a learner who stopped at a lesson counts as dropped there. */
export const DROPPED_AFTER_DAYS = 14;
export const courseFunnelRowSchema = z.object({
  LessonID: z.number().int(),
  /** 1 for the first lesson. */
  Position: z.number().int(),
  LessonTitle: z.string(),
  /** Learners (admitted in the period) who opened the lesson. */
  Reached: z.number().int(),
  /** Of them, those who finished it (material watched, test passed, assignment submitted, where the lesson has them). */
  Completed: z.number().int(),
  /** Reached it, did not finish it, reached no later lesson, and have been inactive for DROPPED_AFTER_DAYS days. */
  Dropped: z.number().int(),
});
export type CourseFunnelRow = z.infer<typeof courseFunnelRowSchema>;

// ---------------------------------------------------------------- mentor checking

const mentorFilterFields = { ...periodFields, mentorIds: idListQuery, courseIds: idListQuery };
export const mentorFilterSchema = z.object(mentorFilterFields).superRefine(checkPeriod);
export const mentorQuerySchema = listQuerySchema.extend(mentorFilterFields).superRefine(checkPeriod);
export const mentorExportSchema = z.object({ ...mentorFilterFields, ...exportFields, sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkPeriod);
export const mentorRowSchema = z.object({
  MentorID: z.number().int(),
  MentorName: z.string(),
  /** Monday of the ISO week (YYYY-MM-DD, UTC). */
  Week: z.string(),
  /** Submissions the mentor accepted or returned that week. */
  Checked: z.number().int(),
  Accepted: z.number().int(),
  Returned: z.number().int(),
  /** Median hours from submission to decision. */
  MedianHoursToCheck: z.number(),
});
export type MentorRow = z.infer<typeof mentorRowSchema>;

// ---------------------------------------------------------------- test results (TestAndAssignmentReports in the hub)

/** The assessment engine's per learner and test results, with the hub's export and schedule: one test, one learner, or all. */
const testResultsFilterFields = { testId: idField.optional(), userId: idField.optional() };
export const testResultsFilterSchema = z.object(testResultsFilterFields);
export const testResultsQuerySchema = listQuerySchema.extend(testResultsFilterFields);
export const testResultsExportSchema = z.object({ ...testResultsFilterFields, ...exportFields, term: z.string().max(200).optional(), sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc });
export const testResultRowSchema = learnerResultRowSchema;
export type TestResultRow = z.infer<typeof testResultRowSchema>;

// ---------------------------------------------------------------- question performance (TestQuestionsPerformanceReport and its Details)

/**
 * A question's standing in the item analysis: defective (enough responses and a flag), sound (enough responses,
 * no flag) or fewResponses (too few responses to judge).
 */
export const questionFlags = ['defective', 'sound', 'fewResponses'] as const;
export type QuestionFlag = (typeof questionFlags)[number];
/** The item analysis of one test's questions over the attempts submitted in the period (both ends inclusive, UTC days). */
const questionPerformanceFilterFields = { ...periodFields, testId: idField, flag: z.enum(questionFlags).optional() };
export const questionPerformanceFilterSchema = z.object(questionPerformanceFilterFields).superRefine(checkPeriod);
export const questionPerformanceQuerySchema = listQuerySchema.extend(questionPerformanceFilterFields).superRefine(checkPeriod);
export const questionPerformanceExportSchema = z.object({ ...questionPerformanceFilterFields, ...exportFields, term: z.string().max(200).optional(), sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkPeriod);
export const questionPerformanceRowSchema = questionPerformanceSchema.extend({ Flag: z.enum(questionFlags) });
export type QuestionPerformanceRow = z.infer<typeof questionPerformanceRowSchema>;
/** The test's submitted attempts in the period (the viewer's scope): how many, by how many learners, mean percentage, pass rate (0..1). */
export const questionPerformanceSummarySchema = z.object({
  TestID: z.number().int(),
  Attempts: z.number().int(),
  Learners: z.number().int(),
  MeanPercentage: z.number().nullable(),
  PassRate: z.number().nullable(),
});

/** How a response to the question went: answered right, answered wrong, or left unanswered. */
export const questionOutcomes = ['correct', 'wrong', 'unanswered'] as const;
/** The responses to one question of a test (who answered what), over the attempts submitted in the period. */
const questionResponsesFilterFields = { ...periodFields, testId: idField, questionId: idField, outcome: z.enum(questionOutcomes).optional() };
export const questionResponsesFilterSchema = z.object(questionResponsesFilterFields).superRefine(checkPeriod);
export const questionResponsesQuerySchema = listQuerySchema.extend(questionResponsesFilterFields).superRefine(checkPeriod);
export const questionResponsesExportSchema = z.object({ ...questionResponsesFilterFields, ...exportFields, term: z.string().max(200).optional(), sortBy: listQuerySchema.shape.sortBy, sortDesc: listQuerySchema.shape.sortDesc }).superRefine(checkPeriod);
export const questionResponseRowSchema = z.object({
  AttemptID: z.number().int(),
  UserID: z.number().int(),
  UserName: z.string(),
  Email: z.string(),
  AttemptNo: z.number().int(),
  SubmittedOn: z.string(),
  /** The answer in words (option texts as the attempt showed them, or the value); '' when unanswered. */
  Answer: z.string(),
  Answered: z.boolean(),
  Correct: z.boolean(),
  Awarded: z.number().nullable(),
  /** Seconds the question was the active one, to a tenth. */
  TimeSeconds: z.number(),
  /** The attempt's percentage. */
  Percentage: z.number().nullable(),
});
export type QuestionResponseRow = z.infer<typeof questionResponseRowSchema>;
/** The question's figures and option choices over the same attempts. */
export const questionResponsesSummarySchema = questionPerformanceDetailSchema;

// ---------------------------------------------------------------- pickers

export const optionsQuerySchema = z.object({ term: z.string().max(100).optional() });
export const optionSchema = z.object({ value: z.number().int(), label: z.string() });
export const optionsSchema = z.array(optionSchema);

// ---------------------------------------------------------------- schedules

export const scheduledReports = ['studentProgress', 'eutProgress', 'courseFunnel', 'mentorChecking', 'testResults', 'questionPerformance', 'questionResponses'] as const;
export type ScheduledReport = (typeof scheduledReports)[number];
export const scheduleFrequencies = ['daily', 'weekly'] as const;

/** Filters of a schedule: those of the report, without paging. */
export const scheduleFiltersSchema = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.number().int())]));

export const newScheduleBodySchema = z.object({
  Report: z.enum(scheduledReports),
  Filters: scheduleFiltersSchema,
  Frequency: z.enum(scheduleFrequencies),
  /** Hour of day (UTC) the mail goes out. */
  Hour: z.number().int().min(0).max(23),
  /** weekly: 1 Monday .. 7 Sunday. */
  Weekday: z.number().int().min(1).max(7).nullable().default(null),
  Format: z.enum(exportFormats).default('xlsx'),
  /** Staff addresses (academy staff accounts only). */
  Recipients: z.array(emailField).min(1, 'Add at least one recipient').max(20, 'At most 20 recipients'),
});
export type NewScheduleBody = z.infer<typeof newScheduleBodySchema>;
export const scheduleSchema = z.object({
  ID: z.number().int(),
  Report: z.enum(scheduledReports),
  Filters: z.record(z.string(), z.unknown()),
  Frequency: z.enum(scheduleFrequencies),
  Hour: z.number().int(),
  Weekday: z.number().int().nullable(),
  Format: z.enum(exportFormats),
  Recipients: z.array(z.string()),
  CreatedByName: z.string(),
  NextRunOn: z.string(),
  LastRunOn: z.string().nullable(),
});
export type Schedule = z.infer<typeof scheduleSchema>;
export const scheduleParamSchema = z.object({ id: idField });
export const scheduleRunSchema = z.object({ ID: z.number().int(), Queued: z.boolean() });
