import { and, asc, count, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { attemptAnswers, attemptQuestions, attempts, type QuestionSnapshot, type StoredAnswer } from './attempts.tables.ts';
import { questionIssues } from './issues.tables.ts';
import { questions } from './questions.tables.ts';
import { testQuestions, tests } from './tests.tables.ts';

export type AttemptRecord = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

/** A test with no regard to deletion: started attempts outlive their test's removal. */
export async function findTestAny(db: Db, id: number) {
  const [row] = await db.select().from(tests).where(eq(tests.id, id));
  return row;
}

/** The caller's attempt; undefined when missing or someone else's (both answer 404). */
export async function findOwnAttempt(db: Db, id: number, userId: number) {
  const [row] = await db.select().from(attempts).where(and(eq(attempts.id, id), eq(attempts.userId, userId)));
  return row;
}

export async function findAttempt(db: Db, id: number) {
  const [row] = await db.select().from(attempts).where(eq(attempts.id, id));
  return row;
}

export async function findOpenAttempt(db: Db, testId: number, userId: number) {
  const [row] = await db.select().from(attempts).where(and(eq(attempts.testId, testId), eq(attempts.userId, userId), eq(attempts.status, 'open')));
  return row;
}

export async function countAttempts(db: Db, testId: number, userId: number) {
  const [row] = await db.select({ n: count() }).from(attempts).where(and(eq(attempts.testId, testId), eq(attempts.userId, userId)));
  return row?.n ?? 0;
}

export function attemptsOf(db: Db, testId: number, userId: number) {
  return db.select().from(attempts).where(and(eq(attempts.testId, testId), eq(attempts.userId, userId))).orderBy(asc(attempts.attemptNo));
}

/**
 * Inserts the attempt and its frozen questions in one transaction. Undefined when another start won the race
 * (one open attempt per learner and test; unique attempt numbers).
 */
export async function createAttempt(db: Db, values: NewAttempt, snapshots: { questionId: number; snapshot: QuestionSnapshot }[]) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(attempts).values(values).onConflictDoNothing().returning();
    if (!row) return undefined;
    await tx.insert(attemptQuestions).values(snapshots.map((s, position) => ({ attemptId: row.id, questionId: s.questionId, position, snapshot: s.snapshot })));
    return row;
  });
}

/** The attempt's questions in order, with the stored answer state of each. */
export function attemptItems(db: Db, attemptId: number) {
  return db
    .select({
      questionId: attemptQuestions.questionId,
      position: attemptQuestions.position,
      snapshot: attemptQuestions.snapshot,
      answer: attemptAnswers.answer,
      seq: attemptAnswers.seq,
      flagged: attemptAnswers.flagged,
      timeSpentMs: attemptAnswers.timeSpentMs,
      correct: attemptAnswers.correct,
      awarded: attemptAnswers.awarded,
    })
    .from(attemptQuestions)
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.attemptId, attemptQuestions.attemptId), eq(attemptAnswers.questionId, attemptQuestions.questionId)))
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position));
}
export type AttemptItem = Awaited<ReturnType<typeof attemptItems>>[number];

/**
 * Locks the attempt row (FOR SHARE: saves run side by side, a submit's FOR UPDATE waits for them and they for
 * it) and reads one of its questions. Must run inside a transaction.
 */
