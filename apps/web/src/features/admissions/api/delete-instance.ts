import { useMutation, useQueryClient } from '@tanstack/react-query';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { instancesKey } from './keys.ts';

/** DELETE /instances/{id}. */
export const deleteInstance = (id: number) => call(instancesEndpoints.remove, { params: { id } });

export const useDeleteInstance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey }),
  });
};
