import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * The spec's per-session list cache (`callNewData` Updating/Updated) is TanStack Query's cache:
 * data is reused while fresh and refetched after a mutation invalidates its key.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and 5xx get one more try.
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
