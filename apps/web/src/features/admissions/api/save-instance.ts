import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InstanceRow, instanceInputSchema, instanceUpdateSchema } from '@app/contracts/instances';
import { api } from '../../../lib/api-client.ts';
import { instancesKey } from './keys.ts';

export type InstanceInput = z.infer<typeof instanceInputSchema>;
export type InstanceUpdate = z.infer<typeof instanceUpdateSchema>;

/** POST /instances (new) or PUT /instances/{id} (a missing Password keeps the stored one). */
export const saveInstance = (v: { id: null; body: InstanceInput } | { id: number; body: InstanceUpdate }) =>
  v.id === null ? api.post<InstanceRow>('/instances', v.body) : api.put<InstanceRow>(`/instances/${v.id}`, v.body);

export const useSaveInstance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey }),
  });
};
