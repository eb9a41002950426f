import { z } from 'zod';
import { acceptBodySchema, returnBodySchema } from '@app/contracts/courses';

/**
 * How many more times the learner may submit if this attempt is returned now: the assignment allows
 * `reattemptsAllowed` submissions after the first (the server's rule in progress-state.ts).
 */
export function reattemptsLeftAfterReturn(attemptNo: number, reattemptsAllowed: number): number {
  return Math.max(0, reattemptsAllowed - (attemptNo - 1));
}

/** Submissions the learner may make in all (the first plus the reattempts). */
export function totalAttempts(reattemptsAllowed: number): number {
  return reattemptsAllowed + 1;
}

/** Messages of the decision forms, as keys of the `checking` namespace under `validation.`. */
export const decisionMessages = {
  scoreRequired: 'validation.scoreRequired',
  scoreWhole: 'validation.scoreWhole',
  scoreRange: 'validation.scoreRange',
  feedbackRequired: 'validation.feedbackRequired',
  feedbackTooLong: 'validation.feedbackTooLong',
} as const;

/** The contract's accept body with the score bounded by this assignment's maximum. */
export function acceptFormSchema(maxScore: number) {
  return acceptBodySchema.extend({
    Score: z
      .number({ error: decisionMessages.scoreRequired })
      .int(decisionMessages.scoreWhole)
      .min(0, decisionMessages.scoreRange)
      .max(Math.min(maxScore, 1000), decisionMessages.scoreRange),
    Feedback: z.string().trim().max(5000, decisionMessages.feedbackTooLong).default(''),
  });
}

/** The contract's return body (feedback required), with message keys. */
export const returnFormSchema = returnBodySchema.extend({
  Feedback: z.string().trim().min(1, decisionMessages.feedbackRequired).max(5000, decisionMessages.feedbackTooLong),
});

/** Values of the accept form; the number input gives '' while empty. */
export interface AcceptFormValues {
  Score: number | '';
  Feedback: string;
}

/** The accept form's values as the API body (the form has validated them). */
export function acceptBody(v: AcceptFormValues): { Score: number; Feedback: string } {
  return { Score: typeof v.Score === 'number' ? v.Score : Number.NaN, Feedback: v.Feedback.trim() };
}
