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
  const correctCount = responses.filter((r) => r.correct).length;
  const facility = n ? correctCount / n : null;
  let discrimination: number | null = null;
  if (n >= 2) {
    const k = Math.max(1, Math.round(GROUP_SHARE * n));
    const ranked = [...responses].sort((a, b) => b.total - a.total || a.attemptId - b.attemptId);
    const share = (g: ItemResponse[]) => g.filter((r) => r.correct).length / g.length;
    discrimination = share(ranked.slice(0, k)) - share(ranked.slice(n - k));
  }
  const timed = responses.filter((r) => r.timeSpentMs > 0);
  const meanTimeSeconds = timed.length ? timed.reduce((a, r) => a + r.timeSpentMs, 0) / timed.length / 1000 : null;
  const reasons: string[] = [];
  // A handful of answers flags almost every question: below the minimum sample nothing is flagged.
  const enoughResponses = n >= minResponses;
  if (enoughResponses && facility !== null && facility < 0.1) reasons.push('Facility under 0.1: almost nobody answers it correctly');
  if (enoughResponses && facility !== null && facility > 0.95) reasons.push('Facility over 0.95: almost everybody answers it correctly');
  if (enoughResponses && discrimination !== null && discrimination < 0) reasons.push('Negative discrimination: weaker learners do better than stronger ones');
  const r4 = (x: number | null) => (x === null ? null : Math.round(x * 10000) / 10000);
  return {
    responses: n,
    correctCount,
    facility: r4(facility),
    discrimination: r4(discrimination),
    meanTimeSeconds: meanTimeSeconds === null ? null : Math.round(meanTimeSeconds * 10) / 10,
    enoughResponses,
    defective: reasons.length > 0,
    reasons,
  };
}
