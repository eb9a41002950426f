import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { instancesKey } from './keys.ts';

/** DELETE /instances/{id}. */
export const deleteInstance = (id: number) => api.delete<null>(`/instances/${id}`);

export const useDeleteInstance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey }),
  });
};
