import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { submissionDetailSchema } from '@app/contracts/courses';
import { checkingEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { checkingKey } from './get-checking-list.ts';

export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

/** What the assignment view asks for: names from the address, the learner, and optionally the exact submission. */
export interface AssignmentViewAddress {
  courseName: string;
  assignmentName: string;
  userId: number;
  submissionId: number | null;
}

export const assignmentViewKey = (a: AssignmentViewAddress) =>
  [...checkingKey, 'view', a.courseName, a.assignmentName, a.userId, a.submissionId] as const;

/**
 * GET /usersProgress/assignmentView/{courseName}/{assignmentName}/{userId}[?submission=]: the learner's newest
 * submission of that assignment (or exactly the one given), with the assignment and earlier submissions.
 */
export const getAssignmentView = (a: AssignmentViewAddress, signal?: AbortSignal) =>
  call(
    checkingEndpoints.assignmentView,
    { params: { courseName: a.courseName, assignmentName: a.assignmentName, userId: a.userId }, query: { submission: a.submissionId ?? undefined } },
    { signal },
  );

export const useAssignmentView = (a: AssignmentViewAddress) =>
  useQuery({ queryKey: assignmentViewKey(a), queryFn: ({ signal }) => getAssignmentView(a, signal) });
