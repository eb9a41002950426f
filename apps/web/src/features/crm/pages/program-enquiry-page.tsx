import { useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Card, Grid, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarEvent, IconCircleCheck, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { createEnquiryBodySchema, type publicEnquirySources } from '@app/contracts/crm';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSubmitEnquiry } from '../api/public-forms.ts';
import { EnquiryFields } from '../components/enquiry-fields.tsx';

type Program = { key: string; source: (typeof publicEnquirySources)[number]; purpose: string; event?: boolean };

const programs: Record<string, Program> = {
  registration: { key: 'registration', source: 'registration', purpose: 'program-registration' },
  scm: { key: 'scm', source: 'scm-cohort', purpose: 'scm-cohort' },
  event: { key: 'event', source: 'event', purpose: 'erp-career-for-fin-graduates', event: true },
  fresher: { key: 'fresher', source: 'fresher-program', purpose: 'fresher-learning-program' },
};

/**
 * The public registration pages (/registration, /scmcohortregistration, /events/erp-career-for-fin-graduates,
 * /fresherlearningprogram): the copy of each program and one enquiry form with its source and purpose. The hidden
 * "website" field is a honeypot, and the time the form was shown is sent for the minimum fill time.
 */
function ProgramEnquiryPage({ program }: { program: Program }) {
  const { t } = useTranslation('crm');
  const k = `programs.${program.key}`;
  usePageTitle(t(`${k}.title`));
  const submit = useSubmitEnquiry();
  const shownAt = useRef(Date.now());
  const [sent, setSent] = useState(false);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { Name: '', LastName: '', Email: '', CountryCode: '+91', MobileNumber: '', Degree: '', ExperienceYears: '' as number | '', City: '', EnquiryDescription: '', Website: '' },
    validate: (v) => contractResolver(createEnquiryBodySchema)({ ...v, ExperienceYears: v.ExperienceYears === '' ? undefined : v.ExperienceYears }),
  });
  const onSubmit = form.onSubmit((v) => {
    submit.mutate(
      { ...v, ExperienceYears: v.ExperienceYears === '' ? undefined : Number(v.ExperienceYears), Source: program.source, Purpose: program.purpose, StartedAt: shownAt.current },
      { onSuccess: () => setSent(true), onError: (err) => { if (err instanceof ApiError) form.setErrors(serverFieldErrors(err)); } },
    );
  });
  const points = t(`${k}.points`, { returnObjects: true }) as string[];
  const agenda = program.event ? (t(`${k}.agenda`, { returnObjects: true }) as string[]) : [];

  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={820}>
        <Badge variant="light" size="lg">{t(`${k}.eyebrow`)}</Badge>
        <Title order={1}>{t(`${k}.heading`)}</Title>
        <Text size="lg" c="dimmed">{t(`${k}.lead`)}</Text>
      </Stack>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            {program.event ? (
              <Card withBorder padding="md">
                <Stack gap="xs">
                  <Text fw={600}><IconCalendarEvent size={18} aria-hidden style={{ verticalAlign: 'middle' }} /> {t(`${k}.date`)}</Text>
                  <Text><IconMapPin size={18} aria-hidden style={{ verticalAlign: 'middle' }} /> {t(`${k}.place`)}</Text>
                  <Title order={2} size="h4" mt="sm">{t('programs.agenda')}</Title>
                  <List spacing="xs">{agenda.map((a) => <List.Item key={a}>{a}</List.Item>)}</List>
                </Stack>
              </Card>
            ) : null}
            <Title order={2} size="h4">{t('programs.whatYouGet')}</Title>
            <List spacing="sm" icon={<ThemeIcon size={22} radius="xl" color="teal" aria-hidden><IconCircleCheck size={14} /></ThemeIcon>}>
              {points.map((p) => <List.Item key={p}>{p}</List.Item>)}
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder padding="lg">
            {sent ? (
              <Stack role="status" align="flex-start">
                <ThemeIcon size={48} radius="xl" color="green" aria-hidden><IconCircleCheck size={28} /></ThemeIcon>
                <Title order={2} size="h3">{t('programs.sentTitle')}</Title>
                <Text>{t('programs.sent')}</Text>
              </Stack>
            ) : (
              <form onSubmit={onSubmit} noValidate aria-labelledby="program-form-title">
                <Stack gap="md">
                  <Title order={2} size="h3" id="program-form-title">{t(`${k}.formTitle`)}</Title>
                  {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 400) ? <Alert color="red" role="alert">{errorMessage(submit.error)}</Alert> : null}
                  <EnquiryFields form={form} descriptionLabel={t(`${k}.question`)} />
                  {/* Honeypot: hidden from people and from assistive technology; robots fill it. */}
                  <Box style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }} aria-hidden>
                    <label>Website<input tabIndex={-1} autoComplete="off" key={form.key('Website')} {...form.getInputProps('Website')} /></label>
                  </Box>
                  <Text size="xs" c="dimmed">{t('programs.privacy')}</Text>
                  <Button type="submit" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>{t(`${k}.submit`)}</Button>
                </Stack>
              </form>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export const RegistrationPage = () => <ProgramEnquiryPage program={programs.registration!} />;
export const ScmCohortPage = () => <ProgramEnquiryPage program={programs.scm!} />;
export const FinGraduatesEventPage = () => <Box p={{ base: 'md', sm: 'xl' }} maw={1200} mx="auto"><ProgramEnquiryPage program={programs.event!} /></Box>;
export const FresherProgramPage = () => <ProgramEnquiryPage program={programs.fresher!} />;
