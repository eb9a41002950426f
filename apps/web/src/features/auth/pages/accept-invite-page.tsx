import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordField, passwordOwnerRefinement, PASSWORD_MIN } from '@app/contracts/validation';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useFormat } from '../../../ui/format.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useInvitation } from '../api/get-invitation.ts';

/** The server's answer about the link (4xx): expired, used, replaced by a newer invitation, or never issued. */
// Refused for good (invalid, used or expired); a rate limit (429) is worth a retry, not a dead end.
const isLinkRefused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * /accept-invite/{token}: the link of the invitation mail a new staff account gets. Greets the person, shows the
 * password rule, sets the password once, then sends them to log in (a mailed link does not sign anyone in).
 */
export function AcceptInvitePage() {
  const { token = '' } = useParams();
  const { t } = useTranslation('auth');
  usePageTitle(t('invite.title'));
  const fmt = useFormat();
  const invitation = useInvitation(token);
  const accept = useAcceptInvite();
  const [refused, setRefused] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const who = invitation.data;

  // The contract's password rule with the account's names and address, plus a confirmation typed twice.
  const schema = useMemo(
    () =>
      z
        .object({ password: passwordField, confirm: z.string() })
        .superRefine((v, ctx) => passwordOwnerRefinement({ password: v.password, email: who?.Email, firstName: who?.FirstName, lastName: who?.LastName }, ctx))
        .refine((v) => v.password === v.confirm, { path: ['confirm'], message: t('reset.mismatch') }),
    [who, t],
  );
  const form = useForm({ mode: 'uncontrolled', initialValues: { password: '', confirm: '' }, validate: contractResolver(schema) });

  const toLogin = <Button component={Link} to="/login" replace>{t('invite.login')}</Button>;
  const footer = <Anchor component={Link} to="/login">{t('forgot.back')}</Anchor>;

  if (accept.isSuccess) {
    return (
      <AuthCard title={t('invite.title')}>
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status" title={t('invite.doneTitle')}>
            {t('invite.done', { email: accept.data.Email })}
          </Alert>
          {toLogin}
        </Stack>
      </AuthCard>
    );
  }

  if (refused || (invitation.isError && isLinkRefused(invitation.error))) {
    return (
      <AuthCard title={t('invite.title')}>
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('invite.invalidTitle')}>
            {t('invite.invalid')}
          </Alert>
          {toLogin}
        </Stack>
      </AuthCard>
    );
  }

  if (invitation.isError) {
    return (
      <AuthCard title={t('invite.title')} footer={footer}>
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} role="alert" title={t('invite.unresolvedTitle')}>
            {t('invite.unresolved')}
          </Alert>
          <Button onClick={() => void invitation.refetch()} loading={invitation.isFetching}>{t('verify.retry')}</Button>
        </Stack>
      </AuthCard>
    );
  }

  if (!who) {
    return (
      <AuthCard title={t('invite.title')}>
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('invite.checking')}</Text>
        </Group>
      </AuthCard>
    );
  }

  const submit = form.onSubmit(({ password }) => {
    setFormError(null);
    accept.mutate({ token, password }, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'TOKEN_INVALID') setRefused(true);
        // The server's own rule check (e.g. a common password) lands on the password field.
        else if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
        else setFormError(errorMessage(error));
      },
    });
  });

  return (
    <AuthCard title={t('invite.title')} subtitle={t('invite.subtitle', { name: who.FirstName, email: who.Email })} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{formError}</Alert> : null}
          <PasswordInput label={t('invite.password')} description={t('common:validation.passwordRule', { count: PASSWORD_MIN })}
            autoComplete="new-password" required key={form.key('password')} {...form.getInputProps('password')} />
          <PasswordInput label={t('invite.confirm')} autoComplete="new-password" required key={form.key('confirm')} {...form.getInputProps('confirm')} />
          {/* Lets a password manager store the new password with the right account. */}
          <input type="email" name="username" autoComplete="username" value={who.Email} readOnly hidden />
          <Text size="sm" c="dimmed">{t('invite.expires', { date: fmt.dateTime(who.ExpiresAt) })}</Text>
          <Button type="submit" loading={accept.isPending} fullWidth>{t('invite.submit')}</Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
