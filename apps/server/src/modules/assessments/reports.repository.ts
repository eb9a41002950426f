import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { LearnerResultRow, QuestionIssueRow } from '@app/contracts/assessments';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { col, type ReportSpec } from '../../platform/db/report-query.ts';
import { attemptAnswers, attemptQuestions, attempts, type QuestionSnapshot, type StoredAnswer } from './attempts.tables.ts';
import { questionIssues } from './issues.tables.ts';
import { questions } from './questions.tables.ts';
import { tests } from './tests.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';

/**
 * The course scope of a staff member's reports: undefined sees every attempt; a list (a mentor's courses) sees only
 * attempts taken in lessons of those courses (the context the learning core set when the attempt started).
 */
export type ReportScope = number[] | undefined;
export function inScope(scope: ReportScope) {
  if (scope === undefined) return undefined;
  return and(
    sql`${attempts.context}->>'Kind' = 'lesson'`,
    inArray(sql`(${attempts.context}->>'CourseID')::int`, scope.length ? scope : [0]),
  );
}

/** Every response to every question of a test's submitted attempts, with each attempt's total. */
export function testResponses(db: Db, testId: number, questionId?: number, scope?: ReportScope) {
  return db
    .select({
      attemptId: attempts.id,
      total: attempts.score,
      questionId: attemptQuestions.questionId,
      answer: attemptAnswers.answer,
      correct: attemptAnswers.correct,
      timeSpentMs: attemptAnswers.timeSpentMs,
    })
    .from(attempts)
    .innerJoin(attemptQuestions, eq(attemptQuestions.attemptId, attempts.id))
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.attemptId, attemptQuestions.attemptId), eq(attemptAnswers.questionId, attemptQuestions.questionId)))
    .where(and(eq(attempts.testId, testId), eq(attempts.status, 'submitted'), questionId ? eq(attemptQuestions.questionId, questionId) : undefined, inScope(scope)));
}

/** The bank's questions by id, deleted ones included (reports describe old attempts too). */
export function questionsById(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select().from(questions).where(sql`${questions.id} in ${ids}`);
}

export async function testTitle(db: Db, testId: number) {
  const [row] = await db.select({ id: tests.id, title: tests.title }).from(tests).where(eq(tests.id, testId));
  return row;
}

const testsSpec: ListSpec = {
  searchable: [tests.title],
  sortable: { TestID: tests.id, Title: tests.title, Attempts: sql`count(${attempts.id})` },
  defaultOrder: [sql`max(${attempts.submittedOn}) desc nulls last`],
  tieBreaker: tests.id,
};

/** Tests with their submitted attempts counted (the performance report's first screen). */
export function listTestPerformance(db: Db, query: ListQuery, scope?: ReportScope) {
  return paginate<{ TestID: number; Title: string; Attempts: number; Learners: number; MeanPercentage: number | null; PassRate: number | null }>(
    db,
    testsSpec,
    query,
    (where) =>
      db
        .select({
          TestID: tests.id,
          Title: tests.title,
          Attempts: sql<number>`count(${attempts.id})`.mapWith(Number),
          Learners: sql<number>`count(distinct ${attempts.userId})`.mapWith(Number),
          MeanPercentage: sql<number | null>`round(avg(${attempts.percentage})::numeric, 2)`.mapWith((v) => (v === null ? null : Number(v))),
          PassRate: sql<number | null>`round(avg(case when ${attempts.passed} then 1.0 else 0.0 end)::numeric, 4)`.mapWith((v) => (v === null ? null : Number(v))),
        })
        .from(tests)
        .innerJoin(attempts, and(eq(attempts.testId, tests.id), eq(attempts.status, 'submitted'), inScope(scope)))
        .where(where)
        .groupBy(tests.id, tests.title)
        .$dynamic(),
  );
}

