import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST /auth/logout: ends this session on the server. */
export const logout = () => api.post<unknown>('/auth/logout', undefined, { skipSessionExpiry: true });

/** Logs out; the local session is cleared whatever the server answers, and the cache with it. */
export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      useAuthStore.getState().signOut('logout');
      queryClient.clear();
    },
  });
};
