import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { passwordField, PASSWORD_MIN } from '@app/contracts/validation';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { z } from 'zod';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  // The contract's password rule plus a confirmation typed twice (the server only sees the password).
  const schema = z
    .object({ password: passwordField, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('reset.mismatch') });
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', confirm: '' }, validate: contractResolver(schema) });

  if (token.length < 10) {
    return (
      <AuthCard title={t('reset.title')} footer={<Anchor component={Link} to="/login">{t('forgot.back')}</Anchor>}>
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('reset.invalidTitle')}>
          {t('reset.invalid')}{' '}
          <Anchor component={Link} to="/forgot-password">{t('reset.requestNew')}</Anchor>
        </Alert>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    reset.mutate({ token, password }, {
      onSuccess: () => {
        notify(t('reset.done'), 'success');
        void navigate('/loading', { replace: true });
      },
      onError: (error) => {
        // The server's own rule check (e.g. the account's name in the password) lands on the password field.
        if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
        else setFormError(error instanceof ApiError && error.code === 'TOKEN_INVALID' ? t('reset.invalid') : errorMessage(error));
      },
    });
  });

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')} footer={<Anchor component={Link} to="/login">{t('forgot.back')}</Anchor>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {formError}{' '}
              {formError === t('reset.invalid') ? <Anchor component={Link} to="/forgot-password">{t('reset.requestNew')}</Anchor> : null}
            </Alert>
          ) : null}
          <PasswordInput label={t('reset.newPassword')} description={t('common:validation.passwordRule', { count: PASSWORD_MIN })}
            autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput label={t('reset.confirm')} autoComplete="new-password" required key={form.key('confirm')} {...form.getInputProps('confirm')} />
          <Button type="submit" loading={reset.isPending} fullWidth>{t('reset.submit')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
