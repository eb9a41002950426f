import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasPhoto } from '../../../ui/avatar-src.ts';

/** The photo URL changes (`?v=`) with every new photo, so one cache entry per URL never goes stale. */
export const userPhotoKey = (thumb: string) => ['user-photo', thumb] as const;

/**
 * GET /users/{id}/photo?v=...: a user's photo as a data URL. The endpoint needs the bearer token, which an
 * <img src> cannot send, so the app fetches it and hands the Avatar a data URL.
 */
export async function getUserPhoto(thumb: string, signal?: AbortSignal): Promise<string> {
  const blob = await api.download(thumb.replace(/^\/api(?=\/)/, ''), { signal, skipSessionExpiry: true });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/** The Avatar `src` for a user's thumb: their photo once loaded, otherwise null (the initials show). */
export function useUserPhoto(thumb: string | null | undefined): string | null {
  const own = hasPhoto(thumb);
  const query = useQuery({
    queryKey: userPhotoKey(own ? thumb : ''),
    queryFn: ({ signal }) => getUserPhoto(thumb!, signal),
    enabled: own,
    staleTime: Infinity,
    retry: false,
  });
  return own ? (query.data ?? null) : null;
}