export async function lockForSave(tx: Db, attemptId: number, userId: number, questionId: number) {
  const [row] = await tx
    .select({ status: attempts.status, deadline: attempts.deadline, snapshot: attemptQuestions.snapshot })
    .from(attempts)
    .leftJoin(attemptQuestions, and(eq(attemptQuestions.attemptId, attempts.id), eq(attemptQuestions.questionId, questionId)))
    .where(and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
    .for('share', { of: attempts });
  return row;
}

/** Locks the attempt row exclusively (submit, active question). Must run inside a transaction. */
export async function lockForUpdate(tx: Db, attemptId: number) {
  const [row] = await tx.select().from(attempts).where(eq(attempts.id, attemptId)).for('update');
  return row;
}

/** Stores the answer when its sequence number is above the stored one; undefined when it was not. */
export async function upsertAnswer(tx: Db, v: { attemptId: number; questionId: number; answer: StoredAnswer | null; seq: number; now: Date }) {
  const [row] = await tx
    .insert(attemptAnswers)
    .values({ attemptId: v.attemptId, questionId: v.questionId, answer: v.answer, seq: v.seq, firstSavedOn: v.now, lastSavedOn: v.now })
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: {
        answer: sql`excluded.answer`,
        seq: sql`excluded.seq`,
        lastSavedOn: sql`excluded.last_saved_on`,
        firstSavedOn: sql`coalesce(${attemptAnswers.firstSavedOn}, excluded.first_saved_on)`,
      },
      setWhere: sql`${attemptAnswers.seq} < excluded.seq`,
    })
    .returning({ seq: attemptAnswers.seq, answer: attemptAnswers.answer, lastSavedOn: attemptAnswers.lastSavedOn });
  return row;
}

export async function storedAnswer(db: Db, attemptId: number, questionId: number) {
  const [row] = await db
    .select({ seq: attemptAnswers.seq, answer: attemptAnswers.answer, lastSavedOn: attemptAnswers.lastSavedOn })
    .from(attemptAnswers)
    .where(and(eq(attemptAnswers.attemptId, attemptId), eq(attemptAnswers.questionId, questionId)));
  return row;
}

export async function setFlag(tx: Db, attemptId: number, questionId: number, flagged: boolean) {
  await tx
    .insert(attemptAnswers)
    .values({ attemptId, questionId, flagged })
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { flagged } });
}

/** Adds time to the question that was active. */
export async function addTime(tx: Db, attemptId: number, questionId: number, ms: number) {
  if (ms <= 0) return;
  await tx
    .insert(attemptAnswers)
    .values({ attemptId, questionId, timeSpentMs: ms })
    .onConflictDoUpdate({ target: [attemptAnswers.attemptId, attemptAnswers.questionId], set: { timeSpentMs: sql`${attemptAnswers.timeSpentMs} + excluded.time_spent_ms` } });
}

export async function updateAttempt(tx: Db, id: number, values: Partial<NewAttempt>) {
  await tx.update(attempts).set(values).where(eq(attempts.id, id));
}

/** Writes each question's score (a row for every question, answered or not). */
export async function storeGrades(tx: Db, attemptId: number, grades: { questionId: number; correct: boolean; awarded: number }[]) {
  if (!grades.length) return;
  await tx
    .insert(attemptAnswers)
    .values(grades.map((g) => ({ attemptId, questionId: g.questionId, correct: g.correct, awarded: g.awarded })))
    .onConflictDoUpdate({
      target: [attemptAnswers.attemptId, attemptAnswers.questionId],
      set: { correct: sql`excluded.correct`, awarded: sql`excluded.awarded` },
    });
}

