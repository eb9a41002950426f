import { api } from '../../../lib/api-client.ts';

/** DELETE /course/{id}/lessons/{lessonId}/assignment/files/{fileId}: removes one of my uploads not yet submitted. */
export const removeAssignmentFile = (courseId: number, lessonId: number, fileId: number) =>
  api.delete<null>(`/course/${courseId}/lessons/${lessonId}/assignment/files/${fileId}`);
