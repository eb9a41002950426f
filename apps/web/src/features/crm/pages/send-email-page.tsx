import { useState } from 'react';
import { Alert, Button, Card, Grid, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSend, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { enquirySources, enquiryStatuses, type Audience } from '@app/contracts/crm';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useCreateCampaign, useEmailLists, usePreviewAudience } from '../api/campaigns.ts';

const DEFAULT_TEMPLATE = `<mjml>
  <mj-body background-color="#f4f6fb">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text font-size="20px" font-weight="700">Hello {{name}},</mj-text>
        <mj-text font-size="15px" line-height="1.6">Our next {{cohort}} cohort starts soon: live classes on weekends, a real ERP system to practise on, and a mentor who reviews every assignment.</mj-text>
        <mj-button background-color="#1c7ed6" href="{{link}}">See the program</mj-button>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

/**
 * /Others/sendEmail and /Others/FilterUsers: compose a campaign (subject, mjml template with variables), build its
 * audience from filters or a named list (with the count it reaches, suppressed addresses apart), send now or later.
 */
export function SendEmailPage() {
  const { t } = useTranslation('crm');
  const navigate = useNavigate();
  const lists = useEmailLists();
  const preview = usePreviewAudience();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const [template, setTemplate] = useState(DEFAULT_TEMPLATE);
  const [vars, setVars] = useState('cohort=SAP FICO\nlink=https://example.com/courses');
  const [kind, setKind] = useState<Audience['kind']>('enquiries');
  const [status, setStatus] = useState('');
  const [city, setCity] = useState('');
  const [source, setSource] = useState('');
  const [role, setRole] = useState('Trainee');
  const [activeDays, setActiveDays] = useState<number | string>('');
  const [listId, setListId] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const audience = (): Audience =>
    kind === 'list' ? { kind, listId: Number(listId) }
      : kind === 'enquiries' ? { kind, ...(status ? { status: status as never } : {}), ...(city.trim() ? { city: city.trim() } : {}), ...(source ? { source: source as never } : {}) }
        : { kind, role: role as never, ...(activeDays ? { activeWithinDays: Number(activeDays) } : {}) };
  const variables = Object.fromEntries(vars.split('\n').map((l) => l.split('=')).filter((p) => p.length >= 2 && /^\w+$/.test(p[0]!.trim())).map(([k, ...v]) => [k!.trim(), v.join('=').trim()]));

  const send = () => {
    setErrors({});
    create.mutate(
      { CampaignName: name, MailSubject: subject, Template: template, Variables: variables, Audience: audience(), ...(when === 'later' && sendAt ? { SendAt: new Date(sendAt).toISOString() } : {}) },
      {
        onSuccess: (c) => { notifications.show({ color: 'green', message: t('send.scheduled', { name: c.CampaignName }) }); navigate('/Others/EmailHistory'); },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(serverFieldErrors(err));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('send.title')} description={t('send.lead')} />
      {create.isError && !(create.error instanceof ApiError && create.error.status === 400) ? <Alert color="red" role="alert">{errorMessage(create.error)}</Alert> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <TextInput label={t('send.name')} required value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.CampaignName} />
              <TextInput label={t('send.subject')} required value={subject} onChange={(e) => setSubject(e.currentTarget.value)} error={errors.MailSubject} description={t('send.subjectHint', { name: '{{name}}' })} />
              <Textarea label={t('send.template')} description={t('send.templateHint')} required autosize minRows={10} maxRows={24} ff="monospace" value={template} onChange={(e) => setTemplate(e.currentTarget.value)} error={errors.Template} />
              <Textarea label={t('send.variables')} description={t('send.variablesHint', { name: '{{name}}' })} autosize minRows={2} ff="monospace" value={vars} onChange={(e) => setVars(e.currentTarget.value)} />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder padding="lg" component="section" aria-labelledby="audience-title">
              <Title order={2} size="h4" id="audience-title" mb="sm">{t('send.audience')}</Title>
              <Stack gap="sm">
                <SegmentedControl fullWidth value={kind} onChange={(v) => setKind(v as Audience['kind'])}
                  data={[{ value: 'enquiries', label: t('send.kind.enquiries') }, { value: 'users', label: t('send.kind.users') }, { value: 'list', label: t('send.kind.list') }]} />
                {kind === 'enquiries' ? (
                  <>
                    <NativeSelect label={t('fields.Status')} value={status} onChange={(e) => setStatus(e.currentTarget.value)} data={[{ value: '', label: t('filters.allStatuses') }, ...enquiryStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]} />
                    <NativeSelect label={t('fields.Source')} value={source} onChange={(e) => setSource(e.currentTarget.value)} data={[{ value: '', label: t('filters.allSources') }, ...enquirySources.map((s) => ({ value: s, label: t(`source.${s}`) }))]} />
                    <TextInput label={t('fields.City')} value={city} onChange={(e) => setCity(e.currentTarget.value)} />
                  </>
                ) : kind === 'users' ? (
                  <>
                    <NativeSelect label={t('send.role')} value={role} onChange={(e) => setRole(e.currentTarget.value)} data={['Trainee', 'Mentor', 'Editor', 'Recruiter', 'Admin']} />
                    <NumberInput label={t('send.activeWithin')} min={1} max={3650} value={activeDays} onChange={setActiveDays} />
                  </>
                ) : (
                  <NativeSelect label={t('send.list')} value={listId} onChange={(e) => setListId(e.currentTarget.value)} error={errors['Audience.listId']}
                    data={[{ value: '', label: t('send.chooseList') }, ...(lists.data ?? []).map((l) => ({ value: String(l.ID), label: `${l.Name} (${l.Members})` }))]} />
                )}
                <Button variant="light" leftSection={<IconUsers size={16} aria-hidden />} loading={preview.isPending} onClick={() => preview.mutate(audience())}>{t('send.preview')}</Button>
                {preview.data ? (
                  <Text size="sm" role="status">{t('send.reach', { count: preview.data.Count - preview.data.Suppressed, suppressed: preview.data.Suppressed })}</Text>
                ) : null}
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <SegmentedControl value={when} onChange={(v) => setWhen(v as 'now' | 'later')} data={[{ value: 'now', label: t('send.now') }, { value: 'later', label: t('send.later') }]} />
                {when === 'later' ? <TextInput type="datetime-local" label={t('send.at')} value={sendAt} onChange={(e) => setSendAt(e.currentTarget.value)} error={errors.SendAt} /> : null}
                <Text size="xs" c="dimmed">{t('send.compliance')}</Text>
                <Group><Button leftSection={<IconSend size={16} aria-hidden />} loading={create.isPending} onClick={send}>{when === 'now' ? t('send.sendNow') : t('send.schedule')}</Button></Group>
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