/** Open attempts past their deadline, oldest first (of one learner when `userId` is given). */
export async function overdueAttemptIds(db: Db, now: Date, limit: number, userId?: number) {
  const rows = await db
    .select({ id: attempts.id })
    .from(attempts)
    .where(and(eq(attempts.status, 'open'), lte(attempts.deadline, now), userId === undefined ? undefined : eq(attempts.userId, userId)))
    .orderBy(asc(attempts.deadline))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function insertIssue(db: Db, values: typeof questionIssues.$inferInsert) {
  const [row] = await db.insert(questionIssues).values(values).returning({ id: questionIssues.id });
  return row!;
}

// ------------------------------------------------------------ catalogue

/** The caller's attempts per test, aggregated. */
function progressOf(db: Db, userId: number) {
  return db
    .select({
      testId: attempts.testId,
      // An open attempt is an attempt used: it counts from the moment it starts, as the server's clock runs.
      used: sql<number>`count(*)`.mapWith(Number).as('used'),
      openId: sql<number | null>`max(${attempts.id}) filter (where ${attempts.status} = 'open')`.as('open_id'),
      openDeadline: sql<string | null>`max(${attempts.deadline}) filter (where ${attempts.status} = 'open')`.as('open_deadline'),
      best: sql<number | null>`max(${attempts.percentage})`.as('best'),
      passed: sql<boolean>`coalesce(bool_or(${attempts.passed}), false)`.as('passed'),
    })
    .from(attempts)
    .where(eq(attempts.userId, userId))
    .groupBy(attempts.testId)
    .as('progress');
}

const questionCount = sql<number>`case when ${tests.selection} = 'random' then coalesce(${tests.randomCount}, 0) else (
  select count(*) from ${testQuestions} join ${questions} on ${questions.id} = ${testQuestions.questionId} and ${questions.deletedOn} is null
  where ${testQuestions.testId} = ${tests.id}) end`.mapWith(Number);

const seriesSpec: ListSpec = {
  searchable: [sql`(${tests.title} || ' ' || ${tests.description})`],
  sortable: { ID: tests.id, Title: tests.title, CreatedOn: tests.createdOn },
  defaultOrder: [sql`${tests.createdOn} desc`],
  tieBreaker: tests.id,
};

export type SeriesFilters = { level?: number; category?: number; subcategory?: number; progress: string; testId?: number };

function seriesSelect(db: Db, userId: number) {
  const p = progressOf(db, userId);
  const columns = {
    ID: tests.id,
    Title: tests.title,
    Description: tests.description,
    CreatedOn: isoTime(tests.createdOn),
    DurationSeconds: tests.durationSeconds,
    PassPercentage: tests.passPercentage,
    QuestionCount: questionCount,
    LevelID: tests.levelId,
    CategoryID: tests.categoryId,
    SubcategoryID: tests.subcategoryId,
    AttemptsAllowed: tests.attemptsAllowed,
    AttemptsUsed: sql<number>`coalesce(${p.used}, 0)`.mapWith(Number),
    OpenAttemptID: sql<number | null>`${p.openId}`,
    OpenDeadline: isoTime(sql`${p.openDeadline}`) as SQL<string | null>,
    BestPercentage: sql<number | null>`${p.best}`,
    Passed: sql<boolean>`coalesce(${p.passed}, false)`,
  };
  return { p, from: (where: ReturnType<typeof and>) => db.select(columns).from(tests).leftJoin(p, eq(p.testId, tests.id)).where(where).$dynamic() };
}

function seriesFilters(p: ReturnType<typeof progressOf>, f: SeriesFilters) {
  return [
    isNull(tests.deletedOn),
    eq(tests.status, 'published'),
    f.testId ? eq(tests.id, f.testId) : eq(tests.inSeries, true),
    f.level ? eq(tests.levelId, f.level) : undefined,
    f.category ? eq(tests.categoryId, f.category) : undefined,
    f.subcategory ? eq(tests.subcategoryId, f.subcategory) : undefined,
    f.progress === 'Not Attempted' ? sql`${p.testId} is null` : undefined,
    f.progress === 'In Progress' ? sql`${p.openId} is not null` : undefined,
    f.progress === 'Completed' ? sql`${p.openId} is null and ${p.used} > 0` : undefined,
  ];
}

export type SeriesRow = {
  ID: number; Title: string; Description: string; CreatedOn: string; DurationSeconds: number; PassPercentage: number; QuestionCount: number;
  LevelID: number | null; CategoryID: number | null; SubcategoryID: number | null; AttemptsAllowed: number | null;
  AttemptsUsed: number; OpenAttemptID: number | null; OpenDeadline: string | null; BestPercentage: number | null; Passed: boolean;
};

export function listSeries(db: Db, userId: number, query: ListQuery, f: SeriesFilters) {
  const { p, from } = seriesSelect(db, userId);
  return paginate<SeriesRow>(db, seriesSpec, query, (where) => from(where), seriesFilters(p, f));
}

/** One test as the catalogue shows it to this learner (published; in the series or not: lesson tests too). */
export async function seriesItem(db: Db, userId: number, testId: number) {
  const { p, from } = seriesSelect(db, userId);
  const [row] = await from(and(...seriesFilters(p, { progress: 'All', testId })));
  return row as SeriesRow | undefined;
}

export const latestFirst = desc(attempts.id);
