import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useInvite } from '../api/invitations.ts';
import { useAssessmentOptions, useCandidates, useJobOptions } from '../api/jobs.ts';

const inWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * /Others/JobInvititation: invite one or many learners to an open job, with an optional assessment (a published test)
 * to take before the deadline. Candidates are learners searched by name or email; the resume bank's search (issue 16)
 * plugs in behind the same candidates endpoint.
 */
export function InvitePage() {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const jobs = useJobOptions();
  const tests = useAssessmentOptions();
  const invite = useInvite();
  const [jobId, setJobId] = useState(params.get('jobId') ?? '');
  const [testId, setTestId] = useState('');
  const [deadline, setDeadline] = useState(inWeek);
  const [message, setMessage] = useState('');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const candidates = useCandidates(term.trim().length >= 2 ? term.trim() : '');
  const [picked, setPicked] = useState<Map<number, { Name: string; Email: string }>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const job = jobId || (jobs.data?.items[0] ? String(jobs.data.items[0].ID) : '');

  const toggle = (c: { ID: number; Name: string; Email: string }) =>
    setPicked((m) => {
      const n = new Map(m);
      if (n.has(c.ID)) n.delete(c.ID);
      else n.set(c.ID, { Name: c.Name, Email: c.Email });
      return n;
    });

  const send = () => {
    setError(null);
    if (!job) return setError(t('invite.chooseJob'));
    if (!picked.size) return setError(t('invite.chooseCandidates'));
    invite.mutate(
      { JobID: Number(job), CandidateIDs: [...picked.keys()], TestID: testId ? Number(testId) : null, Deadline: new Date(`${deadline}T23:59:59`).toISOString(), Message: message },
      {
        onSuccess: () => setPicked(new Map()),
        onError: (e) => setError(e instanceof ApiError && e.errors.length ? e.errors.map((x) => x.message).join(' ') : errorMessage(e)),
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('invite.title')} description={t('invite.lead')} back={{ to: '/Others/JobsDashboard', label: t('jobs.title') }} />
      <Card withBorder radius="md" padding="lg" maw={900}>
        <Stack gap="sm">
          {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
          {invite.data ? (
            <Alert color="teal" variant="light" role="status">
              {t('invite.done', { invited: invite.data.Invited, reopened: invite.data.Reopened, skipped: invite.data.Skipped })}{' '}
              <Link to={`/Others/JobInvitationReport?jobId=${job}`}>{t('invite.seeReport')}</Link>
            </Alert>
          ) : null}
          <NativeSelect label={t('invite.job')} required value={job} onChange={(e) => setJobId(e.currentTarget.value)}
            data={(jobs.data?.items ?? []).map((j) => ({ value: String(j.ID), label: `${j.Title} — ${j.CompanyName}` }))} />
          <Group grow align="flex-start">
            <NativeSelect label={t('invite.assessment')} description={t('invite.assessmentHint')} value={testId} onChange={(e) => setTestId(e.currentTarget.value)}
              data={[{ value: '', label: t('invite.noAssessment') }, ...(tests.data ?? []).map((x) => ({ value: String(x.ID), label: x.Title }))]} />
            <TextInput type="date" label={t('invite.deadline')} required value={deadline} onChange={(e) => setDeadline(e.currentTarget.value)} />
          </Group>
          <Textarea label={t('invite.message')} autosize minRows={2} maxLength={2000} value={message} onChange={(e) => setMessage(e.currentTarget.value)} />
          <TextInput label={t('invite.findCandidates')} description={t('invite.findHint')} leftSection={<IconSearch size={16} aria-hidden />} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <Stack gap={4} role="group" aria-label={t('invite.candidates')}>
            {(candidates.data?.items ?? []).map((c) => (
              <Checkbox key={c.ID} checked={picked.has(c.ID)} onChange={() => toggle(c)} label={<><Text span fw={500}>{c.Name}</Text> <Text span size="sm" c="dimmed">{c.Email}</Text></>} />
            ))}
            {candidates.data && !candidates.data.items.length ? <Text size="sm" c="dimmed">{t('invite.noCandidates')}</Text> : null}
          </Stack>
          {picked.size ? <Text size="sm">{t('invite.picked', { count: picked.size, names: [...picked.values()].map((p) => p.Name).join(', ') })}</Text> : null}
          <Group justify="flex-end">
            <Button onClick={send} loading={invite.isPending}>{t('invite.send', { count: picked.size })}</Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
