import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { companyBodySchema, type Company } from '@app/contracts/jobs';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { useCompanyStatuses, useSaveCompany } from '../api/companies.ts';

/** Adds or changes a company: name, website, status (companyStatuses master), subdomain, registered email. */
export function CompanyModal({ company, opened, onClose }: { company: Company | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['jobs', 'common']);
  const statuses = useCompanyStatuses();
  const save = useSaveCompany();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { CompanyName: '', CompanyWebsite: '', CompanyStatus: 0, Subdomain: '', RegisteredEmailID: '' },
    validate: contractResolver(companyBodySchema),
  });
  useEffect(() => {
    if (!opened) return;
    setError(null);
    form.setValues(company
      ? { CompanyName: company.CompanyName, CompanyWebsite: company.CompanyWebsite, CompanyStatus: company.CompanyStatus, Subdomain: company.Subdomain, RegisteredEmailID: company.RegisteredEmailID }
      : { CompanyName: '', CompanyWebsite: '', CompanyStatus: statuses.data?.find((s) => s.Title === 'Prospect')?.ID ?? statuses.data?.[0]?.ID ?? 0, Subdomain: '', RegisteredEmailID: '' });
    form.resetDirty();
  }, [opened, company, statuses.data]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: company?.ID ?? null, body: values });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length > 0) form.setErrors(serverFieldErrors(e));
      else setError(errorMessage(e));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={company ? t('companies.edit') : t('companies.add')} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
          <TextInput label={t('companies.fields.name')} required data-autofocus {...form.getInputProps('CompanyName')} />
          <TextInput label={t('companies.fields.website')} placeholder="https://" {...form.getInputProps('CompanyWebsite')} />
          <NativeSelect
            label={t('companies.fields.status')}
            required
            value={String(form.values.CompanyStatus)}
            onChange={(e) => form.setFieldValue('CompanyStatus', Number(e.currentTarget.value))}
            error={form.errors.CompanyStatus}
            data={(statuses.data ?? []).map((s) => ({ value: String(s.ID), label: t(`companies.status.${s.Title}`, { defaultValue: s.Title }) }))}
          />
          <TextInput label={t('companies.fields.subdomain')} description={t('companies.subdomainHint')} required {...form.getInputProps('Subdomain')} />
          <TextInput label={t('companies.fields.email')} type="email" required {...form.getInputProps('RegisteredEmailID')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{t('common:actions.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