const learnerSpec: ListSpec = {
  searchable: [sql`(${attempts.learnerName} || ' ' || ${attempts.learnerEmail} || ' ' || ${tests.title})`],
  sortable: {
    UserName: sql`max(${attempts.learnerName})`,
    Email: sql`max(${attempts.learnerEmail})`,
    TestTitle: tests.title,
    Attempts: sql`count(*)`,
    BestScore: sql`max(${attempts.score})`,
    BestPercentage: sql`max(${attempts.percentage})`,
    LastAttemptOn: sql`max(${attempts.submittedOn})`,
  },
  defaultOrder: [sql`max(${attempts.submittedOn}) desc`, sql`${attempts.testId}`],
  tieBreaker: attempts.userId,
};

/** Per learner and test: attempts, best score, pass (submitted attempts only). */
export function listLearnerResults(db: Db, query: ListQuery, f: { testId?: number; userId?: number }, scope?: ReportScope) {
  return paginate<LearnerResultRow>(
    db,
    learnerSpec,
    query,
    (where) =>
      db
        .select({
          UserID: attempts.userId,
          UserName: sql<string>`(array_agg(${attempts.learnerName} order by ${attempts.id} desc))[1]`,
          Email: sql<string>`(array_agg(${attempts.learnerEmail} order by ${attempts.id} desc))[1]`,
          TestID: attempts.testId,
          TestTitle: tests.title,
          Attempts: sql<number>`count(*)`.mapWith(Number),
          BestScore: sql<number>`max(${attempts.score})`.mapWith(Number),
          BestPercentage: sql<number>`max(${attempts.percentage})`.mapWith(Number),
          Passed: sql<boolean>`coalesce(bool_or(${attempts.passed}), false)`,
          LastAttemptOn: isoTime(sql`max(${attempts.submittedOn})`),
        })
        .from(attempts)
        .innerJoin(tests, eq(tests.id, attempts.testId))
        .where(where)
        .groupBy(attempts.userId, attempts.testId, tests.title)
        .$dynamic(),
    [eq(attempts.status, 'submitted'), f.testId ? eq(attempts.testId, f.testId) : undefined, f.userId ? eq(attempts.userId, f.userId) : undefined, inScope(scope)],
  );
}

export function learnerAttempts(db: Db, userId: number, testId: number, scope?: ReportScope) {
  return db.select().from(attempts).where(and(eq(attempts.userId, userId), eq(attempts.testId, testId), inScope(scope))).orderBy(asc(attempts.attemptNo));
}

const issueSpec: ListSpec = {
  searchable: [sql`(${questionIssues.text} || ' ' || ${questionIssues.userName} || ' ' || ${questions.textPlain})`],
  sortable: { ID: questionIssues.id, CreatedOn: questionIssues.createdOn, Status: questionIssues.status, UserName: questionIssues.userName },
  defaultOrder: [sql`${questionIssues.createdOn} desc`],
  tieBreaker: questionIssues.id,
};

/** Issues reported on questions; a mentor's scope keeps those reported from attempts in lessons of their courses. */
export function listIssues(db: Db, query: ListQuery, status?: string, scope?: ReportScope) {
  return paginate<QuestionIssueRow>(
    db,
    issueSpec,
    query,
    (where) =>
      db
        .select({
          ID: questionIssues.id,
          QuestionID: questionIssues.questionId,
          QuestionText: sql<string>`left(${questions.textPlain}, 300)`,
          TestID: questionIssues.testId,
          TestTitle: tests.title,
          AttemptID: questionIssues.attemptId,
          Text: questionIssues.text,
          UserID: questionIssues.userId,
          UserName: questionIssues.userName,
          CreatedOn: isoTime(questionIssues.createdOn),
          Status: sql<QuestionIssueRow['Status']>`${questionIssues.status}`,
          ResolvedOn: sql<string | null>`case when ${questionIssues.resolvedOn} is null then null else ${isoTime(questionIssues.resolvedOn)} end`,
        })
        .from(questionIssues)
        .innerJoin(questions, eq(questions.id, questionIssues.questionId))
        .innerJoin(tests, eq(tests.id, questionIssues.testId))
        .innerJoin(attempts, eq(attempts.id, questionIssues.attemptId))
        .where(where)
        .$dynamic(),
    [status ? eq(questionIssues.status, status) : undefined, inScope(scope)],
  );
}

