import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, SimpleGrid, Stack, Tabs, Text, Title, Typography } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyInvitation, OpenJob } from '@app/contracts/jobs';
import { errorMessage } from '../../../lib/api-client.ts';
import { DataTable } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { openMyInvitation, useMyFeedback, useMyInvitations, useRespond } from '../api/invitations.ts';
import { getOpenJobs, useApply } from '../api/jobs.ts';
import { jobsKeys } from '../api/jobs-keys.ts';
import { useSalary } from '../components/money.ts';
import { invitationColor } from './invitation-report-page.tsx';

/** /jobs: open jobs to apply to, the learner's invitations (answer, take the assessment) and shared interview feedback. */
export function LearnerJobsPage() {
  const { t } = useTranslation('jobs');
  const [tab, setTab] = useState<string | null>('invitations');
  const mine = useMyInvitations();
  const pending = (mine.data?.items ?? []).filter((i) => i.Status === 'Sent' || i.Status === 'Viewed').length;
  return (
    <Stack gap="lg">
      <PageTitle title={t('learner.title')} description={t('learner.lead')} />
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="invitations" rightSection={pending ? <Badge size="sm" circle>{pending}</Badge> : null}>{t('learner.invitations')}</Tabs.Tab>
          <Tabs.Tab value="open">{t('learner.openJobs')}</Tabs.Tab>
          <Tabs.Tab value="feedback">{t('learner.feedback')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="invitations" pt="md"><MyInvitations items={mine.data?.items} error={mine.error} /></Tabs.Panel>
        <Tabs.Panel value="open" pt="md"><OpenJobs /></Tabs.Panel>
        <Tabs.Panel value="feedback" pt="md"><MyFeedback /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function MyInvitations({ items, error }: { items: MyInvitation[] | undefined; error: unknown }) {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const [openId, setOpenId] = useState<number | null>(null);
  if (error) return <Alert color="red" variant="light">{errorMessage(error)}</Alert>;
  if (!items) return <Text c="dimmed">{t('learner.loading')}</Text>;
  if (!items.length) return <Text c="dimmed">{t('learner.noInvitations')}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {items.map((i) => (
          <Card key={i.ID} withBorder radius="md" padding="md" data-testid={`invitation-${i.ID}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Title order={3} fz="lg">{i.JobTitle}</Title>
                  <Text size="sm" c="dimmed">{i.CompanyName}</Text>
                </div>
                <Badge variant="light" color={invitationColor[i.Status]}>{t(`invitationStatus.${i.Status}`)}</Badge>
              </Group>
              <Text size="sm">{t('learner.answerBy', { date: fmt.date(i.Deadline) })}</Text>
              {i.TestID !== null ? <Text size="sm">{i.Score !== null ? t('learner.assessmentDone', { score: i.Score, max: i.MaxScore }) : t('learner.assessmentPending')}</Text> : null}
              <Group gap="sm">
                <Button size="xs" variant="light" onClick={() => setOpenId(i.ID)}>{t('learner.view')}</Button>
                {i.AssessmentOpen ? <Button size="xs" component={Link} to={`/jobs/assessment/${i.ID}`}>{t('learner.takeAssessment')}</Button> : null}
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      <InvitationModal id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function InvitationModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(['jobs', 'common']);
  const qc = useQueryClient();
  // Opening the invitation marks it Viewed on the server.
  const inv = useQuery({ queryKey: jobsKeys.myInvitation(id ?? 0), queryFn: async () => {
    const r = await openMyInvitation(id!);
    void qc.invalidateQueries({ queryKey: jobsKeys.mine });
    return r;
  }, enabled: id !== null });
  const respond = useRespond();
  const i = inv.data;
  const running = i && (i.Status === 'Sent' || i.Status === 'Viewed');
  const answer = (a: 'accept' | 'decline') => respond.mutate({ id: id!, answer: a }, { onSuccess: () => { void inv.refetch(); } });
  return (
    <Modal opened={id !== null} onClose={onClose} title={i ? `${i.JobTitle} — ${i.CompanyName}` : t('learner.invitation')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {inv.isError ? <Alert color="red" variant="light">{errorMessage(inv.error)}</Alert> : null}
      {i ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color={invitationColor[i.Status]}>{t(`invitationStatus.${i.Status}`)}</Badge>
            <Text size="sm">{i.Location} · {t(`jobs.workMode.${i.WorkMode}`)}</Text>
          </Group>
          {i.Message ? <Alert variant="light" color="blue">{i.Message}</Alert> : null}
          {i.JobDescription ? <Typography style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: i.JobDescription }} /> : null}
          {respond.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(respond.error)}</Alert> : null}
          {running ? (
            <Group justify="flex-end" gap="sm">
              {i.AssessmentOpen ? <Button component={Link} to={`/jobs/assessment/${i.ID}`} variant="light">{t('learner.takeAssessment')}</Button> : null}
              <Button variant="default" color="red" loading={respond.isPending && respond.variables?.answer === 'decline'} onClick={() => answer('decline')}>{t('learner.decline')}</Button>
              <Button disabled={i.TestID !== null && i.Score === null} loading={respond.isPending && respond.variables?.answer === 'accept'} onClick={() => answer('accept')}>{t('learner.accept')}</Button>
            </Group>
          ) : null}
          {running && i.TestID !== null && i.Score === null ? <Text size="xs" c="dimmed">{t('learner.assessmentFirst')}</Text> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

function OpenJobs() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const salary = useSalary();
  const apply = useApply();
  const card = (j: OpenJob) => (
    <Stack gap={6}>
      <Title order={3} fz="lg">{j.Title}</Title>
      <Text size="sm" c="dimmed">{j.CompanyName} · {j.Location} · {t(`jobs.workMode.${j.WorkMode}`)}</Text>
      <Text size="sm">{salary(j.SalaryMin, j.SalaryMax, j.Currency)} · {t('learner.experience', { min: j.ExperienceMin, max: j.ExperienceMax })}</Text>
      <Group gap={4}>{j.Skills.slice(0, 6).map((s) => <Badge key={s} variant="light" size="sm" tt="none">{s}</Badge>)}</Group>
      {j.Match > 0 ? <Text size="sm" c="teal.8" fw={500}>{t('learner.match', { count: j.Match })}</Text> : null}
      {j.Deadline ? <Text size="xs" c="dimmed">{t('learner.applyBy', { date: fmt.date(j.Deadline) })}</Text> : null}
      <Group>
        {j.MyStatus ? <Badge variant="outline">{t(`invitationStatus.${j.MyStatus}`, { defaultValue: j.MyStatus })}</Badge>
          : <Button size="xs" loading={apply.isPending && apply.variables === j.ID} onClick={() => apply.mutate(j.ID)} aria-label={t('learner.applyTo', { name: j.Title })}>{t('learner.apply')}</Button>}
      </Group>
    </Stack>
  );
  return (
    <Stack gap="sm">
      {apply.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(apply.error)}</Alert> : null}
      <DataTable<OpenJob>
        label={t('learner.openJobs')}
        queryKey={jobsKeys.openJobs}
        fetchPage={getOpenJobs}
        columns={[
          { id: 'Title', header: t('jobs.fields.title'), primary: true, cell: card, csv: (j) => j.Title },
        ]}
        renderCard={card}
        viewToggle
        rowKey={(j) => j.ID}
        searchLabel={t('learner.searchJobs')}
        emptyText={t('learner.noJobs')}
      />
    </Stack>
  );
}

function MyFeedback() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const fb = useMyFeedback();
  if (fb.isError) return <Alert color="red" variant="light">{errorMessage(fb.error)}</Alert>;
  if (!fb.data) return <Text c="dimmed">{t('learner.loading')}</Text>;
  if (!fb.data.items.length) return <Text c="dimmed">{t('learner.noFeedback')}</Text>;
  return (
    <Stack gap="sm">
      {fb.data.items.map((f) => (
        <Card key={f.FeedbackID} withBorder radius="md" padding="md">
          <Text fw={600}>{f.JobTitle ?? t('feedback.mock')} {f.CompanyName ? `· ${f.CompanyName}` : ''}</Text>
          <Text size="sm" c="dimmed">{t(`feedback.round.${f.InterviewRound}`, { defaultValue: f.InterviewRound })} · {fmt.date(f.InterviewDate)} · {f.InterviewerName}</Text>
          <Text size="sm">{t('feedback.fields.overall')}: {f.OverallInterviewRatings} / 5</Text>
          {f.Comments ? <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{f.Comments}</Text> : null}
        </Card>
      ))}
    </Stack>
  );
}
