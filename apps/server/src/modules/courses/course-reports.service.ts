import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, SEARCH_COUNT_CAP, effectiveTerm, sortColumns, type ListQuery, type Page } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import { col, countReport, pageReport, reportCursor, reportOrder, type ReportSpec } from '../../platform/db/report-query.ts';
import { termFilter } from '../../platform/http/list-query.ts';
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
          return computed ? full.page<T>(q) : pageFromBase<T>(ctx.db, base, (ids) => repo.studentProgressSql(f, scope, ids), spec, q);
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

/**
 * A page of a report whose order and term need only the columns of `base` (the same names and values as the full
 * report's): the page's keys are chosen and counted from `base`, then `full(keys)` computes the page's rows, in the
 * same order. Same rules as pageReport (count capped, a page beyond the end answers the first).
 */
async function pageFromBase<T>(db: AppContext['db'], base: SQL, full: (keys: SQL) => SQL, spec: ReportSpec, query: ListQuery): Promise<Page<T>> {
  const term = termFilter({ searchable: spec.searchable.map(col) }, query.term);
  const where = term ? sql`where ${term}` : sql``;
  const order = reportOrder(spec, query);
  const key = col(spec.tieBreaker);
  const cap = effectiveTerm(query.term) ? SEARCH_COUNT_CAP : COUNT_CAP;
  const page = (pageIndex: number) => {
    const keys = sql`select ${key} as ${sql.raw(`"${spec.tieBreaker}"`)} from (${base}) r ${where} order by ${order} limit ${query.pageSize} offset ${pageIndex * query.pageSize}`;
    return rowsOf<T>(db.execute(sql`select * from (${full(keys)}) r order by ${order}`));
  };
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    page(query.pageIndex),
    rowsOf<{ n: number }>(db.execute(sql`select count(*)::int as n from (select 1 from (${base}) r ${where} limit ${cap + 1}) m`)),
  ]);
  const capped = n > cap;
  const shape = (items: T[], pageIndex: number): Page<T> => {
    const total = Math.max(capped ? cap : n, pageIndex * query.pageSize + items.length);
    return { items, pageCount: Math.ceil(total / query.pageSize) + (capped ? 1 : 0), pageIndex, total, ...(capped ? { totalCapped: true } : {}) };
  };
  if (rows.length > 0 || query.pageIndex === 0) return shape(rows, query.pageIndex);
  return shape(await page(0), 0);
}

async function rowsOf<T>(q: Promise<unknown>): Promise<T[]> {
  return ((await q) as { rows: T[] }).rows;
}
