import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialInput } from '@app/contracts/courses';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { materialsKey } from './get-materials.ts';

/** POST /materials (id null) or PUT /materials/{id}. */
export const saveMaterial = (id: number | null, body: MaterialInput) =>
  id === null ? call(libraryEndpoints.createMaterial, { body }) : call(libraryEndpoints.updateMaterial, { params: { id }, body });

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
