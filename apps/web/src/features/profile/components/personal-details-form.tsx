import { Button, Grid, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { updateProfileBodySchema, type CurrentUser } from '@app/contracts/auth';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Personal details: name and mobile number (PUT /auth/profile); the email is shown, not edited. */
export function PersonalDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      countryCode: user.country || '+91',
      mobileNumber: user.mobileNumber,
    },
    validate: contractResolver(updateProfileBodySchema),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setInitialValues({ firstName: saved.firstName, lastName: saved.lastName, countryCode: saved.country, mobileNumber: saved.mobileNumber });
        form.resetDirty();
        notify(t('details.saved'), 'success');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
        else notify(errorMessage(error), 'danger');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput label={t('fields.firstName')} autoComplete="given-name" required key={form.key('firstName')} {...form.getInputProps('firstName')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 6 }}>
            <TextInput label={t('fields.lastName')} autoComplete="family-name" required key={form.key('lastName')} {...form.getInputProps('lastName')} />
          </Grid.Col>
        </Grid>
        <TextInput label={t('fields.email')} value={user.email} readOnly description={t('details.emailHint')} />
        <Grid gap="md">
          <Grid.Col span={{ base: 5, xs: 4 }}>
            <TextInput label={t('fields.countryCode')} autoComplete="tel-country-code" inputMode="tel" required key={form.key('countryCode')} {...form.getInputProps('countryCode')} />
          </Grid.Col>
          <Grid.Col span={{ base: 7, xs: 8 }}>
            <TextInput label={t('fields.mobileNumber')} type="tel" autoComplete="tel-national" required key={form.key('mobileNumber')} {...form.getInputProps('mobileNumber')} />
          </Grid.Col>
        </Grid>
        <Group>
          <Button type="submit" loading={update.isPending}>{t('details.save')}</Button>
        </Group>
      </Stack>
    </form>
  );
}
