import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { glpsKey } from './get-glps.ts';

/** DELETE /glp/{id} (learners keep their course progress). */
export const deleteGlp = (id: number) => api.delete<null>(`/glp/${id}`);

export const useDeleteGlp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glpsKey }),
  });
};
