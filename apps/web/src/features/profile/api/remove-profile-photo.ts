import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { meQueryKey } from '../../auth/api/get-me.ts';

/** DELETE /auth/profile/photo: back to the default picture; answers the updated current user. */
export const removeProfilePhoto = () => call(authEndpoints.removePhoto, {});

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
