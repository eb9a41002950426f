import type { z } from 'zod';
import type { Answer, saveAckSchema } from '@app/contracts/assessments';
import { attemptsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type SaveAck = z.infer<typeof saveAckSchema>;

/**
 * PUT /attempts/{id}/answers/{questionId}: idempotent by sequence number (a lower or equal one is ignored
 * but acknowledged with the stored answer); 422 after the deadline.
 */
export const saveAnswer = (attemptId: number, questionId: number, body: { Answer: Answer; Seq: number }) =>
  call(attemptsEndpoints.saveAnswer, { params: { id: attemptId, questionId }, body });
