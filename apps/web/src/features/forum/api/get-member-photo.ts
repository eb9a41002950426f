import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hasPhoto } from '../../../ui/avatar-src.ts';

/**
 * GET /users/{id}/photo?v=...: a member's photo as a data URL (the endpoint needs the bearer token, which an <img src>
 * cannot send); null while loading or when they have none (the initials show).
 */
export function useMemberPhoto(thumb: string | null | undefined): string | null {
  const own = hasPhoto(thumb);
  const query = useQuery({
    queryKey: ['user-photo', own ? thumb : ''],
    queryFn: async ({ signal }) => {
      const blob = await api.download(thumb!.replace(/^\/api(?=\/)/, ''), { signal, skipSessionExpiry: true });
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
        reader.readAsDataURL(blob);
      });
    },
    enabled: own,
    staleTime: Infinity,
    retry: false,
  });
  return own ? (query.data ?? null) : null;
}
