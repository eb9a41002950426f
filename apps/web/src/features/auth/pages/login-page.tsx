import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { withLink } from '../../../ui/with-link.tsx';
import { loginBodySchema } from '@app/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { deviceSignature } from '../../../lib/device-signature.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loadingPathFor, safeReturnTo } from '../../../lib/return-to.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useLogin } from '../api/login.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: contractResolver(loginBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(
      { ...values, device: deviceSignature() },
      {
        onSuccess: (session) => {
          queryClient.clear();
          useAuthStore.getState().signIn(session);
          void navigate(loadingPathFor(returnTo), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION') form.setErrors(serverFieldErrors(error));
          if (error instanceof ApiError && error.code === 'RATE_LIMITED' && error.retryAfter) {
            setFormError(t('login.rateLimited', { seconds: error.retryAfter }));
          } else {
            setFormError(errorMessage(error));
          }
        },
      },
    );
  });

  const withReturn = (path: string) => (returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path);

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        withLink(t('login.noAccount'), (label) => <Anchor component={Link} to={withReturn('/register')}>{label}</Anchor>)
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {returnTo ? <Alert color="blue" variant="light">{t('login.returnNotice')}</Alert> : null}
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('login.failed')}>
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" size="sm">{t('login.forgot')}</Anchor>
          </Group>
          <Button type="submit" loading={login.isPending} fullWidth>{t('login.submit')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
