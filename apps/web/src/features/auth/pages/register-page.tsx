import { useState } from 'react';
import { Alert, Anchor, Button, Grid, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { withLink } from '../../../ui/with-link.tsx';
import { registerBodySchema } from '@app/contracts/auth';
import { PASSWORD_MIN } from '@app/contracts/validation';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { loginPathFor, safeReturnTo } from '../../../lib/return-to.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useRegister } from '../api/register.ts';

/**
 * Registration never signs in: the answer is the same whether or not the email already has an account (no
 * account enumeration), so the page always says "check your inbox" and the user logs in afterwards.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', countryCode: '+91', mobileNumber: '' },
    validate: contractResolver(registerBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(values, {
      onSuccess: () => setSentTo(values.email.trim()),
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
        setFormError(errorMessage(error));
      },
    });
  });

  if (sentTo) {
    return (
      <AuthCard title={t('register.title')}>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status" title={t('register.sentTitle')}>
            {t('register.sent', { email: sentTo })}
          </Alert>
          <Button component={Link} to={loginPathFor(returnTo)} fullWidth>{t('register.toLogin')}</Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={withLink(t('register.haveAccount'), (label) => <Anchor component={Link} to="/login">{label}</Anchor>)}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('register.failed')}>
              {formError}
            </Alert>
          ) : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('fields.firstName')} autoComplete="given-name" required key={form.key('firstName')} {...form.getInputProps('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('fields.lastName')} autoComplete="family-name" required key={form.key('lastName')} {...form.getInputProps('lastName')} />
            </Grid.Col>
          </Grid>
          <TextInput label={t('fields.email')} type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label={t('fields.password')}
            description={t('common:validation.passwordRule', { count: PASSWORD_MIN })}
            autoComplete="new-password"
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Grid gap="md">
            <Grid.Col span={{ base: 4 }}>
              <TextInput label={t('fields.countryCode')} autoComplete="tel-country-code" inputMode="tel" required key={form.key('countryCode')} {...form.getInputProps('countryCode')} />
            </Grid.Col>
            <Grid.Col span={{ base: 8 }}>
              <TextInput label={t('fields.mobileNumber')} type="tel" autoComplete="tel-national" required key={form.key('mobileNumber')} {...form.getInputProps('mobileNumber')} />
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed">
            {withLink(t('register.terms'), (label) => <Anchor component={Link} to="/terms" size="xs">{label}</Anchor>)}
          </Text>
          <Button type="submit" loading={register.isPending} fullWidth>{t('register.submit')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
