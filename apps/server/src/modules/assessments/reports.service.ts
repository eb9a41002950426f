import type { z } from 'zod';
import type {
  QuestionPerformance, QuestionType, issuesListQuerySchema, learnerResultsQuerySchema,
} from '@app/contracts/assessments';
import type { ListQuery, Page } from '@app/contracts/list';
import type { QuestionFlag, QuestionPerformanceRow, QuestionResponseRow, questionOutcomes } from '@app/contracts/reports';
import { countReport, pageReport, reportCursor } from '../../platform/db/report-query.ts';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { QuestionSnapshot, StoredAnswer } from './attempts.tables.ts';
import { attemptItems } from './attempts.repository.ts';
import { itemFigures } from './item-analysis.ts';
import { plainText } from '../../platform/text/rich-text.ts';
import { isAnswered } from './scoring.ts';
import { toCsv, type Cell } from './csv.ts';
import * as repo from './reports.repository.ts';
import type { ReportScope } from './reports.repository.ts';

type Sort = Pick<ListQuery, 'sortBy' | 'sortDesc' | 'term'>;
type QuestionOutcome = (typeof questionOutcomes)[number];

/** Rows at most in one CSV download. */
const CSV_MAX_ROWS = 50_000;

function answerText(q: QuestionSnapshot, a: StoredAnswer | null | undefined): string {
  if (!isAnswered(a)) return '';
  if (a && 'Value' in a) return String(a.Value);
  const ids = a && 'OptionIDs' in a ? a.OptionIDs : [];
  return ids.map((id) => plainText(q.options.find((o) => o.id === id)?.text ?? id)).join('; ');
}
function correctText(q: QuestionSnapshot): string {
  if (q.type === 'numeric') return q.numericTolerance ? `${q.numericAnswer} ± ${q.numericTolerance}` : String(q.numericAnswer);
  return q.options.filter((o) => o.correct).map((o) => plainText(o.text)).join('; ');
}

export type ReportsService = ReturnType<typeof createReportsService>;

