import { useState } from 'react';
import { Alert, Button, Grid, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createStaffBodySchema, INVITE_TTL_DAYS } from '@app/contracts/users';
import type { staffRoles } from '@app/contracts/roles';

type StaffRole = (typeof staffRoles)[number];
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useCreateStaffUser } from '../api/create-staff-user.ts';

const blank = { firstName: '', lastName: '', email: '', countryCode: '+91', mobileNumber: '', role: 'Mentor' as StaffRole };

/**
 * Creates a staff account with one of the roles the signed-in user may grant. No password: the server mails the
 * person an invitation link to choose it, so nobody else ever knows it.
 */
export function CreateStaffModal({ opened, onClose, roles }: { opened: boolean; onClose: () => void; roles: StaffRole[] }) {
  const { t } = useTranslation(['users', 'common']);
  const create = useCreateStaffUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { ...blank, role: roles[0] ?? blank.role },
    validate: contractResolver(createStaffBodySchema),
  });

  const close = () => {
    if (create.isPending) return;
    form.reset();
    setFormError(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (user) => {
        notify(t('users:created', { name: `${user.FirstName} ${user.LastName}`, role: t(`users:roles.${user.Role}`), email: user.Email }), 'success');
        form.reset();
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') form.setFieldError('email', t('users:emailTaken'));
        else if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
        else setFormError(errorMessage(error));
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('users:createTitle')} centered size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('users:fields.firstName')} required autoComplete="off" data-autofocus key={form.key('firstName')} {...form.getInputProps('firstName')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 6 }}>
              <TextInput label={t('users:fields.lastName')} required autoComplete="off" key={form.key('lastName')} {...form.getInputProps('lastName')} />
            </Grid.Col>
          </Grid>
          <TextInput label={t('users:fields.email')} type="email" required autoComplete="off" key={form.key('email')} {...form.getInputProps('email')} />
          <Grid gap="md">
            <Grid.Col span={{ base: 5, xs: 4 }}>
              <TextInput label={t('users:fields.countryCode')} required inputMode="tel" key={form.key('countryCode')} {...form.getInputProps('countryCode')} />
            </Grid.Col>
            <Grid.Col span={{ base: 7, xs: 8 }}>
              <TextInput label={t('users:fields.mobileNumber')} type="tel" required key={form.key('mobileNumber')} {...form.getInputProps('mobileNumber')} />
            </Grid.Col>
          </Grid>
          <NativeSelect
            label={t('users:fields.role')}
            required
            data={roles.map((r) => ({ value: r, label: t(`users:roles.${r}`) }))}
            key={form.key('role')}
            {...form.getInputProps('role')}
          />
          <Alert color="blue" variant="light" icon={<IconMailForward aria-hidden />}>
            {t('users:inviteNote', { count: INVITE_TTL_DAYS })}
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={create.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={create.isPending}>{t('users:createSubmit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
