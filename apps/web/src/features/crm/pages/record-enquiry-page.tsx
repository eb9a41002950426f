import { Alert, Button, Card, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { enquirySources, staffEnquiryBodySchema } from '@app/contracts/crm';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useRecordEnquiry } from '../api/enquiries.ts';
import { EnquiryFields } from '../components/enquiry-fields.tsx';

/** /enquiry and /enquiry/{purpose}: staff record an enquiry taken by phone or at the desk (owner: themselves). */
export function RecordEnquiryPage() {
  const { t } = useTranslation('crm');
  const { purpose = '' } = useParams();
  const navigate = useNavigate();
  const record = useRecordEnquiry();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { Name: '', LastName: '', Email: '', CountryCode: '+91', MobileNumber: '', Degree: '', ExperienceYears: '' as number | '', City: '', EnquiryDescription: '', Purpose: purpose || 'contact', Source: 'phone' },
    transformValues: (v) => ({ ...v, ExperienceYears: v.ExperienceYears === '' ? undefined : v.ExperienceYears }),
    validate: (values) => contractResolver(staffEnquiryBodySchema)({ ...values, ExperienceYears: values.ExperienceYears === '' ? undefined : values.ExperienceYears }),
  });
  const submit = form.onSubmit((values) => {
    record.mutate(values as never, {
      onSuccess: (e) => {
        notifications.show({ color: 'green', message: t('record.saved', { name: e.Name }) });
        navigate(`/enquiryProfile/${e.ID}`);
      },
      onError: (err) => { if (err instanceof ApiError) form.setErrors(serverFieldErrors(err)); },
    });
  });
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={purpose ? t('record.titlePurpose', { purpose }) : t('record.title')} description={t('record.lead')} back={{ to: '/enquiries/all', label: t('list.title') }} />
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {record.isError ? <Alert color="red" role="alert">{errorMessage(record.error)}</Alert> : null}
            <NativeSelect label={t('fields.Source')} data={enquirySources.map((s) => ({ value: s, label: t(`source.${s}`) }))} key={form.key('Source')} {...form.getInputProps('Source')} />
            <TextInput label={t('fields.Purpose')} key={form.key('Purpose')} {...form.getInputProps('Purpose')} />
            <EnquiryFields form={form} />
            <Button type="submit" loading={record.isPending} style={{ alignSelf: 'flex-start' }}>{t('record.submit')}</Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
