import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Material, MaterialInput } from '@app/contracts/courses';
import { api } from '../../../lib/api-client.ts';
import { materialsKey } from './get-materials.ts';

/** POST /materials (id null) or PUT /materials/{id}. */
export const saveMaterial = (id: number | null, body: MaterialInput) =>
  id === null ? api.post<Material>('/materials', body) : api.put<Material>(`/materials/${id}`, body);

export const useSaveMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: MaterialInput }) => saveMaterial(id, body),
    onSuccess: (m) => {
      queryClient.setQueryData([...materialsKey, 'one', m.ID], m);
      return queryClient.invalidateQueries({ queryKey: materialsKey });
    },
  });
};
