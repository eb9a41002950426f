import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@app/contracts/assessments';
import { api } from '../../../lib/api-client.ts';
import { questionsKey } from './get-questions.ts';

/** POST /questions/import (multipart field `file`): valid rows are imported, the others reported. */
export const importQuestions = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<ImportReport>('/questions/import', body);
};

export const useImportQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};
