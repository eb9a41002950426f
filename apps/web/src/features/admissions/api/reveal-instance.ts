import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revealSchema } from '@app/contracts/instances';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { instancesKey } from './keys.ts';

export type Revealed = z.infer<typeof revealSchema>;

/** POST /instances/{id}/reveal: the password in clear; the server logs who revealed it and when. */
export const revealInstance = (id: number) => call(instancesEndpoints.reveal, { params: { id } });

export const useRevealInstance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealInstance,
    // The reveal log of that instance has a new line.
    onSuccess: (_data, id) => queryClient.invalidateQueries({ queryKey: [...instancesKey, 'reveals', id] }),
  });
};