/** Resolves an issue within the caller's scope; undefined when there is none such (missing or outside it alike). */
export async function resolveIssue(db: Db, id: number, userId: number, now: Date, scope?: ReportScope) {
  const [row] = await db
    .update(questionIssues)
    .set({ status: 'resolved', resolvedOn: now, resolvedBy: userId })
    .where(and(
      eq(questionIssues.id, id),
      scope === undefined ? undefined : inArray(questionIssues.attemptId, db.select({ id: attempts.id }).from(attempts).where(inScope(scope))),
    ))
    .returning({ id: questionIssues.id });
  return row;
}

/** Open issues within the caller's scope: how many, and when the oldest was reported. */
export async function openIssues(db: Db, scope?: ReportScope) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      oldestOn: sql<string | null>`case when min(${questionIssues.createdOn}) is null then null else ${isoTime(sql`min(${questionIssues.createdOn})`)} end`,
    })
    .from(questionIssues)
    .innerJoin(attempts, eq(attempts.id, questionIssues.attemptId))
    .where(and(eq(questionIssues.status, 'open'), inScope(scope)));
  return { count: row?.n ?? 0, oldestOn: row?.oldestOn ?? null };
}

// ---------------------------------------------------------------- the report hub's question performance (one SQL statement each)

/** The attempts of a report: one test's submitted attempts, within a period of submission (UTC days, both ends) and a scope. */
export type AttemptsFilter = { testId: number; from?: string; to?: string };
function attemptsWhere(f: AttemptsFilter, scope: ReportScope): SQL {
  const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000);
  return and(
    eq(attempts.testId, f.testId),
    eq(attempts.status, 'submitted'),
    f.from ? gte(attempts.submittedOn, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(attempts.submittedOn, dayAfter(f.to)) : undefined,
    inScope(scope),
  )!;
}

/** Whether a stored answer answers (scoring.ts isAnswered, in SQL): options chosen, or a number given. */
const answeredSql = sql`coalesce(case when jsonb_typeof(${attemptAnswers.answer}->'OptionIDs') = 'array' then jsonb_array_length(${attemptAnswers.answer}->'OptionIDs') > 0 else jsonb_typeof(${attemptAnswers.answer}->'Value') = 'number' end, false)`;

/** The question performance report's output columns (the counts item-analysis.ts itemFigures takes, and sort keys). */
export type QuestionPerformanceSqlRow = {
  QuestionID: number; Text: string; Type: string; Responses: number; Answered: number; CorrectCount: number;
  GroupSize: number; TopCorrect: number; BottomCorrect: number; Timed: number; TimedMs: number;
};
export const questionPerformanceSpec: ReportSpec = {
  searchable: ['Text'],
  sortable: ['QuestionID', 'Text', 'Type', 'Responses', 'Answered', 'CorrectCount', 'Facility', 'Discrimination', 'MeanTimeSeconds', 'Defective', 'Flag'],
  defaultOrder: [col('QuestionID')],
  tieBreaker: 'QuestionID',
};

/**
 * The item analysis of a test's questions as one statement, counted by the database (item-analysis.ts's rule: the
 * responses of each question ranked by their attempt's total, ties by attempt id; the top and bottom groups are
 * round(0.27 n) responses, at least one). It gives the counts; the figures are made from them by itemFigures, and
 * Facility, Discrimination, MeanTimeSeconds and Flag are there, unrounded, to sort and filter by. `minResponses`:
 * below it a question is not judged (fewResponses).
 */
