import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@app/contracts/list';
import type { Db } from '../../platform/db/client.ts';
import { isoTime } from '../../platform/db/columns.ts';
import { DATA_VERSIONS, dataVersionSql } from '../../platform/db/data-versions.ts';
import { preparedPerDb, queryRaw, type RawStatement } from '../../platform/db/prepared.ts';
import { paginate, type ListSpec } from '../../platform/http/list-query.ts';
import { attemptAnswers, attemptQuestions, attempts, questionSnapshots, type LayoutItem, type QuestionSnapshot, type StoredAnswer } from './attempts.tables.ts';
import { questionIssues } from './issues.tables.ts';
import { questions } from './questions.tables.ts';
import type { QuestionRecord } from './questions.repository.ts';
import { testQuestions, tests } from './tests.tables.ts';
import { rowsOf } from '../../platform/db/rows.ts';
import { users } from '../users/users.tables.ts';

export type AttemptRecord = typeof attempts.$inferSelect;
export type NewAttempt = typeof attempts.$inferInsert;

/** A test with no regard to deletion: started attempts outlive their test's removal. */
export async function findTestAny(db: Db, id: number) {
  const [row] = await db.select().from(tests).where(eq(tests.id, id));
  return row;
}

// The exam-day reads below are prepared once per database handle: drizzle builds their text once, not per call.
const ownAttemptQuery = preparedPerDb((db) =>
  db.select().from(attempts).where(and(eq(attempts.id, sql.placeholder('id')), eq(attempts.userId, sql.placeholder('userId')))).prepare('attempt_own'),
);

/** The caller's attempt; undefined when missing or someone else's (both answer 404). */
export async function findOwnAttempt(db: Db, id: number, userId: number) {
  const [row] = await ownAttemptQuery(db).execute({ id, userId });
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

const attemptsOfQuery = preparedPerDb((db) =>
  db.select().from(attempts)
    .where(and(eq(attempts.testId, sql.placeholder('testId')), eq(attempts.userId, sql.placeholder('userId'))))
    .orderBy(asc(attempts.attemptNo))
    .prepare('attempts_of'),
);

/** A learner's attempts of a test, first first. */
export function attemptsOf(db: Db, testId: number, userId: number) {
  return attemptsOfQuery(db).execute({ testId, userId });
}

/** A live test to start, with the version of hand-picked tests' questions read in the same statement. */
const testToStartQuery = preparedPerDb((db) =>
  db
    .select({ ...getTableColumns(tests), questionsVersion: dataVersionSql(DATA_VERSIONS.testQuestions) })
    .from(tests)
    .where(and(eq(tests.id, sql.placeholder('id')), isNull(tests.deletedOn)))
    .prepare('test_to_start'),
);
export async function findTestToStart(db: Db, id: number) {
  const [row] = await testToStartQuery(db).execute({ id });
  return row;
}
export type TestToStart = NonNullable<Awaited<ReturnType<typeof findTestToStart>>>;

/**
 * A manual test's live questions in the test's order, with the version of hand-picked tests' questions they are
 * (one statement, so one snapshot; version null when the test has none).
 */
export async function testQuestionRecords(db: Db, testId: number): Promise<{ version: number | null; records: QuestionRecord[] }> {
  const rows = await db
    .select({ q: questions, version: dataVersionSql(DATA_VERSIONS.testQuestions) })
    .from(testQuestions)
    .innerJoin(questions, and(eq(questions.id, testQuestions.questionId), isNull(questions.deletedOn)))
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.position));
  return { version: rows[0]?.version ?? null, records: rows.map((r) => r.q) };
}

/**
 * The ids of frozen question copies, inserted when new (content-addressed by question and hash, so concurrent starts
 * of the same content share one row). Two statements: the insert, then a read that sees copies a concurrent start
 * committed meanwhile (the insert's own snapshot would not).
 */
export async function ensureSnapshots(db: Db, items: { questionId: number; hash: string; snapshot: QuestionSnapshot }[]) {
  const json = JSON.stringify(items.map((i) => ({ question_id: i.questionId, hash: i.hash, snapshot: i.snapshot })));
  await db.execute(sql`
    insert into ${questionSnapshots} (question_id, hash, snapshot)
    select x.question_id, x.hash, x.snapshot from jsonb_to_recordset(${json}::jsonb) as x(question_id integer, hash text, snapshot jsonb)
    on conflict (question_id, hash) do nothing`);
  const keys = JSON.stringify(items.map((i) => ({ question_id: i.questionId, hash: i.hash })));
  return rowsOf<{ id: number; question_id: number; hash: string }>(db.execute(sql`
    select s.id, s.question_id, s.hash from ${questionSnapshots} s
    join jsonb_to_recordset(${keys}::jsonb) as x(question_id integer, hash text) on s.question_id = x.question_id and s.hash = x.hash`));
}

