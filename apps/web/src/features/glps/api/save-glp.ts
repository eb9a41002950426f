import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlpInput } from '@app/contracts/glps';
import { glpsEndpoints } from '@app/contracts/glps.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { glpKey } from './get-glp.ts';
import { glpsKey } from './get-glps.ts';

/** POST /glp (id null) or PUT /glp/{id}: title, description and status. */
export const saveGlp = (id: number | null, body: GlpInput) =>
  id === null ? call(glpsEndpoints.create, { body }) : call(glpsEndpoints.update, { params: { id }, body });

export const useSaveGlp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: GlpInput }) => saveGlp(id, body),
    onSuccess: (glp) => {
      queryClient.setQueryData(glpKey(glp.ID), glp);
      return queryClient.invalidateQueries({ queryKey: glpsKey });
    },
  });
};
