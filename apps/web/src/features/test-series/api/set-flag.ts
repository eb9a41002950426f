import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** PUT /attempts/{id}/flags/{questionId}: flag or unflag a question for review. */
export const setFlag = (attemptId: number, questionId: number, flagged: boolean) =>
  call(attemptsEndpoints.flag, { params: { id: attemptId, questionId }, body: { Flagged: flagged } });
