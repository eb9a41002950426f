import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { LearnerResultRow, QuestionIssueRow } from '@app/contracts/assessments';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { attemptAnswers, attemptQuestions, attempts } from './attempts.tables.ts';
import { questionIssues } from './issues.tables.ts';
import { questions } from './questions.tables.ts';
import { tests } from './tests.tables.ts';

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
