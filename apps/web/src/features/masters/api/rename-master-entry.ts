import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** PUT /admin/{type}/{id}: renames an entry (409 when another entry has the title). */
export const renameMasterEntry = (type: string, id: number, Title: string) =>
  call(mastersEndpoints.rename, { params: { masterType: type, id }, body: { Title } });

export const useRenameMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => renameMasterEntry(type, id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
