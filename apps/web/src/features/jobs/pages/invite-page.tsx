import { useState, type ChangeEvent } from 'react';
import { Alert, Anchor, Badge, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
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
 * /Others/JobInvititation: invite one or many candidates to an open job, with an optional assessment (a published test)
 * to take before the deadline. Candidates are picked from the resume bank's search (full text, skill, city), ranked by
 * how many of the job's skills each resume names; names and e-mails are masked as the bank masks them for the caller.
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
  const [search, setSearch] = useState({ q: '', skill: '', city: '' });
  const [filters] = useDebouncedValue(search, 300);
  const [picked, setPicked] = useState<Map<number, { Name: string; Email: string }>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const job = jobId || (jobs.data?.items[0] ? String(jobs.data.items[0].ID) : '');
  const candidates = useCandidates({
    ...(job ? { jobId: Number(job) } : {}),
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v)),
  });
  const setFilter = (k: keyof typeof search) => (e: ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setSearch((f) => ({ ...f, [k]: v }));
  };

  // Picked by resume: the bank names a masked candidate by their resume only, never by their account.
  const toggle = (c: { ResumeID: number; Name: string; Email: string }) =>
    setPicked((m) => {
      const n = new Map(m);
      if (n.has(c.ResumeID)) n.delete(c.ResumeID);
      else n.set(c.ResumeID, { Name: c.Name, Email: c.Email });
      return n;
    });

  const send = () => {
    setError(null);
    if (!job) return setError(t('invite.chooseJob'));
    if (!picked.size) return setError(t('invite.chooseCandidates'));
    invite.mutate(
      { JobID: Number(job), ResumeIDs: [...picked.keys()], TestID: testId ? Number(testId) : null, Deadline: new Date(`${deadline}T23:59:59`).toISOString(), Message: message },
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
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label={t('invite.findCandidates')} aria-describedby="invite-find-hint" leftSection={<IconSearch size={16} aria-hidden />} value={search.q} onChange={setFilter('q')} />
            <TextInput label={t('invite.skill')} value={search.skill} onChange={setFilter('skill')} />
            <TextInput label={t('invite.city')} value={search.city} onChange={setFilter('city')} />
          </SimpleGrid>
          <Text id="invite-find-hint" size="xs" c="dimmed" mt={-6}>{t('invite.findHint')}</Text>
          <Stack gap="xs" role="group" aria-label={t('invite.candidates')}>
            {(candidates.data?.items ?? []).map((c) => (
              <Group key={c.ResumeID} wrap="nowrap" align="flex-start" gap="sm">
                <Checkbox mt={4} checked={picked.has(c.ResumeID)} onChange={() => toggle(c)} aria-label={c.Name} />
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group gap="xs" wrap="wrap">
                    <Anchor component={Link} to={`/Others/ResumeBank?resume=${c.ResumeID}`} fw={500} aria-label={t('invite.openResume', { name: c.Name })}>{c.Name}</Anchor>
                    {c.Email ? <Text span size="sm" c="dimmed">{c.Email}</Text> : null}
                    {c.Match !== null ? (
                      <Badge variant="light" tt="none" color={c.Match > 0 ? 'teal' : 'gray'}>{c.Match > 0 ? t('invite.match', { count: c.Match }) : t('invite.noMatch')}</Badge>
                    ) : null}
                    {c.HasVerified ? <Badge variant="outline" tt="none" color="blue">{t('invite.verified')}</Badge> : null}
                    {c.Unmasked ? <Badge variant="outline" tt="none" color="grape">{t('invite.unmasked')}</Badge> : null}
                  </Group>
                  <Text size="sm" lineClamp={1}>{[c.Headline, c.City, c.ExperienceYears > 0 ? t('invite.years', { count: c.ExperienceYears }) : ''].filter(Boolean).join(' · ')}</Text>
                  {c.Skills.length ? <Text size="xs" c="dimmed" lineClamp={1}>{c.Skills.join(', ')}</Text> : null}
                </Stack>
              </Group>
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
