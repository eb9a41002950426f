import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@app/contracts/auth';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { meQueryKey } from '../../auth/api/get-me.ts';

/** Accepted photo types (the server checks the bytes) and the largest size. */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** POST /auth/profile/photo (multipart "file"): my new profile photo; answers the updated current user. */
export const uploadProfilePhoto = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return api.post<CurrentUser>('/auth/profile/photo', body);
};

export const useUploadProfilePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePhoto,
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      queryClient.setQueryData([...meQueryKey, useAuthStore.getState().token], user);
    },
  });
};
