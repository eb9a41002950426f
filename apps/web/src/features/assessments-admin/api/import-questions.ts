import { useMutation, useQueryClient } from '@tanstack/react-query';
import { questionsEndpoints } from '@app/contracts/assessments.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { questionsKey } from './get-questions.ts';

/** POST /questions/import (multipart field `file`): valid rows are imported, the others reported. */
export const importQuestions = (file: File) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(questionsEndpoints.import, {}, { form: body });
};

export const useImportQuestions = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey }),
  });
};
