import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** DELETE /admin/{type}/{id}. */
export const deleteMasterEntry = (type: string, id: number) =>
  api.delete<null>(`/admin/${encodeURIComponent(type)}/${id}`);

export const useDeleteMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMasterEntry(type, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