/** Staff reports: question performance (item analysis), results per learner and test, reported issues. */
export function createReportsService(ctx: AppContext) {
  const minResponses = () => ctx.config.ITEM_ANALYSIS_MIN_RESPONSES;

  /** A row of the performance statement as the API's: the figures made from the database's counts by itemFigures. */
  function toPerformance(r: repo.QuestionPerformanceSqlRow): QuestionPerformanceRow {
    const min = minResponses();
    const a = itemFigures(
      { responses: r.Responses, correctCount: r.CorrectCount, groupSize: r.GroupSize, topCorrect: r.TopCorrect, bottomCorrect: r.BottomCorrect, timed: r.Timed, timedMs: r.TimedMs },
      min,
    );
    return {
      QuestionID: r.QuestionID,
      Text: r.Text,
      Type: r.Type as QuestionType,
      Responses: a.responses,
      Answered: r.Answered,
      CorrectCount: a.correctCount,
      Facility: a.facility,
      Discrimination: a.discrimination,
      MeanTimeSeconds: a.meanTimeSeconds,
      EnoughResponses: a.enoughResponses,
      MinResponses: min,
      Defective: a.defective,
      DefectReasons: a.reasons,
      Flag: !a.enoughResponses ? 'fewResponses' : a.defective ? 'defective' : 'sound',
    };
  }

  function toResponse({ Snapshot, AnswerJson, ...r }: repo.QuestionResponseSqlRow): QuestionResponseRow {
    return { ...r, Answer: answerText(Snapshot, AnswerJson) };
  }

  async function requireTest(testId: number) {
    const test = await repo.testTitle(ctx.db, testId);
    if (!test) throw notFound('Test');
    return test;
  }

  /** Per question of a test, by question id: the item analysis over its submitted attempts (the scope's). */
  async function performance(testId: number, scope: ReportScope): Promise<QuestionPerformanceRow[]> {
    await requireTest(testId);
    return (await repo.questionPerformanceRows(ctx.db, repo.questionPerformanceStatement({ testId }, scope, minResponses()))).map(toPerformance);
  }

  /** One question of a test: the figures, and how often each option (or numeric value) was chosen, in a period. */
  async function questionSummary(f: repo.AttemptsFilter & { questionId: number }, scope: ReportScope) {
    await requireTest(f.testId);
    if (!(await repo.questionAnsweredInScope(ctx.db, f.testId, f.questionId, scope))) throw notFound('Responses to this question in this test');
    const [q] = await repo.questionsById(ctx.db, [f.questionId]);
    const [counted] = await repo.questionPerformanceRows(ctx.db, repo.questionPerformanceStatement(f, scope, minResponses()));
    // No response in the period: the question's figures are those of no response.
    const row = toPerformance(counted ?? {
      QuestionID: f.questionId, Text: q ? q.textPlain.slice(0, 300) : '', Type: q?.type ?? 'single', Responses: 0, Answered: 0, CorrectCount: 0,
      GroupSize: 1, TopCorrect: 0, BottomCorrect: 0, Timed: 0, TimedMs: 0,
    });
    const choices = await repo.questionChoices(ctx.db, f, scope);
    const chosen = new Map(choices.options.map((o) => [o.id, o.n]));
    const options = (q?.options ?? []).map((o) => ({ ID: o.id, Text: o.text, Correct: o.correct, Chosen: chosen.get(o.id) ?? 0 }));
    // options chosen in older versions of the question, since removed
    for (const [id, n] of chosen) if (!options.some((o) => o.ID === id)) options.push({ ID: id, Text: '(removed option)', Correct: false, Chosen: n });
    const { Flag: _f, ...figures } = row;
    return {
      ...figures,
      Options: options,
      Values: choices.values.map((v) => ({ Value: Number(v.value), Count: v.n })).sort((a, b) => b.Count - a.Count || a.Value - b.Value),
      Unanswered: row.Responses - row.Answered,
    };
  }

  async function learnerTest(userId: number, testId: number, scope: ReportScope) {
    const test = await repo.testTitle(ctx.db, testId);
    const rows = (await repo.learnerAttempts(ctx.db, userId, testId, scope)).filter((a) => a.status === 'submitted');
    if (!test || !rows.length) throw notFound('Attempts of this learner');
    const attempts = await Promise.all(
      rows.map(async (a) => {
        const items = await attemptItems(ctx.db, a.id);
        return {
          ID: a.id,
          AttemptNo: a.attemptNo,
          Status: a.status as 'submitted',
          StartedOn: a.startedOn.toISOString(),
          SubmittedOn: a.submittedOn?.toISOString() ?? null,
          Score: a.score,
          MaxScore: a.maxScore,
          Percentage: a.percentage,
          Passed: a.passed,
          TimeTakenSeconds: a.timeTakenSeconds,
          ClosedBy: a.closedBy as 'learner' | 'deadline' | null,
          Answers: items.map((i) => ({
            Position: i.position,
            QuestionID: i.questionId,
            Text: plainText(i.snapshot.text).slice(0, 300),
            Type: i.snapshot.type as QuestionType,
            Answer: i.answer ?? null,
            AnswerText: answerText(i.snapshot, i.answer),
            CorrectText: correctText(i.snapshot),
            Correct: i.correct,
            Awarded: i.awarded,
            TimeSeconds: Math.round((i.timeSpentMs ?? 0) / 100) / 10,
            Flagged: i.flagged ?? false,
          })),
        };
      }),
    );
    const last = rows[rows.length - 1]!;
    return { UserID: userId, UserName: last.learnerName, TestID: testId, TestTitle: test.title, Attempts: attempts };
  }

  return {
    tests: (q: ListQuery, scope: ReportScope) => repo.listTestPerformance(ctx.db, q, scope),

    async questionPerformance(testId: number, scope: ReportScope): Promise<QuestionPerformance[]> {
      return (await performance(testId, scope)).map(({ Flag: _f, ...row }) => row);
    },

    async questionPerformanceCsv(testId: number, scope: ReportScope) {
      const rows = await performance(testId, scope);
      return toCsv([
        ['QuestionID', 'Text', 'Type', 'Responses', 'Answered', 'Correct', 'Facility', 'Discrimination', 'MeanTimeSeconds', 'Defective', 'Reasons'],
        ...rows.map((r): Cell[] => [r.QuestionID, r.Text, r.Type, r.Responses, r.Answered, r.CorrectCount, r.Facility, r.Discrimination, r.MeanTimeSeconds, r.Defective ? 'yes' : r.EnoughResponses ? 'no' : `not enough responses (${r.Responses} of ${r.MinResponses})`, r.DefectReasons.join(' | ')]),
      ]);
    },

    /** One question of a test: the figures, and how often each option (or numeric value) was chosen. */
    questionDetail: (testId: number, questionId: number, scope: ReportScope) => questionSummary({ testId, questionId }, scope),

    // ---------------------------------------------------------- the report hub's question performance reports

    /**
     * TestQuestionsPerformanceReport in the hub: the item analysis of a test's questions over the attempts submitted in
     * the period, counted, sorted, filtered and paged by the database; exports read through a cursor.
     */
    async questionPerformanceReport(f: repo.AttemptsFilter & { flag?: QuestionFlag }, scope: ReportScope) {
      await requireTest(f.testId);
      const statement = repo.questionPerformanceStatement(f, scope, minResponses());
      const spec = repo.questionPerformanceSpec;
      return {
        async page(q: ListQuery): Promise<Page<QuestionPerformanceRow>> {
          const p = await pageReport<repo.QuestionPerformanceSqlRow>(ctx.db, statement, spec, q);
          return { ...p, items: p.items.map(toPerformance) };
        },
        count: (term?: string) => countReport(ctx.db, statement, spec, term),
        async *rows(q: Sort): AsyncIterable<QuestionPerformanceRow[]> {
          for await (const batch of reportCursor<repo.QuestionPerformanceSqlRow>(ctx.db, statement, spec, q)) yield batch.map(toPerformance);
        },
      };
    },
    /** The test's submitted attempts in the period: attempts, learners, mean percentage, pass rate. */
    async questionPerformanceSummary(f: repo.AttemptsFilter, scope: ReportScope) {
      await requireTest(f.testId);
      return repo.attemptsSummary(ctx.db, f, scope);
    },
    /** TestQuestionsPerformanceReportDetails in the hub: every response to one question (who, what, right or not), paged by the database. */
    async questionResponsesReport(f: repo.AttemptsFilter & { questionId: number; outcome?: QuestionOutcome }, scope: ReportScope) {
      await requireTest(f.testId);
      const statement = repo.questionResponsesStatement(f, scope);
      const spec = repo.questionResponsesSpec;
      return {
        async page(q: ListQuery): Promise<Page<QuestionResponseRow>> {
          const p = await pageReport<repo.QuestionResponseSqlRow>(ctx.db, statement, spec, q);
          return { ...p, items: p.items.map(toResponse) };
        },
        count: (term?: string) => countReport(ctx.db, statement, spec, term),
        async *rows(q: Sort): AsyncIterable<QuestionResponseRow[]> {
          for await (const batch of reportCursor<repo.QuestionResponseSqlRow>(ctx.db, statement, spec, q)) yield batch.map(toResponse);
        },
      };
    },
    questionResponsesSummary: questionSummary,

    learners: (q: z.infer<typeof learnerResultsQuerySchema>, scope: ReportScope) => repo.listLearnerResults(ctx.db, q, q, scope),

    async learnersCsv(q: z.infer<typeof learnerResultsQuerySchema>, scope: ReportScope) {
      const page = await repo.listLearnerResults(ctx.db, { ...q, pageIndex: 0, pageSize: CSV_MAX_ROWS }, q, scope);
      return toCsv([
        ['UserID', 'UserName', 'Email', 'TestID', 'TestTitle', 'Attempts', 'BestScore', 'BestPercentage', 'Passed', 'LastAttemptOn'],
        ...page.items.map((r): Cell[] => [r.UserID, r.UserName, r.Email, r.TestID, r.TestTitle, r.Attempts, r.BestScore, r.BestPercentage, r.Passed ? 'Pass' : 'Fail', r.LastAttemptOn]),
      ]);
    },

    learnerTest,

    async learnerTestCsv(userId: number, testId: number, scope: ReportScope) {
      const d = await learnerTest(userId, testId, scope);
      return toCsv([
        ['Attempt', 'Position', 'QuestionID', 'Question', 'Answer', 'CorrectAnswer', 'Correct', 'Awarded', 'TimeSeconds', 'Flagged'],
        ...d.Attempts.flatMap((a) =>
          a.Answers.map((x): Cell[] => [a.AttemptNo, x.Position + 1, x.QuestionID, x.Text, x.AnswerText, x.CorrectText, x.Correct ? 'yes' : 'no', x.Awarded, x.TimeSeconds, x.Flagged ? 'yes' : '']),
        ),
      ]);
    },

    issues: (q: z.infer<typeof issuesListQuerySchema>, scope: ReportScope) => repo.listIssues(ctx.db, q, q.status, scope),
    /** Open issues within the scope: how many, and when the oldest was reported. */
    openIssues: (scope: ReportScope) => repo.openIssues(ctx.db, scope),

    async resolveIssue(actor: AuthContext, id: number, scope: ReportScope) {
      if (!(await repo.resolveIssue(ctx.db, id, actor.userId, ctx.now(), scope))) throw notFound('Issue');
      return { ID: id, Status: 'resolved' as const };
    },
  };
}
