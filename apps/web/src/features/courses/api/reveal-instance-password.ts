import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { revealSchema } from '@app/contracts/instances';
import { instancesEndpoints } from '@app/contracts/courses.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

export type RevealedPassword = z.infer<typeof revealSchema>;

/** POST /myInstances/{id}/reveal: the sandbox password in clear (the server logs every reveal). */
export const revealInstancePassword = (id: number) => call(instancesEndpoints.revealMine, { params: { id } });

/** Not cached: the password lives only in the component that asked for it. */
export const useRevealInstancePassword = () => useMutation({ mutationFn: revealInstancePassword });
