/** One submitted attempt's result on one question, with the attempt's total score. */
export type ItemResponse = { attemptId: number; total: number; correct: boolean; timeSpentMs: number };

/** Responses below which facility and discrimination say too little to flag a question (ITEM_ANALYSIS_MIN_RESPONSES). */
export const DEFAULT_MIN_RESPONSES = 30;

/** Share of each group taken for the discrimination index (Kelley's 27%). */
export const GROUP_SHARE = 0.27;

/**
 * Classical item analysis of one question over the submitted attempts that held it.
 * Facility: share answered correctly. Discrimination: facility among the top 27% of those attempts by total
 * score minus facility among the bottom 27% (group size round(0.27 n), at least 1; ties broken by attempt id
 * so the figure is reproducible); null under two responses. Mean time: over the responses that spent time on it.
 */
export function analyseItem(responses: ItemResponse[], minResponses = DEFAULT_MIN_RESPONSES) {
  const n = responses.length;
  const k = groupSize(n);
  const ranked = [...responses].sort((a, b) => b.total - a.total || a.attemptId - b.attemptId);
  const timed = responses.filter((r) => r.timeSpentMs > 0);
  return itemFigures(
    {
      responses: n,
      correctCount: responses.filter((r) => r.correct).length,
      groupSize: k,
      topCorrect: ranked.slice(0, k).filter((r) => r.correct).length,
      bottomCorrect: ranked.slice(n - k).filter((r) => r.correct).length,
      timed: timed.length,
      timedMs: timed.reduce((a, r) => a + r.timeSpentMs, 0),
    },
    minResponses,
  );
}

/** The size of the top and of the bottom group among n responses: round(0.27 n), at least 1. */
export const groupSize = (n: number) => Math.max(1, Math.round(GROUP_SHARE * n));

/**
 * What the item analysis is made of, as counts (the report hub counts them in SQL: reports.repository.ts
 * questionPerformance): responses, correct ones, correct ones among the top and the bottom `groupSize` responses
 * ranked by attempt total (ties by attempt id), and the responses that spent time on the question with their time.
 */
export type ItemCounts = { responses: number; correctCount: number; groupSize: number; topCorrect: number; bottomCorrect: number; timed: number; timedMs: number };

/** The figures and the defective flag from the counts (the one place the formulas and thresholds live). */
export function itemFigures(c: ItemCounts, minResponses = DEFAULT_MIN_RESPONSES) {
  const n = c.responses;
  const facility = n ? c.correctCount / n : null;
  const discrimination = n >= 2 ? c.topCorrect / c.groupSize - c.bottomCorrect / c.groupSize : null;
  const meanTimeSeconds = c.timed ? c.timedMs / c.timed / 1000 : null;
  const reasons: string[] = [];
  // A handful of answers flags almost every question: below the minimum sample nothing is flagged.
  const enoughResponses = n >= minResponses;
  if (enoughResponses && facility !== null && facility < 0.1) reasons.push('Facility under 0.1: almost nobody answers it correctly');
  if (enoughResponses && facility !== null && facility > 0.95) reasons.push('Facility over 0.95: almost everybody answers it correctly');
  if (enoughResponses && discrimination !== null && discrimination < 0) reasons.push('Negative discrimination: weaker learners do better than stronger ones');
  const r4 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);
  return {
    responses: n,
    correctCount: c.correctCount,
    facility: r4(facility),
    discrimination: r4(discrimination),
    meanTimeSeconds: meanTimeSeconds === null ? null : Math.round(meanTimeSeconds * 10) / 10,
    enoughResponses,
    defective: reasons.length > 0,
    reasons,
  };
}
