import { useMutation, useQueryClient } from '@tanstack/react-query';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpsKey } from './get-glps.ts';

/** POST /glp/{id}/learners: assigns learners (admitting them to the path's courses where the caller may). */
export const assignGlpLearners = (id: number, userIds: number[]) => call(glpsEndpoints.assign, { params: { id }, body: { UserIDs: userIds } });

export const useAssignGlpLearners = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) => assignGlpLearners(id, userIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: glpsKey }),
  });
};
