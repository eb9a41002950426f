import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { instanceInputSchema, instanceUpdateSchema } from '@app/contracts/instances';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { instancesKey } from './keys.ts';

export type InstanceInput = z.infer<typeof instanceInputSchema>;
export type InstanceUpdate = z.infer<typeof instanceUpdateSchema>;

/** POST /instances (new) or PUT /instances/{id} (a missing Password keeps the stored one). */
export const saveInstance = (v: { id: null; body: InstanceInput } | { id: number; body: InstanceUpdate }) =>
  v.id === null ? call(instancesEndpoints.create, { body: v.body }) : call(instancesEndpoints.update, { params: { id: v.id }, body: v.body });

export const useSaveInstance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInstance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: instancesKey }),
  });
};
