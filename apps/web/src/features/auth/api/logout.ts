import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { expireSession } from '../../../lib/api-client.ts';
import { call } from '../../../lib/endpoint-client.ts';

/** POST /auth/logout: ends this session on the server. */
export const logout = () => call(authEndpoints.logout, {}, { skipSessionExpiry: true });

/**
 * Logs out; the local session is cleared whatever the server answers, the cache with it, and the user goes
 * to /login. This happens here, at hook level, because the menu that started it unmounts on the way and a
 * mutate-level callback would be dropped with it.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      queryClient.clear();
      expireSession('/', 'logout');
    },
  });
};
