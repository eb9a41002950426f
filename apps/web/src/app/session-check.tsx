import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, expireSession } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { meQueryKey, useMe } from '../features/auth/api/get-me.ts';
import { FullPageLoader } from '../ui/full-page-loader.tsx';

/**
 * Loads the user behind a stored token once per visit (the user itself is never persisted).
 * A 401 means the stored session ended elsewhere (forced logout, expiry): like any 401, it goes through the
 * session-expiry handler, so the user lands on /login and comes back here afterwards, on public pages too.
 */
export function useSessionBootstrap(): void {
  const token = useAuthStore((s) => s.token);
  const status = useAuthStore((s) => s.status);
  const me = useMe(status === 'checking' ? token : null);
  useEffect(() => {
    if (status !== 'checking') return;
    if (me.data) useAuthStore.getState().setUser(me.data);
    // 401: the token is gone. 403: the stored session no longer matches (e.g. its user id), so it is unusable too.
    else if (me.error instanceof ApiError && (me.error.status === 401 || me.error.status === 403)) expireSession();
  }, [status, me.data, me.error]);
}

/** What a guarded page shows while the stored session is checked; a retry when the server cannot be reached. */
export function SessionCheckScreen() {
  const { t } = useTranslation('common');
  const token = useAuthStore((s) => s.token);
  const me = useMe(token);
  const queryClient = useQueryClient();
  if (me.isError) {
    return (
      <FullPageLoader
        error={t('session.checkFailed')}
        onRetry={() => void queryClient.resetQueries({ queryKey: meQueryKey })}
      />
    );
  }
  return <FullPageLoader label={t('session.checking')} />;
}
