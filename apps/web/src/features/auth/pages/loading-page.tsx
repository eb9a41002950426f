import { useEffect } from 'react';
import { Anchor, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeRouteFor } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { safeReturnTo } from '../../../lib/return-to.ts';

/** Router state of /loading when an SSO check got neither a success nor an error. */
export interface LoadingState {
  ssoRetry?: string;
}

/**
 * /loading: every authentication page passes through it. It continues to `?next=` (or the role's home)
 * once the session is known; after an unresolved SSO check it stays here with a retry, never looping.
 */
export function LoadingPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('loading.title'));
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const status = useAuthStore((s) => s.status);
  const role = useAuthStore((s) => s.user?.role ?? null);
  const ssoRetry = (location.state as LoadingState | null)?.ssoRetry;
  useEffect(() => {
    if (status === 'authenticated') useAuthStore.getState().clearJustSignedIn();
  }, [status]);

  if (ssoRetry) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" maw={440} ta="center" role="alert">
          <Title order={1} size="h3">{t('sso.unresolvedTitle')}</Title>
          <Text c="dimmed">{t('sso.unresolved')}</Text>
          <Button onClick={() => void navigate(`/${ssoRetry}`, { replace: true })}>{t('common:actions.retry')}</Button>
          <Anchor component={Link} to="/login">{t('sso.login')}</Anchor>
        </Stack>
      </Center>
    );
  }
  if (status === 'authenticated') {
    return <Navigate to={safeReturnTo(params.get('next')) ?? homeRouteFor(role)} replace />;
  }
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{t('loading.text')}</Text>
      </Stack>
    </Center>
  );
}
