import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlpStepInput } from '@app/contracts/glps';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpKey } from './get-glp.ts';
import { glpsKey } from './get-glps.ts';

/** PUT /glp/{id}/steps: every step, in order. */
export const saveGlpSteps = (id: number, steps: GlpStepInput[]) => call(glpsEndpoints.setSteps, { params: { id }, body: { Steps: steps } });

export const useSaveGlpSteps = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (steps: GlpStepInput[]) => saveGlpSteps(id, steps),
    onSuccess: (glp) => {
      queryClient.setQueryData(glpKey(id), glp);
      return queryClient.invalidateQueries({ queryKey: glpsKey, predicate: (q) => q.queryKey[1] !== 'one' });
    },
  });
};
