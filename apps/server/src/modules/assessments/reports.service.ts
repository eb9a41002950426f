import type { z } from 'zod';
import type {
  QuestionPerformance, QuestionType, issuesListQuerySchema, learnerResultsQuerySchema,
} from '@app/contracts/assessments';
import type { ListQuery } from '@app/contracts/list';
import type { AppContext } from '../../platform/context.ts';
import type { AuthContext } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { QuestionSnapshot, StoredAnswer } from './attempts.tables.ts';
import { attemptItems } from './attempts.repository.ts';
import { analyseItem } from './item-analysis.ts';
import { plainText } from '../../platform/text/rich-text.ts';
import { isAnswered } from './scoring.ts';
import { toCsv, type Cell } from './csv.ts';
import * as repo from './reports.repository.ts';
import type { ReportScope } from './reports.repository.ts';

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
  async function performance(testId: number, scope: ReportScope): Promise<(QuestionPerformance & { responses: Awaited<ReturnType<typeof repo.testResponses>> })[]> {
    const test = await repo.testTitle(ctx.db, testId);
    if (!test) throw notFound('Test');
    const responses = await repo.testResponses(ctx.db, testId, undefined, scope);
    const byQuestion = new Map<number, typeof responses>();
    for (const r of responses) {
      const list = byQuestion.get(r.questionId) ?? [];
      list.push(r);
      byQuestion.set(r.questionId, list);
    }
    const qs = new Map((await repo.questionsById(ctx.db, [...byQuestion.keys()])).map((q) => [q.id, q]));
    return [...byQuestion.entries()]
      .sort(([a], [b]) => a - b)
      .map(([questionId, rs]) => {
        const q = qs.get(questionId);
        const a = analyseItem(rs.map((r) => ({ attemptId: r.attemptId, total: r.total ?? 0, correct: r.correct ?? false, timeSpentMs: r.timeSpentMs ?? 0 })), ctx.config.ITEM_ANALYSIS_MIN_RESPONSES);
        return {
          QuestionID: questionId,
          Text: q ? q.textPlain.slice(0, 300) : '',
          Type: (q?.type ?? 'single') as QuestionType,
          Responses: a.responses,
          Answered: rs.filter((r) => isAnswered(r.answer)).length,
          CorrectCount: a.correctCount,
          Facility: a.facility,
          Discrimination: a.discrimination,
          MeanTimeSeconds: a.meanTimeSeconds,
          EnoughResponses: a.enoughResponses,
          MinResponses: ctx.config.ITEM_ANALYSIS_MIN_RESPONSES,
          Defective: a.defective,
          DefectReasons: a.reasons,
          responses: rs,
        };
      });
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

    async questionPerformance(testId: number, scope: ReportScope) {
      return (await performance(testId, scope)).map(({ responses: _r, ...row }) => row);
    },

    async questionPerformanceCsv(testId: number, scope: ReportScope) {
      const rows = (await performance(testId, scope)).map(({ responses: _r, ...row }) => row);
      return toCsv([
        ['QuestionID', 'Text', 'Type', 'Responses', 'Answered', 'Correct', 'Facility', 'Discrimination', 'MeanTimeSeconds', 'Defective', 'Reasons'],
        ...rows.map((r): Cell[] => [r.QuestionID, r.Text, r.Type, r.Responses, r.Answered, r.CorrectCount, r.Facility, r.Discrimination, r.MeanTimeSeconds, r.Defective ? 'yes' : r.EnoughResponses ? 'no' : `not enough responses (${r.Responses} of ${r.MinResponses})`, r.DefectReasons.join(' | ')]),
      ]);
    },

    /** One question of a test: the figures, and how often each option (or numeric value) was chosen. */
    async questionDetail(testId: number, questionId: number, scope: ReportScope) {
      const row = (await performance(testId, scope)).find((r) => r.QuestionID === questionId);
      if (!row) throw notFound('Responses to this question in this test');
      const [q] = await repo.questionsById(ctx.db, [questionId]);
      const chosen = new Map<string, number>();
      const values = new Map<number, number>();
      let unanswered = 0;
      for (const r of row.responses) {
        if (!isAnswered(r.answer)) unanswered++;
        else if (r.answer && 'OptionIDs' in r.answer) for (const id of r.answer.OptionIDs) chosen.set(id, (chosen.get(id) ?? 0) + 1);
        else if (r.answer && 'Value' in r.answer) values.set(r.answer.Value, (values.get(r.answer.Value) ?? 0) + 1);
      }
      const options = (q?.options ?? []).map((o) => ({ ID: o.id, Text: o.text, Correct: o.correct, Chosen: chosen.get(o.id) ?? 0 }));
      // options chosen in older versions of the question, since removed
      for (const [id, n] of chosen) if (!options.some((o) => o.ID === id)) options.push({ ID: id, Text: '(removed option)', Correct: false, Chosen: n });
      const { responses: _r, ...figures } = row;
      return {
        ...figures,
        Options: options,
        Values: [...values.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([Value, Count]) => ({ Value, Count })),
        Unanswered: unanswered,
      };
    },

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
