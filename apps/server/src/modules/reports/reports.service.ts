import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { ListQuery, Page } from '@app/contracts/list';
import type { CsvValue } from '@app/contracts/csv';
import {
  MAIL_ROW_CAP, courseFunnelFilterSchema, eutFilterSchema, mentorFilterSchema, questionPerformanceFilterSchema, questionResponsesFilterSchema,
  type questionPerformanceSummarySchema, type questionResponsesSummarySchema, studentProgressFilterSchema, testResultsFilterSchema,
  type CourseFunnelRow, type EutRow, type ExportFormat, type MentorRow, type NewScheduleBody, type QuestionPerformanceRow, type QuestionResponseRow,
  type Schedule, type ScheduledReport, type StudentProgressRow, type TestResultRow,
} from '@app/contracts/reports';
import type { AuthContext } from '../../platform/auth/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.ts';
import { csvStream } from '../../platform/http/csv.ts';
import { newFileKey } from '../../platform/storage/file-storage.ts';
import type { CourseReportsService } from '../courses/course-reports.service.ts';
import type { CourseTestStatsService } from '../assessments/course-test-stats.service.ts';
import type { CompanyCohortsService } from '../jobs/company-cohorts.service.ts';
import * as schedulesRepo from './report-schedules.repository.ts';

type Viewer = Pick<AuthContext, 'userId' | 'role'>;
type Scope = number[] | undefined;
type Sort = Pick<ListQuery, 'sortBy' | 'sortDesc' | 'term'>;
/** A column of an export and of a mail's table; `value` when the cell is not the field as it is (a list, a flag in words). */
type Column<T> = { key: keyof T & string; label: string; value?: (row: T) => unknown };
const cellOf = <T>(c: Column<T>, row: T): unknown => (c.value ? c.value(row) : row[c.key]);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

const progressColumns: Column<StudentProgressRow>[] = [
  { key: 'UserName', label: 'Learner' }, { key: 'Email', label: 'Email' }, { key: 'CourseTitle', label: 'Course' }, { key: 'Status', label: 'Status' },
  { key: 'Progress', label: 'Progress %' }, { key: 'ItemsDone', label: 'Items done' }, { key: 'ItemsTotal', label: 'Items' },
  { key: 'TestsPassed', label: 'Tests passed' }, { key: 'TestsTotal', label: 'Tests' }, { key: 'MeanTestScore', label: 'Mean test score %' },
  { key: 'AssignmentsAccepted', label: 'Assignments accepted' }, { key: 'AssignmentsPending', label: 'Assignments waiting' },
  { key: 'AssignmentsReturned', label: 'Assignments returned' }, { key: 'AssignmentsTotal', label: 'Assignments' },
  { key: 'LastActiveOn', label: 'Last active' }, { key: 'TimeSpentSeconds', label: 'Time spent (s)' }, { key: 'AdmittedOn', label: 'Admitted on' },
];
const eutColumns: Column<EutRow>[] = [{ key: 'CompanyName', label: 'Company' }, ...(progressColumns as Column<EutRow>[])];
const funnelColumns: Column<CourseFunnelRow>[] = [
  { key: 'Position', label: 'Lesson #' }, { key: 'LessonTitle', label: 'Lesson' }, { key: 'Reached', label: 'Reached' },
  { key: 'Completed', label: 'Completed' }, { key: 'Dropped', label: 'Dropped' },
];
const mentorColumns: Column<MentorRow>[] = [
  { key: 'MentorName', label: 'Mentor' }, { key: 'Week', label: 'Week of' }, { key: 'Checked', label: 'Checked' },
  { key: 'Accepted', label: 'Accepted' }, { key: 'Returned', label: 'Returned' }, { key: 'MedianHoursToCheck', label: 'Median hours to check' },
];

