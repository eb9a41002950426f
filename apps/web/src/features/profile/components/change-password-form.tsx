import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@app/contracts/auth';
import { PASSWORD_MIN } from '@app/contracts/validation';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useChangePassword } from '../api/change-password.ts';

const schemaErrors = contractResolver(changePasswordBodySchema);

/** Change password (POST /auth/change-password); the server ends my other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => ({
      ...schemaErrors(values),
      ...(values.confirmPassword !== values.newPassword ? { confirmPassword: t('password.mismatch') } : {}),
    }),
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate({ currentPassword, newPassword }, {
      onSuccess: () => {
        form.reset();
        notify(t('password.changed'), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) {
          const errors = serverFieldErrors(error);
          if (errors.currentPassword) errors.currentPassword = t('password.wrongCurrent');
          form.setErrors(errors);
        } else notify(errorMessage(error), 'danger');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={460}>
        <Text size="sm" c="dimmed">{t('password.lead')}</Text>
        <PasswordInput label={t('fields.currentPassword')} autoComplete="current-password" required key={form.key('currentPassword')} {...form.getInputProps('currentPassword')} />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('common:validation.passwordRule', { count: PASSWORD_MIN })}
          autoComplete="new-password"
          required
          key={form.key('newPassword')}
          {...form.getInputProps('newPassword')}
        />
        <PasswordInput label={t('fields.confirmPassword')} autoComplete="new-password" required key={form.key('confirmPassword')} {...form.getInputProps('confirmPassword')} />
        <Group>
          <Button type="submit" loading={change.isPending}>{t('password.submit')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
