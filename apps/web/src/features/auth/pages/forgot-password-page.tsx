import { useState } from 'react';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@app/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.title'));
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' }, validate: contractResolver(forgotPasswordBodySchema) });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(serverFieldErrors(error));
        setFormError(errorMessage(error));
      },
    });
  });

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={<Anchor component={Link} to="/login">{t('forgot.back')}</Anchor>}
    >
      {sentTo ? (
        <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status" title={t('forgot.sentTitle')}>
          {t('forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert>
            ) : null}
            <TextInput label={t('fields.email')} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
            <Button type="submit" loading={forgot.isPending} fullWidth>{t('forgot.submit')}</Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
