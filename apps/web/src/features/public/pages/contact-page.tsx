import { useState } from 'react';
import { Alert, Anchor, Button, Card, Grid, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck, IconClockHour4, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHero } from '../components/page-hero.tsx';
import { useCreateEnquiry } from '../api/create-enquiry.ts';
import { createEnquiryBodySchema } from '@app/contracts/crm';

const CONTACT_EMAIL = 'admissions@erpcareeracademy.com';
const CONTACT_PHONE = '+91 80 4710 2200';

/** /contact: the public contact form files an enquiry (POST /api/enquiries). */
export function ContactPage() {
  const { t } = useTranslation('public');
  usePageTitle(t('contact.title'));
  const user = useAuthStore((s) => s.user);
  const create = useCreateEnquiry();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      Name: user?.firstName ?? '',
      LastName: user?.lastName ?? '',
      Email: user?.email ?? '',
      CountryCode: user?.country || '+91',
      MobileNumber: user?.mobileNumber ?? '',
      EnquiryDescription: '',
    },
    validate: contractResolver(createEnquiryBodySchema),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    create.mutate({ ...values, Purpose: 'contact' }, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (error instanceof ApiError) form.setErrors(serverFieldErrors(error));
        // The server's own explanation when it has one, otherwise the translated message of its code.
        setFormError(error instanceof ApiError && error.message && error.status < 500 ? error.message : errorMessage(error));
      },
    });
  });

  return (
    <Stack gap="xl">
      <PageHero eyebrow={t('contact.eyebrow')} title={t('contact.heading')} lead={t('contact.lead')} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            {sent ? (
              <Stack align="flex-start" role="status">
                <ThemeIcon size={48} radius="xl" color="green" aria-hidden><IconCircleCheck size={28} /></ThemeIcon>
                <Title order={2} size="h3">{t('contact.sentTitle')}</Title>
                <Text>{t('contact.sent')}</Text>
                <Button variant="default" onClick={() => { form.reset(); setSent(false); }}>{t('contact.another')}</Button>
              </Stack>
            ) : (
              <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
                <Stack gap="md">
                  <Title order={2} size="h3" id="contact-form-title">{t('contact.formTitle')}</Title>
                  {formError ? (
                    <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} title={t('contact.failed')}>
                      {formError}
                    </Alert>
                  ) : null}
                  <SimpleGrid cols={{ base: 1, xs: 2 }}>
                    <TextInput label={t('contact.fields.name')} autoComplete="given-name" required key={form.key('Name')} {...form.getInputProps('Name')} />
                    <TextInput label={t('contact.fields.lastName')} autoComplete="family-name" key={form.key('LastName')} {...form.getInputProps('LastName')} />
                  </SimpleGrid>
                  <TextInput label={t('contact.fields.email')} type="email" autoComplete="email" required key={form.key('Email')} {...form.getInputProps('Email')} />
                  <Grid gap="md">
                    <Grid.Col span={4}>
                      <TextInput label={t('contact.fields.countryCode')} autoComplete="tel-country-code" required key={form.key('CountryCode')} {...form.getInputProps('CountryCode')} />
                    </Grid.Col>
                    <Grid.Col span={8}>
                      <TextInput label={t('contact.fields.mobile')} type="tel" autoComplete="tel-national" required key={form.key('MobileNumber')} {...form.getInputProps('MobileNumber')} />
                    </Grid.Col>
                  </Grid>
                  <Textarea
                    label={t('contact.fields.message')}
                    description={t('contact.fields.messageHint')}
                    autosize
                    minRows={4}
                    maxRows={10}
                    required
                    key={form.key('EnquiryDescription')}
                    {...form.getInputProps('EnquiryDescription')}
                  />
                  <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>{t('contact.submit')}</Button>
                </Stack>
              </form>
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Title order={2} size="h3">{t('contact.otherWays')}</Title>
            <ContactLine icon={<IconMail size={20} />} label={t('contact.email')}>
              <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>
            </ContactLine>
            <ContactLine icon={<IconPhone size={20} />} label={t('contact.phone')}>
              <Anchor href={`tel:${CONTACT_PHONE.replace(/\s/g, '')}`}>{CONTACT_PHONE}</Anchor>
            </ContactLine>
            <ContactLine icon={<IconClockHour4 size={20} />} label={t('contact.hours')}>
              <Text>{t('contact.hoursText')}</Text>
            </ContactLine>
            <Text c="dimmed" size="sm">{t('contact.privacy')}</Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function ContactLine({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span="content">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>{icon}</ThemeIcon>
      </Grid.Col>
      <Grid.Col span="auto">
        <Text fw={600} size="sm">{label}</Text>
        {children}
      </Grid.Col>
    </Grid>
  );
}
