import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasterEntry } from '@app/contracts/masters';
import { api } from '../../../lib/api-client.ts';

/** PUT /admin/{type}/{id}: renames an entry (409 when another entry has the title). */
export const renameMasterEntry = (type: string, id: number, Title: string) =>
  api.put<MasterEntry>(`/admin/${encodeURIComponent(type)}/${id}`, { Title });

export const useRenameMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => renameMasterEntry(type, id, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
