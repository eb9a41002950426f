import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialKind } from '@app/contracts/courses';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { materialsKey } from './get-materials.ts';

/** What the file picker offers per kind (the server decides by the bytes). */
export const MATERIAL_FILE_ACCEPT: Partial<Record<MaterialKind, string>> = {
  'video-upload': 'video/mp4,video/webm,video/ogg,video/quicktime,.mp4,.webm,.ogv,.mov',
  pdf: 'application/pdf,.pdf',
};

/** POST /materials/{id}/file: the video or PDF of a material (multipart "file"), with upload progress. */
export const uploadMaterialFile = (id: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) => {
  const form = new FormData();
  form.append('file', file);
  return call(libraryEndpoints.uploadMaterialFile, { params: { id } }, { form, onUploadProgress: onProgress, signal });
};

export const useUploadMaterialFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; file: File; onProgress: (fraction: number) => void; signal?: AbortSignal }) =>
      uploadMaterialFile(v.id, v.file, v.onProgress, v.signal),
    onSuccess: (m) => {
      queryClient.setQueryData([...materialsKey, 'one', m.ID], m);
      return queryClient.invalidateQueries({ queryKey: materialsKey });
    },
  });
};
