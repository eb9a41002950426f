import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** DELETE /admin/{type}/{id}. */
export const deleteMasterEntry = (type: string, id: number) =>
  call(mastersEndpoints.remove, { params: { masterType: type, id } });

export const useDeleteMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMasterEntry(type, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
