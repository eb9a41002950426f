import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** PUT /attempts/{id}/active: the active question (0-based); the server records the time on the one left. */
export const setActiveQuestion = (attemptId: number, index: number) =>
  call(attemptsEndpoints.setActive, { params: { id: attemptId }, body: { ActiveQuestion: index } });
