import { createHash, randomInt } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import {
  formatDuration,
  type Answer, type Attempt, type AttemptContext, type AttemptResult, type QuestionType, type testSeriesQuerySchema,
} from '@app/contracts/assessments';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { AppError, notFound, ruleViolated } from '../../platform/http/app-error.ts';
import type { CoinsService } from '../coins/coins.service.ts';
import type { Notify } from '../notifications/notify.ts';
import type { QuestionsService } from './questions.service.ts';
import { drawFilters } from './tests.service.ts';
import type { TestRecord } from './tests.repository.ts';
import type { QuestionRecord } from './questions.repository.ts';
import type { LayoutItem, QuestionSnapshot, StoredAnswer } from './attempts.tables.ts';
import { gradeAnswer, isAnswered, totalScore } from './scoring.ts';
import * as repo from './attempts.repository.ts';

/** What the learning core (or any other listener) is told when an attempt is closed and scored. */
export type AttemptResultEvent = {
  attemptId: number;
  testId: number;
  userId: number;
  attemptNo: number;
  /** Where the attempt was started from, e.g. { Kind: 'lesson', CourseID, LessonID }; null when not given. */
  context: AttemptContext | null;
  score: number;
  maxScore: number;
  percentage: number;
  passed: boolean;
  closedBy: 'learner' | 'deadline';
  submittedOn: Date;
  attemptsUsed: number;
  attemptsAllowed: number | null;
};
export type AttemptResultListener = (event: AttemptResultEvent) => void | Promise<void>;

/** What closing an attempt knew: the result is built from it without reading it back. */
type ResultTest = { title: string; passPercentage: number; attemptsAllowed: number | null; showAnswers: boolean; status: string; deletedOn: Date | null };
type Closed = { event: AttemptResultEvent; attempt: repo.AttemptRecord; test: ResultTest | null; items: repo.AttemptItem[]; used: number };

/** Fisher-Yates with a cryptographic source: learners cannot predict the order from earlier attempts. */
function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/** A question's frozen copy, its options in the question's own order (shared by attempts: question_snapshots). */
function frozenOf(q: QuestionRecord): QuestionSnapshot {
  return {
    type: q.type,
    text: q.text,
    imageUrl: q.imageUrl,
    options: q.options,
    numericAnswer: q.numericAnswer,
    numericTolerance: q.numericTolerance,
    explanation: q.explanation,
    marks: q.marks,
    negativeMarks: q.negativeMarks,
  };
}

/** An attempt's option order for a question: indexes into its options, shuffled; undefined when kept as they are. */
function optionOrderOf(q: QuestionRecord, shuffleOptions: boolean): number[] | undefined {
  const choice = q.type === 'single' || q.type === 'multiple';
  return choice && shuffleOptions ? shuffle(q.options.map((_, i) => i)) : undefined;
}

const remainingSeconds = (deadline: Date, now: Date) => Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
const closed = () => ruleViolated('This attempt is over: answers can no longer change');

/** What answering a question needs of it: its type and its option ids (a snapshot, or the shape cache's copy). */
type AnswerShape = { type: string; optionIds: readonly string[] };

const shapeOf = (q: QuestionSnapshot): AnswerShape => ({ type: q.type, optionIds: q.options.map((o) => o.id) });

/** Checks an answer against its question; the stored form, or a 400. */
function checkAnswer(q: AnswerShape, answer: Answer): StoredAnswer | null {
  if (answer === null) return null;
  const bad = (message: string) => new AppError('VALIDATION', message, [{ path: 'body.Answer', message }]);
  if (q.type === 'numeric') {
    if (!('Value' in answer)) throw bad('A numeric question takes { Value }');
    return { Value: answer.Value };
  }
  if (!('OptionIDs' in answer)) throw bad('A choice question takes { OptionIDs }');
  const ids = [...new Set(answer.OptionIDs)];
  if (ids.length === 0) return null;
  if (ids.some((id) => !q.optionIds.includes(id))) throw bad('An option is not one of this question');
  if (q.type !== 'multiple' && ids.length > 1) throw bad('Choose one option');
  return { OptionIDs: ids };
}

