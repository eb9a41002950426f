import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /course/{id}/lessons/{lessonId}/assignment/files/{fileId}: removes one of my uploads not yet submitted. */
export const removeAssignmentFile = (courseId: number, lessonId: number, fileId: number) =>
  call(playerEndpoints.removeSubmissionFile, { params: { id: courseId, lessonId, fileId } });