export function questionPerformanceStatement(f: AttemptsFilter & { questionId?: number; flag?: string }, scope: ReportScope, minResponses: number): SQL {
  const k = sql`greatest(1, round(0.27 * r.n))`;
  const facility = sql`g.correct_count::float8 / nullif(g.responses, 0)`;
  const defective = sql`(g.responses >= ${minResponses} and (${facility} < 0.1::float8 or ${facility} > 0.95::float8 or (g.responses >= 2 and g.top_correct < g.bottom_correct)))`;
  const inner = sql`
    with r as (
      select ${attemptQuestions.questionId} as question_id, ${attempts.id} as attempt_id,
        coalesce(${attemptAnswers.correct}, false) as correct, ${answeredSql} as answered, coalesce(${attemptAnswers.timeSpentMs}, 0) as ms,
        row_number() over (partition by ${attemptQuestions.questionId} order by coalesce(${attempts.score}, 0) desc, ${attempts.id}) as rk,
        count(*) over (partition by ${attemptQuestions.questionId}) as n
      from ${attempts}
      join ${attemptQuestions} on ${attemptQuestions.attemptId} = ${attempts.id}
      left join ${attemptAnswers} on ${attemptAnswers.attemptId} = ${attemptQuestions.attemptId} and ${attemptAnswers.questionId} = ${attemptQuestions.questionId}
      where ${attemptsWhere(f, scope)} ${f.questionId ? sql`and ${attemptQuestions.questionId} = ${f.questionId}` : sql``}
    ), g as (
      select r.question_id, count(*)::int as responses, (count(*) filter (where r.answered))::int as answered,
        (count(*) filter (where r.correct))::int as correct_count, max(${k})::int as group_size,
        (count(*) filter (where r.correct and r.rk <= ${k}))::int as top_correct,
        (count(*) filter (where r.correct and r.rk > r.n - ${k}))::int as bottom_correct,
        (count(*) filter (where r.ms > 0))::int as timed, coalesce(sum(r.ms) filter (where r.ms > 0), 0)::float8 as timed_ms
      from r group by r.question_id
    )
    select g.question_id as "QuestionID", coalesce(left(${questions.textPlain}, 300), '') as "Text", coalesce(${questions.type}, 'single') as "Type",
      g.responses as "Responses", g.answered as "Answered", g.correct_count as "CorrectCount", g.group_size as "GroupSize",
      g.top_correct as "TopCorrect", g.bottom_correct as "BottomCorrect", g.timed as "Timed", g.timed_ms as "TimedMs",
      ${facility} as "Facility",
      case when g.responses >= 2 then (g.top_correct - g.bottom_correct)::float8 / g.group_size end as "Discrimination",
      g.timed_ms / nullif(g.timed, 0) / 1000 as "MeanTimeSeconds",
      ${defective} as "Defective",
      case when g.responses < ${minResponses} then 'fewResponses' when ${defective} then 'defective' else 'sound' end as "Flag"
    from g left join ${questions} on ${questions.id} = g.question_id`;
  return f.flag ? sql`select * from (${inner}) qp where qp."Flag" = ${f.flag}` : inner;
}

/** A test's submitted attempts in a period and scope: how many, by how many learners, mean percentage and pass rate (0..1). */
export async function attemptsSummary(db: Db, f: AttemptsFilter, scope: ReportScope) {
  const [row] = await db
    .select({
      Attempts: sql<number>`count(*)::int`,
      Learners: sql<number>`count(distinct ${attempts.userId})::int`,
      MeanPercentage: sql<number | null>`round(avg(${attempts.percentage})::numeric, 2)::float8`,
      PassRate: sql<number | null>`round(avg(case when ${attempts.passed} then 1.0 else 0.0 end)::numeric, 4)::float8`,
    })
    .from(attempts)
    .where(attemptsWhere(f, scope));
  return { TestID: f.testId, Attempts: row?.Attempts ?? 0, Learners: row?.Learners ?? 0, MeanPercentage: row?.MeanPercentage ?? null, PassRate: row?.PassRate ?? null };
}

/** Whether a question of a test was answered in any submitted attempt within the scope (whatever the period). */
export async function questionAnsweredInScope(db: Db, testId: number, questionId: number, scope: ReportScope) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(attempts)
    .innerJoin(attemptQuestions, and(eq(attemptQuestions.attemptId, attempts.id), eq(attemptQuestions.questionId, questionId)))
    .where(attemptsWhere({ testId }, scope))
    .limit(1);
  return !!row;
}