/**
 * The owner and question shapes of recent attempts, kept in process: they never change once an attempt started,
 * so a save checks ownership, the question and the answer without a query (the status and the deadline are checked
 * by the save's own statement). Filled at start and on the first save an instance sees; least recently used dropped.
 */
type AttemptShape = { userId: number; questions: Map<number, AnswerShape> };

/**
 * The ids of frozen question copies by content, kept in process (a copy never changes): a start looks its questions
 * up here and writes only its attempt's row; a copy not seen yet is inserted once (concurrent starts of the same
 * content wait for the same insert). At most `maxEntries` kept, the least recently used dropped first.
 */
function createSnapshotIds(ctx: AppContext, maxEntries = 20_000) {
  const ids = new LRUCache<string, Promise<number>>({ max: maxEntries });
  return {
    async of(items: { questionId: number; snapshot: QuestionSnapshot }[]): Promise<number[]> {
      const keys = items.map((i) => `${i.questionId}:${JSON.stringify(i.snapshot)}`);
      const found = keys.map((key) => ids.get(key));
      const missing = new Map<string, { questionId: number; hash: string; snapshot: QuestionSnapshot }>();
      keys.forEach((key, k) => {
        if (found[k] || missing.has(key)) return;
        const json = key.slice(key.indexOf(':') + 1);
        missing.set(key, { questionId: items[k]!.questionId, hash: createHash('sha256').update(json).digest('hex'), snapshot: items[k]!.snapshot });
      });
      if (missing.size) {
        const batch = repo.ensureSnapshots(ctx.db, [...missing.values()]).then((rows) => new Map(rows.map((r) => [`${r.question_id}:${r.hash}`, r.id])));
        const fresh = new Map<string, Promise<number>>();
        for (const [key, m] of missing) {
          const id = batch.then((stored) => {
            const v = stored.get(`${m.questionId}:${m.hash}`);
            if (v === undefined) throw new Error(`question ${m.questionId}: frozen copy not stored`);
            return v;
          });
          // A failed insert is forgotten, so the next start tries again.
          id.catch(() => ids.peek(key) === id && ids.delete(key));
          ids.set(key, id);
          fresh.set(key, id);
        }
        keys.forEach((key, k) => (found[k] ??= fresh.get(key)));
      }
      return Promise.all(found as Promise<number>[]);
    },
  };
}

/** A test's questions as starting an attempt uses them (the same for every attempt but for the orders it draws). */
type TestContent = { picked: QuestionRecord[]; frozen: QuestionSnapshot[]; ids: number[]; maxScore: number; shapes: Map<number, AnswerShape> };

/**
 * Hand-picked tests' questions kept in process per version of them ('assessments.test-questions' in data_versions,
 * bumped by triggers in the transaction of every change of a test's list or of a question): a start reads the
 * version with its test and uses the kept copy only when it is at least that new, so after an edit every later start
 * on every instance gets the new questions. A copy is kept under the version read with it (one statement), and
 * concurrent starts of a test not kept yet share one load. At most `maxEntries` tests, the least recently started
 * dropped first; a failed load is forgotten.
 */
function createTestContents(load: (testId: number) => Promise<{ version: number | null; content: TestContent }>, maxEntries = 1_000) {
  type Entry = { version: number; content: Promise<TestContent> };
  const entries = new LRUCache<number, Entry>({ max: maxEntries });
  return {
    get(testId: number, version: number | null): Promise<TestContent> {
      if (version === null) return load(testId).then((r) => r.content);
      const kept = entries.get(testId);
      if (kept && kept.version >= version) return kept.content;
      const entry: Entry = {
        version,
        content: load(testId).then((r) => {
          if (r.version !== null) entry.version = Math.max(entry.version, r.version);
          return r.content;
        }),
      };
      entry.content.catch(() => entries.peek(testId) === entry && entries.delete(testId));
      entries.set(testId, entry);
      return entry.content;
    },
  };
}

/**
 * Frozen question copies by id, kept in process (a copy never changes): the copies this instance's starts use, and
 * those read once for attempts started elsewhere. At most `maxEntries`, the least recently used dropped first.
 */