/**
 * Inserts the attempt with its layout (its questions, their frozen copies and option orders) in one row and one
 * statement, with the learner's name and email as they are now (read from the users module's table in the same
 * statement, kept on the attempt for reports). The new attempt's id; undefined when another start won the race
 * (one open attempt per learner and test; unique attempt numbers).
 */
export async function createAttempt(db: Db, v: Omit<NewAttempt, 'learnerName' | 'learnerEmail' | 'layout'>, layout: LayoutItem[]) {
  const rows = await rowsOf<{ id: number }>(db.execute(sql`
    insert into attempts (test_id, user_id, learner_name, learner_email, attempt_no, started_on, deadline, max_score, active_since, context, layout)
    select ${v.testId}, u.id, btrim(u.first_name || ' ' || u.last_name), u.email, ${v.attemptNo}, ${v.startedOn.toISOString()}::timestamptz,
      ${v.deadline.toISOString()}::timestamptz, ${v.maxScore}, ${v.activeSince.toISOString()}::timestamptz, ${v.context ? JSON.stringify(v.context) : null}::jsonb,
      ${JSON.stringify(layout)}::jsonb
    from ${users} u where u.id = ${v.userId}
    on conflict do nothing
    returning id`));
  return rows[0]?.id;
}

/** What a save needs of an attempt and never changes once it started: its owner and its questions' types and options. */
export async function attemptShape(db: Db, attemptId: number) {
  return db
    .select({ userId: attempts.userId, questionId: attemptQuestions.questionId, snapshot: attemptQuestions.snapshot })
    .from(attempts)
    .leftJoin(attemptQuestions, eq(attemptQuestions.attemptId, attempts.id))
    .where(eq(attempts.id, attemptId));
}

export type SaveOutcome = {
  /** The attempt was open and before its deadline (the save was considered). */
  open: boolean;
  deadlineMs: number;
  /** The answer now stored: the one sent when applied, otherwise the newer one already there (null: none yet). */
  applied: boolean;
  stored: { seq: number; answer: StoredAnswer | null; savedOnMs: number | null } | null;
};

/** The save statement ($1 attempt, $2 learner, $3 question, $4 answer json, $5 seq, $6 now); bench/servers/reference.ts sends the same text. */
export const saveAnswerStatement: RawStatement = {
  name: 'attempt_save_answer',
  text: `
    with a as (
      select status, deadline, layout @> jsonb_build_array(jsonb_build_object('q', $3::integer)) as has_question
      from attempts where id = $1 and user_id = $2 for share
    ), ins as (
      insert into attempt_answers (attempt_id, question_id, answer, seq, first_saved_on, last_saved_on)
      select $1, $3, $4::jsonb, $5, $6::timestamptz, $6::timestamptz
      from a where a.has_question and a.status = 'open' and a.deadline > $6::timestamptz
      on conflict (attempt_id, question_id) do update set
        answer = excluded.answer, seq = excluded.seq, last_saved_on = excluded.last_saved_on,
        first_saved_on = coalesce(attempt_answers.first_saved_on, excluded.first_saved_on)
      where attempt_answers.seq < excluded.seq
      returning seq, answer, last_saved_on
    )
    select a.has_question, (a.status = 'open' and a.deadline > $6::timestamptz) as open, (extract(epoch from a.deadline) * 1000)::float8 as deadline_ms,
      i.seq as applied_seq, i.answer as applied_answer, (extract(epoch from i.last_saved_on) * 1000)::float8 as applied_ms,
      s.seq as stored_seq, s.answer as stored_answer, (extract(epoch from s.last_saved_on) * 1000)::float8 as stored_ms
    from a left join ins i on true
    left join attempt_answers s on s.attempt_id = $1 and s.question_id = $3`,
};

/**
 * Saves one answer in one statement: the attempt row is locked FOR SHARE (its learner's saves run side by side;
 * a submit's FOR UPDATE waits for them and they for it, so an acknowledged save is either graded or refused), and
 * the answer is upserted when its sequence number is above the stored one. Undefined when the attempt is not the
 * learner's or the question not one of the attempt's (its layout, checked in the statement). Nothing is read and
 * written back: no lost update, no transaction held open across round trips.
 * The exam-day hot path: a hand-written statement, prepared once per connection on PostgreSQL (no query building,
 * no parse and plan per save).
 */
export async function saveAnswer(db: Db, v: { attemptId: number; userId: number; questionId: number; answer: StoredAnswer | null; seq: number; now: Date }): Promise<SaveOutcome | undefined> {
  const [row] = await queryRaw<{
    has_question: boolean; open: boolean; deadline_ms: number; applied_seq: number | null; applied_answer: StoredAnswer | null; applied_ms: number | null;
    stored_seq: number | null; stored_answer: StoredAnswer | null; stored_ms: number | null;
  }>(db, saveAnswerStatement, [v.attemptId, v.userId, v.questionId, v.answer === null ? null : JSON.stringify(v.answer), v.seq, v.now.toISOString()]);
  if (!row || !row.has_question) return undefined;
  const applied = row.applied_seq !== null;
  const stored = applied
    ? { seq: row.applied_seq!, answer: row.applied_answer, savedOnMs: row.applied_ms }
    : row.stored_seq !== null ? { seq: row.stored_seq, answer: row.stored_answer, savedOnMs: row.stored_ms } : null;
  return { open: row.open, deadlineMs: Number(row.deadline_ms), applied, stored };
}

