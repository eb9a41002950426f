import { sql, type SQL } from 'drizzle-orm';
import { sortColumns, type ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import { countReport, pageReport, reportCursor, type ReportSpec } from '../../platform/db/report-query.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import * as repo from './course-reports.repository.ts';

type Sort = Pick<ListQuery, 'sortBy' | 'sortDesc' | 'term'>;
/** From how many admissions a progress report read whole aggregates its totals in bulk (repo.studentProgressSql). */
const BULK_FROM = 2_000;
type ProgressFilter = { courseIds: number[]; userIds: number[]; emailDomains?: string[]; from?: string; to?: string };
type FunnelFilter = { courseId: number; from?: string; to?: string };
type MentorFilter = { mentorIds: number[]; courseIds: number[]; from?: string; to?: string };

/**
 * The learning reports of the courses module (progress per learner and course, the funnel per lesson, the mentors'
 * checking), each pageable, countable and readable in full through a cursor. `scope`: the viewer's courses
 * (undefined: all), written into the SQL.
 */
export function createCourseReportsService(ctx: AppContext) {
  const report = (statement: SQL, spec: ReportSpec) => ({
    page: <T>(q: ListQuery) => pageReport<T>(ctx.db, statement, spec, q),
    count: (term?: string) => countReport(ctx.db, statement, spec, term),
    rows: <T>(q: Sort) => reportCursor<T>(ctx.db, statement, spec, q),
  });
  return {
    studentProgress: (f: ProgressFilter, scope: repo.CourseScope) => {
      const full = report(repo.studentProgressSql(f, scope), repo.studentProgressSpec);
      const base = repo.studentProgressBaseSql(f, scope);
      // One course: its title is the same on every row, so the default order is the learner's name then the admission.
      const spec: ReportSpec = f.courseIds.length === 1 ? { ...repo.studentProgressSpec, defaultOrder: [sql`r."UserName" asc`] } : repo.studentProgressSpec;
      return {
        ...full,
        /** A page sorted by an admission's own column: chosen from the admissions, totals computed for its rows only. */
        page: <T>(q: ListQuery) => {
          const by = sortColumns(q.sortBy);
          const computed = by.length === 1 && repo.studentProgressSpec.sortable.includes(by[0]!) && !repo.studentProgressBaseSorts.has(by[0]!);
          return computed ? full.page<T>(q) : pageReport<T>(ctx.db, base, spec, q, (ids) => repo.studentProgressSql(f, scope, ids));
        },
        count: (term?: string) => countReport(ctx.db, base, repo.studentProgressSpec, term),
        /** Every row (exports): a large report aggregates its totals once instead of admission by admission. */
        async *rows<T>(q: Sort) {
          const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(ctx.db.execute(sql`select count(*)::int as n from (select 1 from (${base}) r limit ${BULK_FROM + 1}) m`));
          yield* reportCursor<T>(ctx.db, repo.studentProgressSql(f, scope, undefined, n > BULK_FROM), repo.studentProgressSpec, q);
        },
      };
    },
    /** The progress report totalled per learner e-mail domain (EUT cohorts), in the database. */
    progressByDomain: (f: ProgressFilter, scope: repo.CourseScope) =>
      rowsOf<{ domain: string; learners: number; enrolments: number; completed: number; meanProgress: number | null }>(ctx.db.execute(repo.progressByDomainSql(f, scope))),
    courseFunnel: (f: FunnelFilter, scope: repo.CourseScope) => report(repo.courseFunnelSql(f, scope, ctx.now()), repo.funnelSpec),
    mentorChecking: (f: MentorFilter, scope: repo.CourseScope) => report(repo.mentorCheckingSql(f, scope), repo.mentorSpec),
    /** Whether a course exists (not deleted) within the scope. */
    async courseInScope(courseId: number, scope: repo.CourseScope): Promise<boolean> {
      const res = (await ctx.db.execute(sql`select 1 from (${repo.courseOptionsSql(undefined, scope)}) o where o.value = ${courseId}`)) as unknown as { rows: unknown[] };
      return res.rows.length > 0;
    },
    courseOptions: async (term: string | undefined, scope: repo.CourseScope) => rowsOf<{ value: number; label: string }>(ctx.db.execute(repo.courseOptionsSql(term, scope))),
    learnerOptions: async (term: string | undefined, scope: repo.CourseScope) => rowsOf<{ value: number; label: string }>(ctx.db.execute(repo.learnerOptionsSql(term, scope))),
    mentorOptions: async (scope: repo.CourseScope) => rowsOf<{ value: number; label: string }>(ctx.db.execute(repo.mentorOptionsSql(scope))),
  };
}
export type CourseReportsService = ReturnType<typeof createCourseReportsService>;
