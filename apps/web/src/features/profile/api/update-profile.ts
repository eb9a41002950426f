import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateProfileBodySchema } from '@app/contracts/auth';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { meQueryKey } from '../../auth/api/get-me.ts';

export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** PUT /auth/profile: my name and mobile number; answers the updated current user. */
export const updateProfile = (body: UpdateProfileBody) => call(authEndpoints.updateProfile, { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      queryClient.setQueryData([...meQueryKey, useAuthStore.getState().token], user);
      // Names show in session lists and the users list.
      void queryClient.invalidateQueries({ queryKey: ['sessions'] });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
};
