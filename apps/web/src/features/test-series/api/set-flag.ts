import { api } from '../../../lib/api-client.ts';

/** PUT /attempts/{id}/flags/{questionId}: flag or unflag a question for review. */
export const setFlag = (attemptId: number, questionId: number, flagged: boolean) =>
  api.put<{ QuestionID: number; Flagged: boolean }>(`/attempts/${attemptId}/flags/${questionId}`, { Flagged: flagged });
