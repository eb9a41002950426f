import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlpDetail, GlpInput } from '@app/contracts/glps';
import { api } from '../../../lib/api-client.ts';
import { glpKey } from './get-glp.ts';
import { glpsKey } from './get-glps.ts';

/** POST /glp (id null) or PUT /glp/{id}: title, description and status. */
export const saveGlp = (id: number | null, body: GlpInput) =>
  id === null ? api.post<GlpDetail>('/glp', body) : api.put<GlpDetail>(`/glp/${id}`, body);

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
