import { useMutation, useQueryClient } from '@tanstack/react-query';
import { libraryEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { materialsKey } from './get-materials.ts';

/** DELETE /materials/{id}: removes it from the library (the server may refuse while a lesson uses it). */
export const deleteMaterial = (id: number) => call(libraryEndpoints.removeMaterial, { params: { id } });

export const useDeleteMaterial = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: materialsKey }),
  });
};
