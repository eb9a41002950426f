import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withLink } from '../../../ui/with-link.tsx';
import { loginBodySchema, type SessionResult } from '@app/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { markSessionExpired } from '../../../lib/expired-mark.ts';
import { deviceSignature } from '../../../lib/device-signature.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { rememberedDeviceFor } from '../../../lib/remembered-device.ts';
import { loadingPathFor, safeReturnTo } from '../../../lib/return-to.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { EnrolStep } from '../components/enrol-step.tsx';
import { TwoFactorStep } from '../components/two-factor-step.tsx';
import { useLogin } from '../api/login.ts';

/** The second step after a correct password, when the account signs in with two factors. */
type Challenge = { email: string; token: string; enrol: boolean };

export function LoginPage() {
  const { t } = useTranslation(['auth', 'two-factor']);
  usePageTitle(t('auth:login.title'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // Leaving the login page (to a public page, say) ends the expired session's way back here on a reload.
  useEffect(() => () => markSessionExpired(null), []);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: contractResolver(loginBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const remembered = rememberedDeviceFor(values.email);
    login.mutate(
      { ...values, device: deviceSignature(), ...(remembered ? { rememberedDevice: remembered.token } : {}) },
      {
        onSuccess: (answer) => {
          if ('TwoFactorRequired' in answer) {
            setChallenge({ email: values.email, token: answer.ChallengeToken, enrol: answer.EnrolmentRequired });
            return;
          }
          signedIn(answer);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION') form.setErrors(serverFieldErrors(error));
          if (error instanceof ApiError && error.code === 'RATE_LIMITED' && error.retryAfter) {
            setFormError(t('auth:login.rateLimited', { seconds: error.retryAfter }));
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  });

  function signedIn(session: SessionResult) {
    queryClient.clear();
    useAuthStore.getState().signIn(session);
    void navigate(loadingPathFor(returnTo), { replace: true });
  }
  const restart = (why: string) => {
    setChallenge(null);
    setFormError(why);
  };

  if (challenge) {
    return (
      <AuthCard
        title={challenge.enrol ? t('two-factor:enrol.pageTitle') : t('two-factor:step.title')}
        subtitle={challenge.email}
        footer={<Anchor component="button" type="button" onClick={() => setChallenge(null)}>{t('two-factor:step.back')}</Anchor>}
      >
        {challenge.enrol ? (
          <EnrolStep email={challenge.email} challengeToken={challenge.token} onSignedIn={signedIn} onRestart={restart} />
        ) : (
          <TwoFactorStep email={challenge.email} challengeToken={challenge.token} onSignedIn={signedIn} onRestart={restart} />
        )}
      </AuthCard>
    );
  }

  const withReturn = (path: string) => (returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path);

  return (
    <AuthCard
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle')}
      footer={
        withLink(t('auth:login.noAccount'), (label) => <Anchor component={Link} to={withReturn('/register')}>{label}</Anchor>)
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {returnTo ? <Alert color="blue" variant="light">{t('auth:login.returnNotice')}</Alert> : null}
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('auth:login.failed')}>
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('auth:fields.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('auth:fields.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">{t('auth:login.forgot')}</Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>{t('auth:login.submit')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
