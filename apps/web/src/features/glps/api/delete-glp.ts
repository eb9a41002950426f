import { useMutation, useQueryClient } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpsKey } from './get-glps.ts';

/** DELETE /glp/{id} (learners keep their course progress). */
export const deleteGlp = (id: number) => call(glpsEndpoints.remove, { params: { id } });

export const useDeleteGlp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glpsKey }),
  });
};
