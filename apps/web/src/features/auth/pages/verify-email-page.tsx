import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { getMe, meQueryKey } from '../api/get-me.ts';
import { verifyEmail } from '../api/verify-email.ts';

type Outcome = 'checking' | 'verified' | 'invalid' | 'unresolved';

/**
 * /verify-email/{token}: the link of the verification mail. Confirms the address once (the token is single
 * use) and says so; a signed-in user's banner goes away at once. It does not sign anyone in: a mailed link
 * is not a second factor, and whoever opens it logs in as usual.
 */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.title'));
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((s) => s.status !== 'anonymous');
  // A signed-in user whose address is confirmed already (e.g. the link opened a second time).
  const alreadyVerified = useAuthStore((s) => s.status === 'authenticated' && s.user?.EmailVerified === true);
  const [outcome, setOutcome] = useState<Outcome>('checking');
  const started = useRef<string | null>(null);

  const run = useCallback(() => {
    setOutcome('checking');
    verifyEmail(token).then(
      async () => {
        setOutcome('verified');
        if (useAuthStore.getState().token) {
          // The user loaded with the session still says "unverified": reload it so the banner goes away.
          const user = await getMe().catch(() => null);
          if (user) useAuthStore.getState().setUser(user);
          void queryClient.invalidateQueries({ queryKey: meQueryKey });
        }
      },
      (error: unknown) => {
        // A 4xx is the server's answer about the link; no answer or a 5xx says nothing about it.
        setOutcome(error instanceof ApiError && error.status >= 400 && error.status < 500 ? 'invalid' : 'unresolved');
      },
    );
  }, [token, queryClient]);

  useEffect(() => {
    // Once per token: the link is single use, so a second call (StrictMode, re-render) would report it used.
    if (started.current === token) return;
    started.current = token;
    run();
  }, [token, run]);

  const next = signedIn
    ? <Button component={Link} to="/dashboards/default" replace>{t('verify.continue')}</Button>
    : <Button component={Link} to="/login" replace>{t('verify.login')}</Button>;

  return (
    <AuthCard title={t('verify.title')}>
      {outcome === 'checking' ? (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('verify.checking')}</Text>
        </Group>
      ) : null}
      {outcome === 'verified' ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={t('verify.doneTitle')}>
            {t('verify.done')}
          </Alert>
          {next}
        </Stack>
      ) : null}
      {outcome === 'invalid' && alreadyVerified ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={t('verify.doneTitle')}>
            {t('verify.alreadyConfirmed')}
          </Alert>
          {next}
        </Stack>
      ) : null}
      {outcome === 'invalid' && !alreadyVerified ? (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('verify.invalidTitle')}>
            {t('verify.invalid')} {t(signedIn ? 'verify.invalidSignedIn' : 'verify.invalidSignedOut')}
          </Alert>
          {next}
        </Stack>
      ) : null}
      {outcome === 'unresolved' ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="alert" title={t('verify.unresolvedTitle')}>
            {t('verify.unresolved')}
          </Alert>
          <Button onClick={run}>{t('verify.retry')}</Button>
        </Stack>
      ) : null}
    </AuthCard>
  );
}