/** How often each option of a question was chosen, and each numeric value given, over the attempts of a report. */
export async function questionChoices(db: Db, f: AttemptsFilter & { questionId: number }, scope: ReportScope) {
  const answers = sql`from ${attempts} join ${attemptAnswers} on ${attemptAnswers.attemptId} = ${attempts.id} and ${attemptAnswers.questionId} = ${f.questionId}`;
  const options = await rowsOf<{ id: string; n: number }>(db.execute(sql`
    select o.value as id, count(*)::int as n ${answers}
    cross join lateral jsonb_array_elements_text(case when jsonb_typeof(${attemptAnswers.answer}->'OptionIDs') = 'array' then ${attemptAnswers.answer}->'OptionIDs' else '[]'::jsonb end) as o(value)
    where ${attemptsWhere(f, scope)}
    group by o.value`));
  const values = await rowsOf<{ value: number; n: number }>(db.execute(sql`
    select (${attemptAnswers.answer}->>'Value')::float8 as value, count(*)::int as n ${answers}
    where ${attemptsWhere(f, scope)} and jsonb_typeof(${attemptAnswers.answer}->'Value') = 'number'
    group by 1`));
  return { options, values };
}

export const questionResponsesSpec: ReportSpec = {
  searchable: ['UserName', 'Email'],
  sortable: ['UserName', 'Email', 'AttemptNo', 'SubmittedOn', 'Answered', 'Correct', 'Awarded', 'TimeSeconds', 'Percentage'],
  defaultOrder: [sql`r."SubmittedOn" desc`],
  tieBreaker: 'AttemptID',
};
export type QuestionResponseSqlRow = {
  AttemptID: number; UserID: number; UserName: string; Email: string; AttemptNo: number; SubmittedOn: string; Answered: boolean; Correct: boolean;
  Awarded: number | null; TimeSeconds: number; Percentage: number | null; Snapshot: QuestionSnapshot; AnswerJson: StoredAnswer | null;
};

/** Every response to one question of a test in the attempts of a report: who, which attempt, the stored answer, right or not, time. */
export function questionResponsesStatement(f: AttemptsFilter & { questionId: number; outcome?: 'correct' | 'wrong' | 'unanswered' }, scope: ReportScope): SQL {
  const correct = sql`coalesce(${attemptAnswers.correct}, false)`;
  const outcome = f.outcome === 'correct' ? sql`and ${correct}` : f.outcome === 'wrong' ? sql`and ${answeredSql} and not ${correct}` : f.outcome === 'unanswered' ? sql`and not ${answeredSql}` : sql``;
  return sql`
    select ${attempts.id} as "AttemptID", ${attempts.userId} as "UserID", ${attempts.learnerName} as "UserName", ${attempts.learnerEmail} as "Email",
      ${attempts.attemptNo} as "AttemptNo", ${isoTime(attempts.submittedOn)} as "SubmittedOn", ${answeredSql} as "Answered", ${correct} as "Correct",
      ${attemptAnswers.awarded} as "Awarded", (round(coalesce(${attemptAnswers.timeSpentMs}, 0) / 100.0) / 10)::float8 as "TimeSeconds",
      ${attempts.percentage} as "Percentage", ${attemptQuestions.snapshot} as "Snapshot", ${attemptAnswers.answer} as "AnswerJson"
    from ${attempts}
    join ${attemptQuestions} on ${attemptQuestions.attemptId} = ${attempts.id} and ${attemptQuestions.questionId} = ${f.questionId}
    left join ${attemptAnswers} on ${attemptAnswers.attemptId} = ${attemptQuestions.attemptId} and ${attemptAnswers.questionId} = ${attemptQuestions.questionId}
    where ${attemptsWhere(f, scope)} ${outcome}`;
}

/** Every row of the question performance statement, by question id (the question performance screens outside the hub). */
export function questionPerformanceRows(db: Db, statement: SQL) {
  return rowsOf<QuestionPerformanceSqlRow>(db.execute(sql`select * from (${statement}) r order by r."QuestionID"`));
}
