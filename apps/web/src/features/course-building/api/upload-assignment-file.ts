import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { assignmentKey } from './get-assignment.ts';

/** What the attachment picker offers (the server decides by the bytes). */
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.txt,.csv,.zip,.docx,.xlsx,.pptx';

/** POST /assignments/{id}/files: attaches one file (multipart "file"), with upload progress. */
export const uploadAssignmentFile = (id: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('file', file);
  return call(libraryEndpoints.attachAssignmentFile, { params: { id } }, { form, onUploadProgress: onProgress, signal });
};

export const useUploadAssignmentFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; file: File; onProgress: (fraction: number) => void; signal?: AbortSignal }) =>
      uploadAssignmentFile(v.id, v.file, v.onProgress, v.signal),
    onSuccess: (_f, v) => queryClient.invalidateQueries({ queryKey: assignmentKey(v.id) }),
  });
};