/** What is stored of a question's answer in an attempt (its answer row's state). */
const answerState = {
  answer: attemptAnswers.answer,
  seq: attemptAnswers.seq,
  flagged: attemptAnswers.flagged,
  timeSpentMs: attemptAnswers.timeSpentMs,
  correct: attemptAnswers.correct,
  awarded: attemptAnswers.awarded,
};

/** The attempt's questions in order, with the stored answer state of each. */
export function attemptItems(db: Db, attemptId: number) {
  return db
    .select({ questionId: attemptQuestions.questionId, position: attemptQuestions.position, snapshot: attemptQuestions.snapshot, ...answerState })
    .from(attemptQuestions)
    .leftJoin(attemptAnswers, and(eq(attemptAnswers.attemptId, attemptQuestions.attemptId), eq(attemptAnswers.questionId, attemptQuestions.questionId)))
    .where(eq(attemptQuestions.attemptId, attemptId))
    .orderBy(asc(attemptQuestions.position));
}
export type AttemptItem = Awaited<ReturnType<typeof attemptItems>>[number];

const answersOfQuery = preparedPerDb((db) =>
  db
    .select({ questionId: attemptAnswers.questionId, ...answerState })
    .from(attemptAnswers)
    .where(eq(attemptAnswers.attemptId, sql.placeholder('attemptId')))
    .prepare('attempt_answers_of'),
);

/** An attempt's answer rows (the questions answered, flagged or timed; the others have none yet). */
export function answersOf(db: Db, attemptId: number) {
  return answersOfQuery(db).execute({ attemptId });
}

/** Frozen question copies by id (they never change). */
export function snapshotsByIds(db: Db, ids: number[]) {
  return db.select({ id: questionSnapshots.id, snapshot: questionSnapshots.snapshot }).from(questionSnapshots).where(inArray(questionSnapshots.id, ids));
}

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

/**
 * Locks the attempt row exclusively for closing it and reads its test's pass mark and attempt limit with it (the
 * test row is read, not locked); with `userId`, only that learner's attempt. Must run inside a transaction.
 */
export async function lockForClose(tx: Db, attemptId: number, userId?: number) {
  const [row] = await tx
    .select({ attempt: attempts, test: { title: tests.title, passPercentage: tests.passPercentage, attemptsAllowed: tests.attemptsAllowed, showAnswers: tests.showAnswers, status: tests.status, deletedOn: tests.deletedOn } })
    .from(attempts)
    .leftJoin(tests, eq(tests.id, attempts.testId))
    .where(userId === undefined ? eq(attempts.id, attemptId) : and(eq(attempts.id, attemptId), eq(attempts.userId, userId)))
    .for('update', { of: attempts });
  return row;
}

/**
 * Closes an attempt in one statement: every question's grade (a row for each, answered or not), the time of the
 * question that was active, the attempt's result; answers how many attempts the learner has of the test.
 */
export async function closeAttempt(
  tx: Db,
  a: { id: number; testId: number; userId: number },
  grades: { questionId: number; correct: boolean; awarded: number; addMs: number }[],
  values: { status: string; submittedOn: Date; closedBy: string; score: number; percentage: number; passed: boolean; timeTakenSeconds: number },
): Promise<number> {
  const rows = JSON.stringify(grades.map((g) => ({ question_id: g.questionId, correct: g.correct, awarded: g.awarded, add_ms: Math.max(0, Math.round(g.addMs)) })));
  const [row] = await rowsOf<{ used: number }>(tx.execute(sql`
    with g as (
      insert into attempt_answers (attempt_id, question_id, correct, awarded, time_spent_ms)
      select ${a.id}, x.question_id, x.correct, x.awarded, x.add_ms
      from jsonb_to_recordset(${rows}::jsonb) as x(question_id integer, correct boolean, awarded float8, add_ms integer)
      on conflict (attempt_id, question_id) do update set
        correct = excluded.correct, awarded = excluded.awarded, time_spent_ms = attempt_answers.time_spent_ms + excluded.time_spent_ms
    ), u as (
      update attempts set status = ${values.status}, submitted_on = ${values.submittedOn.toISOString()}::timestamptz, closed_by = ${values.closedBy},
        score = ${values.score}, percentage = ${values.percentage}, passed = ${values.passed}, time_taken_seconds = ${values.timeTakenSeconds}
      where id = ${a.id}
    )
    select count(*)::int as used from attempts where test_id = ${a.testId} and user_id = ${a.userId}`));
  return Number(row?.used ?? 0);
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
