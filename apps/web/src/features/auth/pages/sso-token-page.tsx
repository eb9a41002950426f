import { useEffect, useRef, useState } from 'react';
import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSsoTokenShape } from '@app/contracts/web-routes';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { deviceSignature } from '../../../lib/device-signature.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { verifySsoToken } from '../api/verify-sso-token.ts';
import type { LoadingState } from './loading-page.tsx';

/**
 * The spec's `{token}` route: /app/<sso token> from the mobile app or an email. Success signs the user
 * in; a refusal shows 'Session Token Expired' with a way to log in; anything else waits on /loading with
 * a retry. A segment that does not look like a token is an unknown page.
 */
export function SsoTokenPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  usePageTitle(t('sso.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const started = useRef<string | null>(null);
  const valid = isSsoTokenShape(token);

  useEffect(() => {
    if (!valid || started.current === token) return;
    started.current = token;
    void verifySsoToken(token, deviceSignature()).then((outcome) => {
      if (outcome.kind === 'success') {
        queryClient.clear();
        useAuthStore.getState().signIn(outcome.session);
        void navigate('/loading', { replace: true });
      } else if (outcome.kind === 'expired') {
        setExpired(true);
      } else {
        const state: LoadingState = { ssoRetry: token };
        void navigate('/loading', { replace: true, state });
      }
    });
  }, [token, valid, navigate, queryClient]);

  if (!valid) return <Navigate to="/page-not-found" replace />;
  if (expired) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" maw={440} ta="center" role="alert">
          <IconClockX size={48} stroke={1.5} aria-hidden />
          <Title order={1} size="h3">{t('sso.expired')}</Title>
          <Text c="dimmed">{t('sso.expiredText')}</Text>
          <Button component={Link} to="/login" replace>{t('sso.login')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" role="status" aria-live="polite">
        <Loader aria-hidden />
        <Text>{t('sso.checking')}</Text>
      </Stack>
    </Center>
  );
}
