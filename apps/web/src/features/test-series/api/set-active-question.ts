import { api } from '../../../lib/api-client.ts';

/** PUT /attempts/{id}/active: the active question (0-based); the server records the time on the one left. */
export const setActiveQuestion = (attemptId: number, index: number) =>
  api.put<{ ActiveQuestion: number }>(`/attempts/${attemptId}/active`, { ActiveQuestion: index });
