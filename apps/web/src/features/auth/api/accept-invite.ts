import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import type { acceptInviteBodySchema } from '@app/contracts/users';
import { call } from '../../../lib/endpoint-client.ts';

export type AcceptInviteBody = z.input<typeof acceptInviteBodySchema>;

/** POST /auth/accept-invite: sets the invited account's password with the link's token (single use). */
export const acceptInvite = (body: AcceptInviteBody) => call(authEndpoints.acceptInvite, { body }, { skipSessionExpiry: true });

export const useAcceptInvite = () => useMutation({ mutationFn: acceptInvite });