function createSnapshotsById(maxEntries = 20_000) {
  const kept = new LRUCache<number, QuestionSnapshot>({ max: maxEntries });
  return {
    put: (id: number, snapshot: QuestionSnapshot) => kept.set(id, snapshot),
    async get(db: Db, ids: number[]): Promise<Map<number, QuestionSnapshot>> {
      const out = new Map<number, QuestionSnapshot>();
      const missing: number[] = [];
      for (const id of new Set(ids)) {
        const copy = kept.get(id);
        if (copy) out.set(id, copy);
        else missing.push(id);
      }
      if (missing.length) {
        for (const r of await repo.snapshotsByIds(db, missing)) {
          kept.set(r.id, r.snapshot);
          out.set(r.id, r.snapshot);
        }
      }
      return out;
    },
  };
}

export type AttemptsService = ReturnType<typeof createAttemptsService>;

/** Taking tests: start, save, flag, submit, results, and the server closing overdue attempts. */
export function createAttemptsService(ctx: AppContext, deps: { questions: QuestionsService; coins: CoinsService; notify: Notify }) {
  const listeners = new Set<AttemptResultListener>();
  const shapes = new LRUCache<number, AttemptShape>({ max: 20_000 });
  const snapshotIds = createSnapshotIds(ctx);
  const snapshots = createSnapshotsById();
  const testContents = createTestContents(async (testId) => {
    const { version, records } = await repo.testQuestionRecords(ctx.db, testId);
    return { version, content: await contentOf(records) };
  });

  /** Questions as a start uses them: their frozen copies stored (or found) and their answer shapes. */
  async function contentOf(picked: QuestionRecord[]): Promise<TestContent> {
    const frozen = picked.map(frozenOf);
    const ids = await snapshotIds.of(picked.map((q, k) => ({ questionId: q.id, snapshot: frozen[k]! })));
    ids.forEach((id, k) => snapshots.put(id, frozen[k]!));
    const maxScore = frozen.reduce((sum, q) => sum + q.marks, 0);
    return { picked, frozen, ids, maxScore, shapes: new Map(picked.map((q, k) => [q.id, shapeOf(frozen[k]!)])) };
  }

  async function shapeOfAttempt(id: number): Promise<AttemptShape | undefined> {
    const cached = shapes.get(id);
    if (cached) return cached;
    const rows = await repo.attemptShape(ctx.db, id);
    if (!rows.length) return undefined;
    const shape: AttemptShape = { userId: rows[0]!.userId, questions: new Map() };
    for (const r of rows) if (r.questionId !== null && r.snapshot) shape.questions.set(r.questionId, shapeOf(r.snapshot));
    shapes.set(id, shape);
    return shape;
  }

  /**
   * An attempt's questions in its order with their answers, from its layout: the answer rows are read in `db` (in a
   * submit, after the attempt is locked), the frozen copies come from memory or are read once.
   */
  async function itemsOf(db: Db, a: Pick<repo.AttemptRecord, 'id' | 'layout'>): Promise<repo.AttemptItem[]> {
    const [answers, copies] = await Promise.all([repo.answersOf(db, a.id), snapshots.get(db, a.layout.map((l) => l.s))]);
    const byQuestion = new Map(answers.map((r) => [r.questionId, r]));
    return a.layout.map((l, position) => {
      const copy = copies.get(l.s);
      if (!copy) throw new Error(`attempt ${a.id}: frozen copy ${l.s} is missing`);
      const r = byQuestion.get(l.q);
      return {
        questionId: l.q,
        position,
        snapshot: l.o ? { ...copy, options: l.o.map((i) => copy.options[i]!) } : copy,
        answer: r?.answer ?? null,
        seq: r?.seq ?? null,
        flagged: r?.flagged ?? null,
        timeSpentMs: r?.timeSpentMs ?? null,
        correct: r?.correct ?? null,
        awarded: r?.awarded ?? null,
      };
    });
  }

  async function own(actor: AuthContext, id: number) {
    const a = await repo.findOwnAttempt(ctx.db, id, actor.userId);
    if (!a) throw notFound('Attempt');
    return a;
  }

  async function view(a: repo.AttemptRecord): Promise<Attempt> {
    const [test, items] = await Promise.all([repo.findTestAny(ctx.db, a.testId), itemsOf(ctx.db, a)]);
    return viewOf(a, test, items);
  }

  type ViewItem = Pick<repo.AttemptItem, 'questionId' | 'position' | 'snapshot' | 'answer' | 'seq' | 'flagged'>;
  type AttemptHead = Pick<repo.AttemptRecord, 'id' | 'testId' | 'attemptNo' | 'status' | 'startedOn' | 'deadline' | 'activeQuestion' | 'context'>;

  function viewOf(a: AttemptHead, test: Pick<TestRecord, 'title' | 'attemptsAllowed' | 'durationSeconds'> | undefined, items: ViewItem[]): Attempt {
    const now = ctx.now();
    const open = a.status === 'open';
    const remaining = open ? remainingSeconds(a.deadline, now) : 0;
    return {
      ID: a.id,
      TestID: a.testId,
      TestTitle: test?.title ?? '',
      AttemptNo: a.attemptNo,
      AttemptsAllowed: test?.attemptsAllowed ?? null,
      Status: a.status as Attempt['Status'],
      Submitted: !open,
      Completed: !open,
      StartedOn: a.startedOn.toISOString(),
      Deadline: a.deadline.toISOString(),
      ServerTime: now.toISOString(),
      DurationSeconds: test?.durationSeconds ?? Math.round((a.deadline.getTime() - a.startedOn.getTime()) / 1000),
      RemainingSeconds: remaining,
      Remaining: formatDuration(remaining),
      ActiveQuestion: a.activeQuestion,
      TotalQuestions: items.length,
      AnsweredCount: items.filter((i) => isAnswered(i.answer)).length,
      FlaggedCount: items.filter((i) => i.flagged).length,
      LastSeq: items.reduce((m, i) => Math.max(m, i.seq ?? 0), 0),
      Context: a.context ?? null,
      // Built field by field from the snapshot: the answer key (correct flags, value, explanation) stays out.
      Questions: items.map((i) => ({
        Position: i.position,
        QuestionID: i.questionId,
        Type: i.snapshot.type as Attempt['Questions'][number]['Type'],
        Text: i.snapshot.text,
        ImageUrl: i.snapshot.imageUrl,
        Options: i.snapshot.options.map((o) => ({ ID: o.id, Text: o.text })),
        Marks: i.snapshot.marks,
        NegativeMarks: i.snapshot.negativeMarks,
        Answer: i.answer ?? null,
        Seq: i.seq ?? 0,
        Flagged: i.flagged ?? false,
      })),
    };
  }

  /**
   * Closes and scores an open attempt (idempotent: an attempt already closed is left alone). The time ends at
   * the deadline at the latest; answers saved before it count. Listeners hear of it after the commit. A pass grants
   * the 'test passed' earning rule in the same transaction, once per learner and test.
   */
  async function finalize(attemptId: number, by: 'learner' | 'deadline', now: Date, ownerId?: number): Promise<Closed | null> {
    const closedNow = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockForClose(tx, attemptId, ownerId);
      if (!locked || locked.attempt.status !== 'open') return null;
      const { attempt: a, test } = locked;
      const end = now < a.deadline ? now : a.deadline;
      const closedBy = now >= a.deadline ? 'deadline' : by;
      const items = await itemsOf(tx, a);
      const activeId = items[a.activeQuestion]?.questionId;
      const grades = items.map((i) => ({
        questionId: i.questionId,
        ...gradeAnswer(i.snapshot, i.answer),
        addMs: i.questionId === activeId ? end.getTime() - a.activeSince.getTime() : 0,
      }));
      const passPercentage = test?.passPercentage ?? 0;
      const { score, percentage, passed } = totalScore(grades.map((g) => g.awarded), a.maxScore, passPercentage);
      const timeTakenSeconds = Math.max(0, Math.round((end.getTime() - a.startedOn.getTime()) / 1000));
      const values = { status: 'submitted', submittedOn: end, closedBy, score, percentage, passed, timeTakenSeconds };
      const used = await repo.closeAttempt(tx, a, grades, values);
      // A pass earns the 'test passed' coins once per learner and test, in this transaction (coins service).
      if (passed) await deps.coins.grant(tx, { userId: a.userId, event: 'test.passed', subjectId: a.testId, reason: `Passed the test ${test?.title ?? a.testId}` });
      // The learner hears of the result wherever they are (a closed-by-deadline attempt especially).
      const lesson = a.context?.Kind === 'lesson' ? a.context : null;
      await deps.notify(tx, [a.userId], {
        type: 'test.result',
        title: `Your result: ${test?.title ?? 'test'}`,
        text: `${passed ? 'Passed' : 'Not passed'}: ${score} of ${a.maxScore} marks (${percentage}%).${closedBy === 'deadline' ? ' The time ran out, so your saved answers were submitted.' : ''}`,
        link: lesson ? `/course/${lesson.CourseID}/${lesson.LessonID}-test` : '/Test-Series',
      });
      const event: AttemptResultEvent = {
        attemptId: a.id, testId: a.testId, userId: a.userId, attemptNo: a.attemptNo, context: a.context ?? null,
        score, maxScore: a.maxScore, percentage, passed, closedBy, submittedOn: end,
        attemptsUsed: used, attemptsAllowed: test?.attemptsAllowed ?? null,
      };
      const graded = items.map((i, k) => ({ ...i, correct: grades[k]!.correct, awarded: grades[k]!.awarded }));
      return { event, attempt: { ...a, ...values }, test, items: graded, used } satisfies Closed;
    });
    if (!closedNow) return null;
    for (const listener of listeners) {
      try {
        await listener(closedNow.event);
      } catch (err) {
        // A listener's failure must not undo or fail the submission; the result stays queryable.
        console.error('attempt result listener failed', err);
      }
    }
    return closedNow;
  }

  /** Closes the attempt when its deadline has passed; the fresh row. */
  /**
   * Closes the learner's attempts whose deadline has passed before their lists are read, so Test Series never
   * offers to resume an attempt that is over (the periodic job may not have reached it yet).
   */
  async function closeOverdueOf(userId: number) {
    const now = ctx.now();
    for (const id of await repo.overdueAttemptIds(ctx.db, now, 50, userId)) await finalize(id, 'deadline', now);
  }

  async function storedNow(id: number, questionId: number) {
    const row = (await repo.storedAnswer(ctx.db, id, questionId))!;
    return { seq: row.seq, answer: row.answer, savedOnMs: row.lastSavedOn?.getTime() ?? null };
  }

  async function closeIfOverdue(a: repo.AttemptRecord) {
    if (a.status === 'open' && ctx.now() >= a.deadline) {
      await finalize(a.id, 'deadline', ctx.now());
      return (await repo.findAttempt(ctx.db, a.id))!;
    }
    return a;
  }

  async function result(a: repo.AttemptRecord): Promise<AttemptResult> {
    const [test, items, used] = await Promise.all([repo.findTestAny(ctx.db, a.testId), itemsOf(ctx.db, a), repo.countAttempts(ctx.db, a.testId, a.userId)]);
    return resultOf(a, test ?? null, items, used);
  }

  function resultOf(a: repo.AttemptRecord, test: ResultTest | null, items: repo.AttemptItem[], used: number): AttemptResult {
    const allowed = test?.attemptsAllowed ?? null;
    const timeTaken = a.timeTakenSeconds ?? 0;
    return {
      AttemptID: a.id,
      TestID: a.testId,
      TestTitle: test?.title ?? '',
      AttemptNo: a.attemptNo,
      Score: a.score ?? 0,
      MaxScore: a.maxScore,
      Percentage: a.percentage ?? 0,
      PassPercentage: test?.passPercentage ?? 0,
      Passed: a.passed ?? false,
      TimeTakenSeconds: timeTaken,
      TimeTaken: formatDuration(timeTaken),
      StartedOn: a.startedOn.toISOString(),
      SubmittedOn: (a.submittedOn ?? a.deadline).toISOString(),
      ClosedBy: (a.closedBy ?? 'learner') as AttemptResult['ClosedBy'],
      TotalQuestions: items.length,
      AnsweredCount: items.filter((i) => isAnswered(i.answer)).length,
      CorrectCount: items.filter((i) => i.correct).length,
      AttemptsUsed: used,
      AttemptsAllowed: allowed,
      CanReattempt: !!test && !test.deletedOn && test.status === 'published' && (allowed === null || used < allowed),
      Review: test?.showAnswers
        ? items.map((i) => ({
            Position: i.position,
            QuestionID: i.questionId,
            Type: i.snapshot.type as QuestionType,
            Text: i.snapshot.text,
            ImageUrl: i.snapshot.imageUrl,
            Options: i.snapshot.options.map((o) => ({ ID: o.id, Text: o.text, Correct: o.correct })),
            NumericAnswer: i.snapshot.type === 'numeric' ? i.snapshot.numericAnswer : null,
            NumericTolerance: i.snapshot.type === 'numeric' ? i.snapshot.numericTolerance : null,
            Explanation: i.snapshot.explanation,
            Answer: i.answer ?? null,
            Correct: i.correct ?? false,
            Marks: i.snapshot.marks,
            Awarded: i.awarded ?? 0,
          }))
        : null,
      Context: a.context ?? null,
    };
  }

  return {
    /**
     * Registers a listener told of every closed attempt (submitted by the learner or closed at the deadline),
     * after the result is committed; returns the function that removes it. The learning core registers one to
     * move lesson progress (event.context.Kind === 'lesson'). Listeners run in the instance that closed the
     * attempt; a listener that fails is logged and does not affect the result, which stays readable through
     * `resultsOf`.
     */
    onResult(listener: AttemptResultListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * A learner starts (or resumes) a Test Series test: only a published test listed in Test Series; any other
     * test answers 404 (lesson tests start through their lesson, with the course's admission and locks, checked by
     * the learning core, which calls `start` with the context it verified).
     */
    async startSeries(actor: AuthContext, testId: number) {
      const test = await repo.findTestToStart(ctx.db, testId);
      if (!test || test.status !== 'published' || !test.inSeries) throw notFound('Test');
      return this.start(actor, { TestID: testId, Context: { Kind: 'series' } }, test);
    },

    /**
     * Starts (or resumes) an attempt with a context the calling module has verified (never a client's). Three
     * round trips: the test with the version of its questions; the learner's attempts of it (and, for a hand-picked
     * test this instance does not keep at that version, its questions) side by side; one statement inserting the
     * attempt with its frozen questions' ids and the learner's name and email. The answer is built from what was
     * inserted.
     */
    async start(actor: AuthContext, body: { TestID: number; Context?: AttemptContext }, known?: repo.TestToStart) {
      const test = known ?? (await repo.findTestToStart(ctx.db, body.TestID));
      if (!test || test.status !== 'published') throw notFound('Test');
      const [mine, manual] = await Promise.all([
        repo.attemptsOf(ctx.db, test.id, actor.userId),
        test.selection === 'random' ? undefined : testContents.get(test.id, test.questionsVersion),
      ]);
      const existing = mine.find((a) => a.status === 'open');
      if (existing) {
        const fresh = await closeIfOverdue(existing);
        if (fresh.status === 'open') return view(fresh);
      }
      const used = mine.length;
      if (test.attemptsAllowed !== null && used >= test.attemptsAllowed) throw ruleViolated('No attempts left for this test');
      const content = manual ?? (await contentOf(await deps.questions.draw(drawFilters(test), test.randomCount ?? 0)));
      if (!content.picked.length) throw ruleViolated('This test has no questions yet');
      const positions = content.picked.map((_, k) => k);
      const layout: LayoutItem[] = [];
      const snapshots = (test.shuffleQuestions ? shuffle(positions) : positions).map((k) => {
        const q = content.picked[k]!;
        const copy = content.frozen[k]!;
        const order = optionOrderOf(q, test.shuffleOptions);
        layout.push(order ? { q: q.id, s: content.ids[k]!, o: order } : { q: q.id, s: content.ids[k]! });
        return { questionId: q.id, snapshot: order ? { ...copy, options: order.map((i) => copy.options[i]!) } : copy };
      });
      const now = ctx.now();
      const head = {
        testId: test.id,
        userId: actor.userId,
        attemptNo: used + 1,
        startedOn: now,
        deadline: new Date(now.getTime() + test.durationSeconds * 1000),
        maxScore: content.maxScore,
        activeSince: now,
        context: body.Context ?? null,
      };
      const id = await repo.createAttempt(ctx.db, head, layout);
      if (id !== undefined) {
        shapes.set(id, { userId: actor.userId, questions: content.shapes });
        const items = snapshots.map((q, position) => ({ ...q, position, answer: null, seq: null, flagged: null }));
        return viewOf({ ...head, id, status: 'open', activeQuestion: 0 }, test, items);
      }
      // A concurrent start won: answer with its attempt.
      const winner = await repo.findOpenAttempt(ctx.db, test.id, actor.userId);
      if (winner) return view(winner);
      throw new AppError('CONFLICT', 'Another start of this test is in progress; try again');
    },

    async get(actor: AuthContext, id: number) {
      return view(await closeIfOverdue(await own(actor, id)));
    },

    /**
     * Saves one answer. Idempotent by sequence number: a save at or below the stored one changes nothing and is
     * acknowledged with what is stored. After the deadline, or once the attempt is closed: 422, nothing changes.
     */
    async save(actor: AuthContext, id: number, questionId: number, body: { Answer: Answer; Seq: number }) {
      const now = ctx.now();
      const shape = await shapeOfAttempt(id);
      if (!shape || shape.userId !== actor.userId) throw notFound('Attempt');
      const question = shape.questions.get(questionId);
      if (!question) throw notFound('Question in this attempt');
      const answer = checkAnswer(question, body.Answer);
      const out = await repo.saveAnswer(ctx.db, { attemptId: id, userId: actor.userId, questionId, answer, seq: body.Seq, now });
      if (!out) throw notFound('Attempt');
      if (!out.open) throw closed();
      // Not applied and nothing read in the statement's snapshot: a concurrent save stored a newer one just now.
      const stored = out.stored ?? (await storedNow(id, questionId));
      return {
        QuestionID: questionId,
        Applied: out.applied,
        Seq: stored.seq,
        Answer: stored.answer ?? null,
        SavedOn: stored.savedOnMs === null ? null : new Date(stored.savedOnMs).toISOString(),
        RemainingSeconds: remainingSeconds(new Date(out.deadlineMs), now),
      };
    },

    async flag(actor: AuthContext, id: number, questionId: number, flagged: boolean) {
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const row = await repo.lockForSave(tx, id, actor.userId, questionId);
        if (!row) throw notFound('Attempt');
        if (!row.snapshot) throw notFound('Question in this attempt');
        if (row.status !== 'open' || now >= row.deadline) throw closed();
        await repo.setFlag(tx, id, questionId, flagged);
      });
      return { QuestionID: questionId, Flagged: flagged };
    },

    /** Moves the active question; the time since the last move counts for the question left. */
    async setActive(actor: AuthContext, id: number, index: number) {
      await own(actor, id);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const a = await repo.lockForUpdate(tx, id);
        if (!a) throw notFound('Attempt');
        if (a.status !== 'open' || now >= a.deadline) throw closed();
        const items = await itemsOf(tx, a);
        if (index >= items.length) throw new AppError('VALIDATION', 'No such question', [{ path: 'body.ActiveQuestion', message: `Between 0 and ${items.length - 1}` }]);
        const left = items[a.activeQuestion];
        if (left) await repo.addTime(tx, id, left.questionId, now.getTime() - a.activeSince.getTime());
        await repo.updateAttempt(tx, id, { activeQuestion: index, activeSince: now });
      });
      return { ActiveQuestion: index };
    },

    async reportIssue(actor: AuthContext, id: number, body: { QuestionID: number; Text: string }) {
      const a = await own(actor, id);
      const items = await itemsOf(ctx.db, a);
      if (!items.some((i) => i.questionId === body.QuestionID)) throw notFound('Question in this attempt');
      const row = await repo.insertIssue(ctx.db, {
        questionId: body.QuestionID, testId: a.testId, attemptId: a.id, userId: actor.userId, userName: a.learnerName, text: body.Text,
      });
      return { ID: row.id };
    },

    /**
     * Submits (idempotent: a closed attempt answers with its result). Only the learner's own attempt is locked and
     * closed; another's, or one already closed, is read afterwards (404 when not theirs).
     */
    async submit(actor: AuthContext, id: number) {
      const closedNow = await finalize(id, 'learner', ctx.now(), actor.userId);
      if (closedNow) return resultOf(closedNow.attempt, closedNow.test, closedNow.items, closedNow.used);
      return result(await own(actor, id));
    },

    async result(actor: AuthContext, id: number) {
      const a = await closeIfOverdue(await own(actor, id));
      if (a.status === 'open') throw ruleViolated('The attempt is still open: submit it first');
      return result(a);
    },

    /** Closes every open attempt past its deadline (the background job); returns how many it closed. */
    async closeOverdueAttempts(now: Date = ctx.now(), batch = 200) {
      let closedCount = 0;
      for (;;) {
        const ids = await repo.overdueAttemptIds(ctx.db, now, batch);
        for (const id of ids) if (await finalize(id, 'deadline', now)) closedCount++;
        if (ids.length < batch) return closedCount;
      }
    },

    /** A visitor (null) has no attempts: every test is 'Not Attempted' for them. */
    async catalogue(actor: AuthContext | null, q: z.infer<typeof testSeriesQuerySchema>) {
      if (actor) await closeOverdueOf(actor.userId);
      const page = await repo.listSeries(ctx.db, actor?.userId ?? 0, q, q);
      return { ...page, items: page.items.map((r) => seriesView(r, ctx.now())) };
    },

    async seriesDetail(actor: AuthContext, testId: number) {
      await closeOverdueOf(actor.userId);
      const row = await repo.seriesItem(ctx.db, actor.userId, testId);
      if (!row) throw notFound('Test');
      const attempts = await repo.attemptsOf(ctx.db, testId, actor.userId);
      const item = seriesView(row, ctx.now());
      return {
        ...item,
        Attempts: attempts.map(summary),
        CanStart: item.OpenAttemptID === null && (item.AttemptsAllowed === null || item.AttemptsUsed < item.AttemptsAllowed),
      };
    },

    /** The learner's open attempt of a test with the server's remaining time, or null (closing it first if overdue). */
    async openOf(userId: number, testId: number) {
      const existing = await repo.findOpenAttempt(ctx.db, testId, userId);
      if (!existing) return null;
      const fresh = await closeIfOverdue(existing);
      if (fresh.status !== 'open') return null;
      return { ID: fresh.id, AttemptNo: fresh.attemptNo, RemainingSeconds: remainingSeconds(fresh.deadline, ctx.now()) };
    },

    /** A learner's closed attempts of a test (the learning core reads results here as well). */
    async resultsOf(userId: number, testId: number) {
      return (await repo.attemptsOf(ctx.db, testId, userId)).filter((a) => a.status === 'submitted').map(summary);
    },
  };
}

function summary(a: repo.AttemptRecord) {
  return {
    ID: a.id,
    AttemptNo: a.attemptNo,
    Status: a.status as 'open' | 'submitted',
    StartedOn: a.startedOn.toISOString(),
    SubmittedOn: a.submittedOn?.toISOString() ?? null,
    Score: a.score,
    MaxScore: a.maxScore,
    Percentage: a.percentage,
    Passed: a.passed,
  };
}

function seriesView({ OpenDeadline, ...r }: repo.SeriesRow, now: Date) {
  const progress = r.OpenAttemptID !== null ? 'In Progress' : r.AttemptsUsed > 0 ? 'Completed' : 'Not Attempted';
  return {
    ...r,
    OpenRemainingSeconds: OpenDeadline === null ? null : remainingSeconds(new Date(OpenDeadline), now),
    Duration: formatDuration(r.DurationSeconds),
    Progress: progress as 'In Progress' | 'Completed' | 'Not Attempted',
  };
}
