import type { z } from 'zod';
import type { pendingUploadSchema } from '@app/contracts/courses';
import { playerEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type PendingUpload = z.infer<typeof pendingUploadSchema>;

/**
 * POST /course/{id}/lessons/{lessonId}/assignment/files (multipart "file"): one file for the next submission,
 * with upload progress. The server checks the type by the file's bytes and the size.
 */
export function uploadAssignmentFile(courseId: number, lessonId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(playerEndpoints.uploadSubmissionFile, { params: { id: courseId, lessonId } }, { form: body, onUploadProgress: onProgress, signal });
}
