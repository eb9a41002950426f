import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { meQueryKey } from '../../auth/api/get-me.ts';

/** DELETE /auth/profile/photo: back to the default picture; answers the updated current user. */
export const removeProfilePhoto = () => api.delete<CurrentUser>('/auth/profile/photo');

export const useRemoveProfilePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProfilePhoto,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      queryClient.setQueryData([...meQueryKey, useAuthStore.getState().token], user);
    },
  });
};
