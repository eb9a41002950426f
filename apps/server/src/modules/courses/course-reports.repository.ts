import { sql, type SQL } from 'drizzle-orm';
import { DROPPED_AFTER_DAYS } from '@app/contracts/reports';
import type { ReportSpec } from '../../platform/db/report-query.ts';

/*
 * The learning reports as single SQL statements whose output columns are the API fields (paged and exported by
 * platform/db/report-query.ts). `scope` is the viewer's courses: undefined sees all, a list (a mentor) only those;
 * it is written into each statement.
 */

export type CourseScope = number[] | undefined;
export type Period = { from?: string; to?: string };

const ids = (list: number[]) => sql.join(list.map((n) => sql`${n}::int`), sql`, `);
const scoped = (column: SQL, scope: CourseScope) => (scope === undefined ? sql`true` : scope.length ? sql`${column} in (${ids(scope)})` : sql`false`);
const inList = (column: SQL, list: number[]) => (list.length ? sql`${column} in (${ids(list)})` : sql`true`);
const fromDate = (column: SQL, p: Period) => sql`${p.from ? sql`${column} >= ${p.from}::date` : sql`true`} and ${p.to ? sql`${column} < (${p.to}::date + 1)` : sql`true`}`;
const iso = (e: SQL) => sql`to_char(${e} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const studentProgressSpec: ReportSpec = {
  searchable: ['UserName', 'Email', 'CourseTitle'],
  sortable: ['UserName', 'Email', 'CourseTitle', 'Status', 'Progress', 'ItemsDone', 'TestsPassed', 'AssignmentsAccepted', 'LastActiveOn', 'TimeSpentSeconds', 'AdmittedOn'],
  defaultOrder: [sql`r."UserName" asc`, sql`r."CourseTitle" asc`],
  tieBreaker: 'AdmissionID',
};

/** The sorts a page of the progress report can take from the admissions alone (no per-learner totals). */
export const studentProgressBaseSorts = new Set(['UserName', 'Email', 'CourseTitle', 'Status', 'Progress', 'AdmittedOn']);

type ProgressFilter = { courseIds: number[]; userIds: number[]; emailDomains?: string[] } & Period;

/** The admissions a progress report covers (the viewer's scope, the filters, the period), their course `c` not deleted. */
function progressWhere(f: ProgressFilter, scope: CourseScope, courseLive: SQL = sql`c.deleted_on is null`): SQL {
  const domains = f.emailDomains;
  return sql`${courseLive} and ${scoped(sql`a.course_id`, scope)}
      and ${inList(sql`a.course_id`, f.courseIds)} and ${inList(sql`a.user_id`, f.userIds)}
      and ${fromDate(sql`a.created_on`, f)}
      ${domains ? (domains.length ? sql`and lower(split_part(a.user_email, '@', 2)) in (${sql.join(domains.map((d) => sql`${d}`), sql`, `)})` : sql`and false`) : sql``}`;
}

/**
 * The progress report's rows before any per-learner total: the columns read from the admission and its course
 * alone, with the same names and values as in studentProgressSql. A page sorted by one of them (or by the default
 * order) is chosen here (through admissions_course_name_idx for a course's learners by name), and only its rows get
 * their totals; the count is taken here too. For one course, the course is checked once (not joined to every
 * admission), so the index is read alone.
 */
export function studentProgressBaseSql(f: ProgressFilter, scope: CourseScope): SQL {
  const one = f.courseIds.length === 1 ? f.courseIds[0]! : undefined;
  const course = one === undefined ? sql`c.title` : sql`(select c.title from courses c where c.id = a.course_id)`;
  return sql`
    select a.id as "AdmissionID", a.user_name as "UserName", a.user_email as "Email", ${course} as "CourseTitle", a.status as "Status",
      a.progress as "Progress", ${iso(sql`a.created_on`)} as "AdmittedOn"
    from admissions a ${one === undefined ? sql`join courses c on c.id = a.course_id` : sql``}
    where ${one === undefined ? progressWhere(f, scope) : progressWhere(f, scope, sql`exists (select 1 from courses c where c.id = ${one}::int and c.deleted_on is null)`)}`;
}

/**
 * Per admission (learner and course): status, progress, items done of the course's items (a lesson's material,
 * test and assignment), tests passed, assignments by the status of their latest submission, last activity and
 * watched seconds. `emailDomains` narrows to learners whose address ends in one of them (EUT cohorts). `only`, a
 * statement of "AdmissionID"s (a page chosen by studentProgressBaseSql), restricts the rows to those: the totals are
 * then computed for them alone. `bulk` (a whole large report, the exports): the totals are aggregated once over the
 * report's courses and joined, instead of looked up admission by admission (the same figures; a cursor would
 * otherwise take the look-ups, fast to start but about ten times slower over 100,000 rows).
 */
export function studentProgressSql(f: ProgressFilter, scope: CourseScope, only?: SQL, bulk = false): SQL {
  return sql`
    select a.id as "AdmissionID", a.user_id as "UserID", a.user_name as "UserName", a.user_email as "Email", a.course_id as "CourseID",
      c.title as "CourseTitle", a.status as "Status", a.progress as "Progress",
      (coalesce(pr.materials_done, 0) + coalesce(pr.tests_passed, 0) + coalesce(sb.done, 0))::int as "ItemsDone",
      coalesce(ct.items_total, 0)::int as "ItemsTotal",
      coalesce(pr.tests_passed, 0)::int as "TestsPassed", coalesce(ct.tests_total, 0)::int as "TestsTotal",
      coalesce(sb.accepted, 0)::int as "AssignmentsAccepted", coalesce(sb.pending, 0)::int as "AssignmentsPending",
      coalesce(sb.returned, 0)::int as "AssignmentsReturned", coalesce(ct.assignments_total, 0)::int as "AssignmentsTotal",
      ${iso(sql`nullif(greatest(pr.last_on, sb.last_on), null)`)} as "LastActiveOn",
      coalesce(round(pr.watched), 0)::int as "TimeSpentSeconds",
      ${iso(sql`a.created_on`)} as "AdmittedOn",
      lower(split_part(a.user_email, '@', 2)) as "EmailDomain"
    from ${only ? sql`(${only}) p join admissions a on a.id = p."AdmissionID"` : sql`admissions a`}
    join courses c on c.id = a.course_id
    left join lateral (
      select count(*) filter (where l.material_id is not null) + count(*) filter (where l.test_id is not null)
             + count(*) filter (where l.assignment_id is not null) as items_total,
             count(*) filter (where l.test_id is not null) as tests_total,
             count(*) filter (where l.assignment_id is not null) as assignments_total
      from lessons l where l.course_id = a.course_id) ct on true
    ${bulk ? sql`left join (` : sql`left join lateral (`}
      select ${bulk ? sql`lp.user_id, lp.course_id,` : sql``}
             count(*) filter (where lp.material_done and l.material_id is not null) as materials_done,
             count(*) filter (where lp.test_status = 'passed' and l.test_id is not null) as tests_passed,
             sum(lp.watched_seconds) as watched,
             max(greatest(lp.updated_on, lp.last_heartbeat_on)) as last_on
      from lesson_progress lp join lessons l on l.id = lp.lesson_id
      ${bulk
        ? sql`where ${scoped(sql`lp.course_id`, scope)} and ${inList(sql`lp.course_id`, f.courseIds)} and ${inList(sql`lp.user_id`, f.userIds)}
          group by lp.user_id, lp.course_id) pr on pr.user_id = a.user_id and pr.course_id = a.course_id`
        : sql`where lp.user_id = a.user_id and lp.course_id = a.course_id) pr on true`}
    ${bulk ? sql`left join (` : sql`left join lateral (`}
      select ${bulk ? sql`s.user_id, s.course_id,` : sql``}
             count(*) filter (where s.status = 'accepted') as accepted, count(*) filter (where s.status = 'submitted') as pending,
             count(*) filter (where s.status = 'returned') as returned, count(*) filter (where s.status in ('submitted', 'accepted')) as done,
             max(s.last_on) as last_on
      from (select distinct on (s.user_id, s.course_id, s.lesson_id) s.user_id, s.course_id, s.status, greatest(s.created_on, s.decided_on) as last_on
            from submissions s join lessons l on l.id = s.lesson_id and l.assignment_id is not null
            ${bulk
              ? sql`where ${scoped(sql`s.course_id`, scope)} and ${inList(sql`s.course_id`, f.courseIds)} and ${inList(sql`s.user_id`, f.userIds)}`
              : sql`where s.user_id = a.user_id and s.course_id = a.course_id`}
            order by s.user_id, s.course_id, s.lesson_id, s.attempt_no desc) s
      ${bulk ? sql`group by s.user_id, s.course_id) sb on sb.user_id = a.user_id and sb.course_id = a.course_id` : sql`) sb on true`}
    where ${progressWhere(f, scope)}`;
}

/**
 * The progress report's rows totalled per learner e-mail domain (the EUT cohort summary): learners (distinct),
 * admissions, completed ones and the mean progress (2 decimals) of the admissions the report covers.
 */
export function progressByDomainSql(f: ProgressFilter, scope: CourseScope): SQL {
  return sql`
    select lower(split_part(a.user_email, '@', 2)) as domain, count(distinct a.user_id)::int as learners, count(*)::int as enrolments,
      count(*) filter (where a.status = 'completed')::int as completed, round(avg(a.progress), 2)::float8 as "meanProgress"
    from admissions a join courses c on c.id = a.course_id
    where ${progressWhere(f, scope)}
    group by lower(split_part(a.user_email, '@', 2))`;
}

export const funnelSpec: ReportSpec = {
  searchable: ['LessonTitle'],
  sortable: ['Position', 'LessonTitle', 'Reached', 'Completed', 'Dropped'],
  defaultOrder: [sql`r."Position" asc`],
  tieBreaker: 'LessonID',
};

/**
 * Per lesson of a course, over the learners admitted in the period: reached (a progress row or a submission for the
 * lesson), completed (each item the lesson has is done: material watched, test passed, assignment submitted or
 * accepted) and dropped (reached, not completed, no later lesson reached, course not completed, and no activity in
 * the last DROPPED_AFTER_DAYS days before `now`).
 */
export function courseFunnelSql(f: { courseId: number } & Period, scope: CourseScope, now: Date): SQL {
  return sql`
    with learners as (
      select a.user_id, a.status from admissions a join courses c on c.id = a.course_id
      where a.course_id = ${f.courseId} and c.deleted_on is null and ${scoped(sql`a.course_id`, scope)} and ${fromDate(sql`a.created_on`, f)}
    ), ls as (
      select l.id, l.position, l.title, l.material_id, l.test_id, l.assignment_id from lessons l where l.course_id = ${f.courseId}
    ), touch as (
      select x.user_id, ls.id as lesson_id, ls.position,
        bool_or(x.material_done) as material_done, bool_or(x.test_passed) as test_passed, bool_or(x.submitted) as submitted, max(x.last_on) as last_on
      from (
        select lp.user_id, lp.lesson_id, lp.material_done, lp.test_status = 'passed' as test_passed, false as submitted,
               greatest(lp.updated_on, lp.last_heartbeat_on) as last_on
        from lesson_progress lp where lp.course_id = ${f.courseId}
        union all
        select s.user_id, s.lesson_id, false, false, s.status in ('submitted', 'accepted'), greatest(s.created_on, s.decided_on)
        from submissions s where s.course_id = ${f.courseId}
      ) x join ls on ls.id = x.lesson_id join learners on learners.user_id = x.user_id
      group by x.user_id, ls.id, ls.position
    ), per_user as (
      select user_id, max(position) as furthest, max(last_on) as last_on from touch group by user_id
    )
    select ls.id as "LessonID", ls.position + 1 as "Position", ls.title as "LessonTitle",
      count(t.user_id)::int as "Reached",
      count(t.user_id) filter (where t.done)::int as "Completed",
      count(t.user_id) filter (where not t.done and pu.furthest = ls.position and learners.status <> 'completed'
        and (pu.last_on is null or pu.last_on < ${now.toISOString()}::timestamptz - interval '${sql.raw(String(DROPPED_AFTER_DAYS))} days'))::int as "Dropped"
    from ls
    left join (
      select touch.*, (
        (select material_id is null from ls l2 where l2.id = touch.lesson_id) or coalesce(touch.material_done, false)) and (
        (select test_id is null from ls l2 where l2.id = touch.lesson_id) or coalesce(touch.test_passed, false)) and (
        (select assignment_id is null from ls l2 where l2.id = touch.lesson_id) or coalesce(touch.submitted, false)) as done
      from touch
    ) t on t.lesson_id = ls.id
    left join per_user pu on pu.user_id = t.user_id
    left join learners on learners.user_id = t.user_id
    group by ls.id, ls.position, ls.title`;
}

export const mentorSpec: ReportSpec = {
  searchable: ['MentorName'],
  sortable: ['MentorName', 'Week', 'Checked', 'Accepted', 'Returned', 'MedianHoursToCheck'],
  defaultOrder: [sql`r."Week" desc`, sql`r."MentorName" asc`],
  tieBreaker: 'RowKey',
};

/** Per mentor and ISO week (Monday, UTC) of the decision: submissions checked, accepted, returned, median hours to check. */
export function mentorCheckingSql(f: { mentorIds: number[]; courseIds: number[] } & Period, scope: CourseScope): SQL {
  return sql`
    select s.decided_by as "MentorID", max(s.decided_by_name) as "MentorName",
      to_char(date_trunc('week', s.decided_on at time zone 'UTC'), 'YYYY-MM-DD') as "Week",
      count(*)::int as "Checked", count(*) filter (where s.status = 'accepted')::int as "Accepted",
      count(*) filter (where s.status = 'returned')::int as "Returned",
      round((percentile_cont(0.5) within group (order by extract(epoch from s.decided_on - s.created_on)) / 3600)::numeric, 2)::float8 as "MedianHoursToCheck",
      s.decided_by::text || '-' || to_char(date_trunc('week', s.decided_on at time zone 'UTC'), 'YYYY-MM-DD') as "RowKey"
    from submissions s
    where s.decided_on is not null and s.decided_by is not null and s.status in ('accepted', 'returned')
      and ${scoped(sql`s.course_id`, scope)} and ${inList(sql`s.course_id`, f.courseIds)} and ${inList(sql`s.decided_by`, f.mentorIds)}
      and ${fromDate(sql`s.decided_on`, f)}
    group by s.decided_by, date_trunc('week', s.decided_on at time zone 'UTC')`;
}

/** Courses the scope may report on, matching a term. */
export function courseOptionsSql(term: string | undefined, scope: CourseScope): SQL {
  return sql`select c.id as value, c.title as label from courses c
    where c.deleted_on is null and ${scoped(sql`c.id`, scope)} ${term ? sql`and c.title ilike ${`%${term}%`}` : sql``}
    order by c.title limit 200`;
}

/** Learners admitted to a course of the scope, matching a term (name or e-mail). */
export function learnerOptionsSql(term: string | undefined, scope: CourseScope): SQL {
  return sql`select a.user_id as value, max(a.user_name) || ' <' || max(a.user_email) || '>' as label from admissions a
    where ${scoped(sql`a.course_id`, scope)} ${term ? sql`and (a.user_name || ' ' || a.user_email) ilike ${`%${term}%`}` : sql``}
    group by a.user_id order by max(a.user_name) limit 50`;
}

/** Mentors assigned to a course of the scope. */
export function mentorOptionsSql(scope: CourseScope): SQL {
  return sql`select cm.user_id as value, max(cm.user_name) as label from course_mentors cm where ${scoped(sql`cm.course_id`, scope)}
    group by cm.user_id order by max(cm.user_name) limit 200`;
}
