import type { QuestionSnapshot, StoredAnswer } from './attempts.tables.ts';

/** Marks are kept to two decimals; sums of doubles must not show 0.30000000000000004. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Numeric answers within tolerance, with room for the binary representation of decimals. */
const EPSILON = 1e-9;

export function isAnswered(answer: StoredAnswer | null | undefined): boolean {
  if (!answer) return false;
  return 'OptionIDs' in answer ? answer.OptionIDs.length > 0 : Number.isFinite(answer.Value);
}

/**
 * Scores one answer. single and truefalse: the one correct option; multiple: exactly the set of correct options
 * (no partial credit); numeric: within the tolerance. A wrong answer costs the negative marks, an unanswered
 * question costs nothing.
 */
export function gradeAnswer(q: QuestionSnapshot, answer: StoredAnswer | null | undefined): { answered: boolean; correct: boolean; awarded: number } {
  if (!isAnswered(answer)) return { answered: false, correct: false, awarded: 0 };
  let correct: boolean;
  if (q.type === 'numeric') {
    correct = answer && 'Value' in answer && q.numericAnswer !== null
      ? Math.abs(answer.Value - q.numericAnswer) <= q.numericTolerance + EPSILON
      : false;
  } else {
    const chosen = answer && 'OptionIDs' in answer ? new Set(answer.OptionIDs) : new Set<string>();
    const key = new Set(q.options.filter((o) => o.correct).map((o) => o.id));
    correct = chosen.size === key.size && [...chosen].every((id) => key.has(id));
  }
  return { answered: true, correct, awarded: correct ? q.marks : -q.negativeMarks };
}

/** The attempt's total: the sum of awarded marks, never below 0; percentage of the maximum, two decimals. */
export function totalScore(awarded: number[], maxScore: number, passPercentage: number) {
  const score = round2(Math.max(0, awarded.reduce((a, b) => a + b, 0)));
  const percentage = maxScore > 0 ? round2((score / maxScore) * 100) : 0;
  return { score, percentage, passed: percentage >= passPercentage };
}
