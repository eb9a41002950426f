import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '@app/contracts/auth.endpoints';
import { call } from '../../../lib/endpoint-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { meQueryKey } from '../../auth/api/get-me.ts';

/** Accepted photo types (the server checks the bytes) and the largest size. */
export const PHOTO_ACCEPT = 'image/png,image/jpeg,image/webp';
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** POST /auth/profile/photo (multipart "file"): my new profile photo; answers the updated current user. */
export const uploadProfilePhoto = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return call(authEndpoints.uploadPhoto, {}, { form });
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
