import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mastersEndpoints } from '@app/contracts/masters.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /admin/{type}: adds an entry (409 when the title exists, case-insensitively). */
export const createMasterEntry = (type: string, Title: string) =>
  call(mastersEndpoints.create, { params: { masterType: type }, body: { Title } });

export const useCreateMasterEntry = (type: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => createMasterEntry(type, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['masters'] }),
  });
};
