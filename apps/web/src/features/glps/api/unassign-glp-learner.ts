import { useMutation, useQueryClient } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpsKey } from './get-glps.ts';

/** DELETE /glp/{id}/learners/{userId} (admissions and course progress stay). */
export const unassignGlpLearner = (id: number, userId: number) => call(glpsEndpoints.unassign, { params: { id, userId } });

export const useUnassignGlpLearner = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => unassignGlpLearner(id, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glpsKey }),
  });
};
