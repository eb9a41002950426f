import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersEndpoints } from '@app/contracts/users.endpoints';
import { call } from '../../../lib/endpoint-client.ts';

/**
 * POST /users/{id}/resend-invite: mails a new invitation link and voids the earlier ones (422 when the password is
 * chosen already or the account is deactivated; 429 after 3 an hour).
 */
export const resendInvite = (id: number) => call(usersEndpoints.resendInvite, { params: { id } });

export const useResendInvite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
};