const testResultColumns: Column<TestResultRow>[] = [
  { key: 'UserName', label: 'Learner' }, { key: 'Email', label: 'Email' }, { key: 'TestTitle', label: 'Test' }, { key: 'Attempts', label: 'Attempts' },
  { key: 'BestScore', label: 'Best score' }, { key: 'BestPercentage', label: 'Best %' }, { key: 'Passed', label: 'Passed' }, { key: 'LastAttemptOn', label: 'Last attempt' },
];
const questionPerformanceColumns: Column<QuestionPerformanceRow>[] = [
  { key: 'QuestionID', label: 'Question ID' }, { key: 'Text', label: 'Question' }, { key: 'Type', label: 'Type' }, { key: 'Responses', label: 'Responses' },
  { key: 'Answered', label: 'Answered' }, { key: 'CorrectCount', label: 'Correct' }, { key: 'Facility', label: 'Facility' },
  { key: 'Discrimination', label: 'Discrimination' }, { key: 'MeanTimeSeconds', label: 'Mean time (s)' },
  { key: 'Flag', label: 'Flag', value: (r) => (r.Flag === 'fewResponses' ? `not enough responses (${r.Responses} of ${r.MinResponses})` : r.Flag) },
  { key: 'DefectReasons', label: 'Reasons', value: (r) => r.DefectReasons.join(' | ') },
];
const questionResponseColumns: Column<QuestionResponseRow>[] = [
  { key: 'UserName', label: 'Learner' }, { key: 'Email', label: 'Email' }, { key: 'AttemptNo', label: 'Attempt' }, { key: 'SubmittedOn', label: 'Submitted' },
  { key: 'Answer', label: 'Answer' }, { key: 'Answered', label: 'Answered' }, { key: 'Correct', label: 'Correct' }, { key: 'Awarded', label: 'Marks awarded' },
  { key: 'TimeSeconds', label: 'Time (s)' }, { key: 'Percentage', label: 'Attempt %' },
];

/** Rows of the test results read per database page when exporting. */
const TEST_RESULTS_BATCH = 500;

export const reportTitles: Record<ScheduledReport, string> = {
  studentProgress: 'Student progress report',
  eutProgress: 'EUT student progress report',
  courseFunnel: 'Course report (lesson funnel)',
  mentorChecking: 'Mentor report (checking)',
  testResults: 'Test and assignment report (test results)',
  questionPerformance: 'Test questions performance report',
  questionResponses: 'Test question performance details (responses)',
};

/** A report ready to page, count and read in full, with its columns. */
type Runnable<T> = { page(q: ListQuery): Promise<Page<T>>; count(term?: string): Promise<number>; rows(q: Sort): AsyncIterable<T[]>; columns: Column<T>[] };

export type ReportsHubService = ReturnType<typeof createReportsHubService>;

/**
 * The report hub: the learning reports of the courses module completed with the assessment engine's test figures
 * and the companies of the jobs module (EUT cohorts); exports streamed from the database; schedules mailed through
 * the job queue. Modules are reached only through their services.
 */
