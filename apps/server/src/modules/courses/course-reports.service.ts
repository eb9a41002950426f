import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import { countReport, pageReport, reportCursor, type ReportSpec } from '../../platform/db/report-query.ts';
import * as repo from './course-reports.repository.ts';

type Sort = Pick<ListQuery, 'sortBy' | 'sortDesc' | 'term'>;
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
    studentProgress: (f: ProgressFilter, scope: repo.CourseScope) => report(repo.studentProgressSql(f, scope), repo.studentProgressSpec),
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

async function rowsOf<T>(q: Promise<unknown>): Promise<T[]> {
  return ((await q) as { rows: T[] }).rows;
}
