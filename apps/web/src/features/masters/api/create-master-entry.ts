import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MasterEntry } from '@app/contracts/masters';
import { api } from '../../../lib/api-client.ts';

/** POST /admin/{type}: adds an entry (409 when the title exists, case-insensitively). */
export const createMasterEntry = (type: string, Title: string) =>
  api.post<MasterEntry>(`/admin/${encodeURIComponent(type)}`, { Title });

export const useCreateMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createMasterEntry(type, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