export function createReportsHubService(
  ctx: AppContext,
  deps: {
    courseReports: CourseReportsService;
    testStats: CourseTestStatsService;
    cohorts: CompanyCohortsService;
    /** The viewer's courses (undefined: all), from the courses module. */
    scopeOf: (viewer: Viewer) => Promise<Scope>;
    /** The active account of an address that may read reports (reports.view), or null. */
    reportReader: (email: string) => Promise<Viewer | null>;
    /** The current role of an active account that may read reports (a schedule runs as its maker is today), or null. */
    currentReader: (userId: number) => Promise<Viewer | null>;
    /** The assessment engine's per learner and test results (paged and sorted in the database), within a scope. */
    testResults: (q: ListQuery & { testId?: number; userId?: number }, scope: Scope) => Promise<Page<TestResultRow>>;
    /** The assessment engine's item analysis of a test's questions, and the responses to one question, as reports (404 for a missing test). */
    questionPerformance: (f: z.output<typeof questionPerformanceFilterSchema>, scope: Scope) => Promise<Omit<Runnable<QuestionPerformanceRow>, 'columns'>>;
    questionResponses: (f: z.output<typeof questionResponsesFilterSchema>, scope: Scope) => Promise<Omit<Runnable<QuestionResponseRow>, 'columns'>>;
    /** The figures above the two: the test's attempts in the period, and one question's figures with its option choices. */
    questionPerformanceSummary: (f: z.output<typeof questionPerformanceFilterSchema>, scope: Scope) => Promise<z.output<typeof questionPerformanceSummarySchema>>;
    questionResponsesSummary: (f: z.output<typeof questionResponsesFilterSchema>, scope: Scope) => Promise<z.output<typeof questionResponsesSummarySchema>>;
  },
) {
  /**
   * Who may receive a schedule's mail: an active account holding reports.view that sees at least what the maker sees:
   * the maker themself, or someone whose report scope is every course. (A recruiter, or a mentor of other courses, never.)
   */
  async function mayReceive(maker: Viewer, email: string): Promise<boolean> {
    const reader = await deps.reportReader(email);
    if (!reader) return false;
    return reader.userId === maker.userId || (await deps.scopeOf(reader)) === undefined;
  }

  // Queues the mail of a schedule; set by the background jobs once the queue exists.
  let enqueueRun: ((scheduleId: number, runKey: string) => Promise<unknown>) | undefined;
  /** Adds the test figures (mean best score, time in tests) to rows of the progress report. */
  async function withTests<T extends StudentProgressRow>(rows: T[]): Promise<T[]> {
    const stats = await deps.testStats.forPairs(rows.map((r) => ({ userId: r.UserID, courseId: r.CourseID })));
    const by = new Map(stats.map((s) => [`${s.userId}:${s.courseId}`, s]));
    return rows.map((r) => {
      const s = by.get(`${r.UserID}:${r.CourseID}`);
      return { ...r, MeanTestScore: s?.meanBest ?? null, TimeSpentSeconds: r.TimeSpentSeconds + (s?.seconds ?? 0) };
    });
  }
  function enriched<T extends StudentProgressRow>(base: { page<U>(q: ListQuery): Promise<Page<U>>; count(term?: string): Promise<number>; rows<U>(q: Sort): AsyncIterable<U[]> }, map: (r: T) => T = (r) => r) {
    return {
      async page(q: ListQuery) {
        const p = await base.page<T>(q);
        return { ...p, items: (await withTests(p.items)).map(map) };
      },
      count: (term?: string) => base.count(term),
      async *rows(q: Sort) {
        for await (const batch of base.rows<T>(q)) yield (await withTests(batch)).map(map);
      },
    };
  }

  async function studentProgress(viewer: Viewer, f: z.output<typeof studentProgressFilterSchema>): Promise<Runnable<StudentProgressRow>> {
    const scope = await deps.scopeOf(viewer);
    return { ...enriched<StudentProgressRow>(deps.courseReports.studentProgress(f, scope)), columns: progressColumns };
  }

  async function eutProgress(viewer: Viewer, f: z.output<typeof eutFilterSchema>): Promise<Runnable<EutRow> & { cohorts: { id: number; name: string; domain: string }[] }> {
    const scope = await deps.scopeOf(viewer);
    const cohorts = await deps.cohorts.cohorts(f.companyIds);
    if (cohorts.length !== new Set(f.companyIds).size) throw notFound('Company');
    const byDomain = new Map(cohorts.map((c) => [c.domain, c]));
    const base = deps.courseReports.studentProgress({ ...f, userIds: [], emailDomains: [...byDomain.keys()] }, scope);
    const withCompany = (r: EutRow & { EmailDomain?: string }): EutRow => {
      const c = byDomain.get(r.EmailDomain ?? r.Email.split('@')[1]?.toLowerCase() ?? '');
      return { ...r, CompanyID: c?.id ?? 0, CompanyName: c?.name ?? '' };
    };
    return { ...enriched<EutRow>(base, withCompany), columns: eutColumns, cohorts };
  }

  async function courseFunnel(viewer: Viewer, f: z.output<typeof courseFunnelFilterSchema>): Promise<Runnable<CourseFunnelRow>> {
    const scope = await deps.scopeOf(viewer);
    // A course outside the viewer's courses is "not found", as any record that is not theirs.
    if (!(await deps.courseReports.courseInScope(f.courseId, scope))) throw notFound('Course');
    const r = deps.courseReports.courseFunnel(f, scope);
    return { page: (q) => r.page<CourseFunnelRow>(q), count: r.count, rows: (q) => r.rows<CourseFunnelRow>(q), columns: funnelColumns };
  }

  async function mentorChecking(viewer: Viewer, f: z.output<typeof mentorFilterSchema>): Promise<Runnable<MentorRow>> {
    const scope = await deps.scopeOf(viewer);
    const r = deps.courseReports.mentorChecking(f, scope);
    return { page: (q) => r.page<MentorRow>(q), count: r.count, rows: (q) => r.rows<MentorRow>(q), columns: mentorColumns };
  }

  /**
   * TestAndAssignmentReports: the assessment engine's results with the hub's export and schedule. Exports read the
   * result page by page from the database (TEST_RESULTS_BATCH rows each), never the whole result at once.
   */
  async function testResults(viewer: Viewer, f: z.output<typeof testResultsFilterSchema>): Promise<Runnable<TestResultRow>> {
    const scope = await deps.scopeOf(viewer);
    const filters = { testId: f.testId, userId: f.userId };
    return {
      page: (q) => deps.testResults({ ...q, ...filters }, scope),
      count: async (term) => (await deps.testResults({ pageIndex: 0, pageSize: 1, sortDesc: false, term, ...filters }, scope)).total,
      async *rows(q) {
        for (let pageIndex = 0; ; pageIndex++) {
          const p = await deps.testResults({ ...q, pageIndex, pageSize: TEST_RESULTS_BATCH, ...filters }, scope);
          // A page index past the end answers the first page again (the list rule): stop at the last page.
          if (pageIndex >= p.pageCount || p.items.length === 0) return;
          yield p.items;
          if (pageIndex + 1 >= p.pageCount) return;
        }
      },
      columns: testResultColumns,
    };
  }

  /** TestQuestionsPerformanceReport: the item analysis of one test's questions in a period (the viewer's scope). */
  async function questionPerformance(viewer: Viewer, f: z.output<typeof questionPerformanceFilterSchema>): Promise<Runnable<QuestionPerformanceRow>> {
    return { ...(await deps.questionPerformance(f, await deps.scopeOf(viewer))), columns: questionPerformanceColumns };
  }

  /** TestQuestionsPerformanceReportDetails: who answered one question of a test, what, and whether it was right. */
  async function questionResponses(viewer: Viewer, f: z.output<typeof questionResponsesFilterSchema>): Promise<Runnable<QuestionResponseRow>> {
    return { ...(await deps.questionResponses(f, await deps.scopeOf(viewer))), columns: questionResponseColumns };
  }

  /** A scheduled report's runnable from its stored filters (checked again: a schedule outlives the rules it was made under). */
  async function runnableOf(report: ScheduledReport, filters: Record<string, unknown>, viewer: Viewer): Promise<Runnable<Record<string, unknown>>> {
    const parse = <S extends z.ZodType>(schema: S) => {
      const r = schema.safeParse(filters);
      if (!r.success) throw badRequest(`The filters of the report are not valid: ${r.error.issues.map((i) => i.message).join('; ')}`);
      return r.data as z.output<S>;
    };
    switch (report) {
      case 'studentProgress':
        return (await studentProgress(viewer, parse(studentProgressFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'eutProgress':
        return (await eutProgress(viewer, parse(eutFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'courseFunnel':
        return (await courseFunnel(viewer, parse(courseFunnelFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'mentorChecking':
        return (await mentorChecking(viewer, parse(mentorFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'testResults':
        return (await testResults(viewer, parse(testResultsFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'questionPerformance':
        return (await questionPerformance(viewer, parse(questionPerformanceFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
      case 'questionResponses':
        return (await questionResponses(viewer, parse(questionResponsesFilterSchema))) as unknown as Runnable<Record<string, unknown>>;
    }
  }

  return {
    studentProgress,
    eutProgress,
    courseFunnel,
    mentorChecking,
    testResults,
    questionPerformance,
    questionResponses,
    questionPerformanceSummary: async (viewer: Viewer, f: z.output<typeof questionPerformanceFilterSchema>) => deps.questionPerformanceSummary(f, await deps.scopeOf(viewer)),
    questionResponsesSummary: async (viewer: Viewer, f: z.output<typeof questionResponsesFilterSchema>) => deps.questionResponsesSummary(f, await deps.scopeOf(viewer)),
    /**
     * EUT cohort summary per company: learners, admissions, completed ones and mean progress of the company's staff
     * in the report, totalled in the database per e-mail domain (a domain shared by two companies counts for the
     * company the report's rows name, as in the rows).
     */
    async eutSummary(viewer: Viewer, f: z.output<typeof eutFilterSchema>) {
      const scope = await deps.scopeOf(viewer);
      const cohorts = await deps.cohorts.cohorts(f.companyIds);
      if (cohorts.length !== new Set(f.companyIds).size) throw notFound('Company');
      const byDomain = new Map(cohorts.map((c) => [c.domain, c]));
      const totals = new Map((await deps.courseReports.progressByDomain({ ...f, userIds: [], emailDomains: [...byDomain.keys()] }, scope)).map((t) => [t.domain, t]));
      return cohorts.map((c) => {
        const t = byDomain.get(c.domain) === c ? totals.get(c.domain) : undefined;
        return {
          CompanyID: c.id, CompanyName: c.name, Learners: t?.learners ?? 0, Enrolments: t?.enrolments ?? 0, Completed: t?.completed ?? 0,
          MeanProgress: t?.enrolments ? Number(t.meanProgress) : null,
        };
      });
    },
    courseOptions: async (viewer: Viewer, term?: string) => deps.courseReports.courseOptions(term, await deps.scopeOf(viewer)),
    learnerOptions: async (viewer: Viewer, term?: string) => deps.courseReports.learnerOptions(term, await deps.scopeOf(viewer)),
    mentorOptions: async (viewer: Viewer) => deps.courseReports.mentorOptions(await deps.scopeOf(viewer)),
    companyOptions: (term?: string) => deps.cohorts.options(term),

    /** The whole result as a CSV or XLSX stream, read from the database batch by batch. */
    exportOf<T>(r: Runnable<T>, format: ExportFormat, sort: Sort, sheetName: string): Readable {
      return exportStream(r.columns, r.rows(sort), format, sheetName);
    },

    // ------------------------------------------------------------ schedules
    async listSchedules(viewer: Viewer): Promise<Schedule[]> {
      const all = ['Admin', 'SuperAdmin'].includes(viewer.role);
      return (await schedulesRepo.list(ctx.db, all ? undefined : viewer.userId)).map(schedulesRepo.toApi);
    },
    async createSchedule(viewer: Viewer & { name: string }, body: NewScheduleBody): Promise<Schedule> {
      if (body.Frequency === 'weekly' && !body.Weekday) throw badRequest('Choose the weekday of a weekly report', 'Weekday');
      for (const [i, to] of body.Recipients.entries()) {
        if (!(await mayReceive(viewer, to))) {
          throw badRequest(`${to} cannot receive this report: send it to yourself or to an administrator who sees every course`, `Recipients.${i}`);
        }
      }
      // The filters must make a valid report for the maker now (bad periods and choices answer 400, others' courses 404).
      const r = await runnableOf(body.Report, body.Filters, viewer);
      await r.count();
      const row = await schedulesRepo.create(ctx.db, {
        report: body.Report, filters: body.Filters, frequency: body.Frequency, hour: body.Hour,
        weekday: body.Frequency === 'weekly' ? body.Weekday : null, format: body.Format,
        recipients: [...new Set(body.Recipients)], createdBy: viewer.userId, createdByName: viewer.name, createdByRole: viewer.role,
        nextRunOn: schedulesRepo.nextRun(ctx.now(), body.Frequency, body.Hour, body.Weekday),
      });
      return schedulesRepo.toApi(row);
    },
    async deleteSchedule(viewer: Viewer, id: number) {
      const all = ['Admin', 'SuperAdmin'].includes(viewer.role);
      if (!(await schedulesRepo.remove(ctx.db, id, all ? undefined : viewer.userId))) throw notFound('Scheduled report');
      return { ID: id };
    },
    async runScheduleNow(viewer: Viewer, id: number) {
      const all = ['Admin', 'SuperAdmin'].includes(viewer.role);
      const row = await schedulesRepo.find(ctx.db, id, all ? undefined : viewer.userId);
      if (!row) throw notFound('Scheduled report');
      const send = enqueueRun;
      if (!send) throw new AppError('UNAVAILABLE', 'The job queue is not running');
      await send(row.id, `now-${ctx.now().getTime()}`);
      return { ID: row.id, Queued: true };
    },
    /** Connects the job queue (background-jobs.ts). */
    useQueue(send: (scheduleId: number, runKey: string) => Promise<unknown>) {
      enqueueRun = send;
    },
    /** Moves due schedules on and returns them (the periodic job queues one mail job each). */
    claimDue: () => schedulesRepo.claimDue(ctx.db, ctx.now()),

    /**
     * Mails a schedule's report: the first MAIL_ROW_CAP rows in the body ("first N of M rows" when capped) and the
     * full export attached (written to file storage as it streams, then attached at delivery).
     */
    async mailSchedule(scheduleId: number, runKey: string, rowCap = MAIL_ROW_CAP) {
      const row = await schedulesRepo.find(ctx.db, scheduleId);
      if (!row) return { skipped: 'gone' };
      // The maker as they are today: gone, switched off or without reports.view, the schedule no longer runs.
      const viewer = await deps.currentReader(row.createdBy);
      if (!viewer) return { skipped: 'maker may no longer read reports' };
      const recipients: string[] = [];
      for (const to of row.recipients) if (await mayReceive(viewer, to)) recipients.push(to);
      if (!recipients.length) return { skipped: 'no recipient may receive it any more' };
      const report = row.report as ScheduledReport;
      const r = await runnableOf(report, row.filters, viewer);
      const total = await r.count();
      const first: Record<string, unknown>[] = [];
      for await (const batch of r.rows({ sortDesc: false })) {
        first.push(...batch.slice(0, rowCap - first.length));
        if (first.length >= rowCap) break;
      }
      const format = row.format as ExportFormat;
      const date = ctx.now().toISOString().slice(0, 10);
      const filename = `${report}-${date}.${format}`;
      const key = newFileKey('report-exports', ctx.now());
      await ctx.storage.put(key, exportStream(r.columns, r.rows({ sortDesc: false }), format, reportTitles[report]), { contentType: format === 'xlsx' ? XLSX_TYPE : CSV_TYPE });
      const title = reportTitles[report];
      const cap = total > first.length ? `First ${first.length} of ${total} rows; the full report is attached.` : `All ${total} rows; the report is attached.`;
      const filterText = Object.entries(row.filters).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`).join('; ') || 'none';
      const text = [
        `${title} (${row.frequency}), ${date}`,
        `Filters: ${filterText}`,
        cap,
        '',
        r.columns.map((c) => c.label).join(' | '),
        ...first.map((x) => r.columns.map((c) => cell(cellOf(c, x))).join(' | ')),
      ].join('\n');
      const html = `<p><strong>${esc(title)}</strong> (${esc(row.frequency)}), ${esc(date)}</p><p>Filters: ${esc(filterText)}</p><p>${esc(cap)}</p>` +
        `<table border="1" cellpadding="4" cellspacing="0"><thead><tr>${r.columns.map((c) => `<th>${esc(c.label)}</th>`).join('')}</tr></thead><tbody>` +
        first.map((x) => `<tr>${r.columns.map((c) => `<td>${esc(cell(cellOf(c, x)))}</td>`).join('')}</tr>`).join('') + '</tbody></table>';
      for (const to of recipients) {
        await ctx.mailer.enqueue({
          to, subject: `${title}: ${total} rows`, text, html, idempotencyKey: `report-schedule:${row.id}:${runKey}:${to}`,
          attachments: [{ filename, contentType: format === 'xlsx' ? XLSX_TYPE : CSV_TYPE, key }],
        });
      }
      await schedulesRepo.markRun(ctx.db, row.id, ctx.now());
      return { total, shown: first.length, recipients: recipients.length };
    },
  };
}

function cell(v: unknown): string {
  return v === null || v === undefined ? '' : String(v);
}
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** CSV (the product's one format, formula escaping included) or XLSX (exceljs's streaming writer) of batches. */
export function exportStream<T>(columns: Column<T>[], batches: AsyncIterable<T[]>, format: ExportFormat, sheetName: string): Readable {
  if (format === 'csv') {
    return csvStream(
      columns.map((c) => c.label),
      (async function* () {
        for await (const rows of batches) yield rows.map((r) => columns.map((c) => (cellOf(c, r) ?? '') as CsvValue));
      })(),
    );
  }
  const out = new PassThrough();
  void (async () => {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = wb.addWorksheet(sheetName.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
    ws.columns = columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, c.label.length + 2) }));
    ws.getRow(1).font = { bold: true };
    ws.getRow(1).commit();
    for await (const rows of batches) {
      for (const r of rows) ws.addRow(columns.map((c) => cellOf(c, r) ?? null)).commit();
    }
    ws.commit();
    await wb.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

/** The queue job that mails one scheduled report. */
export const REPORT_MAIL_JOB = 'report-mail';

/** Every minute: due schedules are moved on and one mail job is queued for each (singleton per schedule and run). */
export function reportSchedulesJob(hub: ReportsHubService, send: (id: number, runKey: string) => Promise<unknown>) {
  return {
    name: 'report-schedules',
    intervalMs: 60_000,
    run: async () => {
      const due = await hub.claimDue();
      for (const d of due) await send(d.id, d.runKey);
      return { queued: due.length };
    },
  };
}
