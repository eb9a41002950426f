import { useState } from 'react';
import { Badge, Button, Group, Menu, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { invitationStatuses, type Invitation, type InvitationStatus } from '@app/contracts/jobs';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { downloadInvitations, getInvitations, useMark, type InvitationFilters } from '../api/invitations.ts';
import { useJobOptions } from '../api/jobs.ts';
import { jobsKeys } from '../api/jobs-keys.ts';

export const invitationColor: Record<InvitationStatus, string> = { Sent: 'blue', Viewed: 'indigo', Accepted: 'teal', Declined: 'red', Expired: 'gray' };

/** /Others/JobInvitationReport: invitations by job, status and date with assessment scores; CSV export. */
export function InvitationReportPage() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const [params] = useSearchParams();
  const jobs = useJobOptions();
  const mark = useMark();
  const [jobId, setJobId] = useState(params.get('jobId') ?? '');
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filters: InvitationFilters = {
    ...(jobId ? { jobId: Number(jobId) } : {}), ...(status ? { status: status as InvitationStatus } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}),
  };
  const columns: DataTableColumn<Invitation>[] = [
    { id: 'CandidateName', header: t('report.candidate'), sortable: true, primary: true, cell: (i) => (<><Text size="sm" fw={600}>{i.CandidateName}</Text><Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{i.CandidateEmail}</Text></>), csv: (i) => i.CandidateName },
    { id: 'Job', header: t('report.job'), cell: (i) => (<><Text size="sm">{i.JobTitle}</Text><Text size="xs" c="dimmed">{i.CompanyName}</Text></>), csv: (i) => i.JobTitle },
    { id: 'Status', header: t('report.status'), sortable: true, cell: (i) => (
      <Group gap={4}>
        <Badge variant="light" color={invitationColor[i.Status]}>{t(`invitationStatus.${i.Status}`)}</Badge>
        {i.InitiatedBy === 'learner' ? <Badge variant="outline" size="xs">{t('report.application')}</Badge> : null}
        {i.HiredOn ? <Badge color="teal" size="xs">{t('figures.Hired')}</Badge> : i.InterviewedOn ? <Badge color="grape" size="xs" variant="light">{t('figures.Interviewed')}</Badge> : null}
      </Group>
    ), csv: (i) => i.Status },
    { id: 'Score', header: t('report.score'), sortable: true, cell: (i) => (i.TestID === null ? '—' : i.Score === null ? t('report.notTaken') : `${i.Score} / ${i.MaxScore}`), csv: (i) => (i.Score === null ? '' : `${i.Score}/${i.MaxScore}`) },
    { id: 'SentOn', header: t('report.sentOn'), sortable: true, nowrap: true, cell: (i) => fmt.date(i.SentOn) },
    { id: 'Deadline', header: t('report.deadline'), sortable: true, nowrap: true, cell: (i) => fmt.date(i.Deadline) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('report.title')} description={t('report.lead')} back={{ to: '/Others/JobsDashboard', label: t('jobs.title') }} />
      <DataTable<Invitation, InvitationFilters>
        label={t('report.title')}
        queryKey={jobsKeys.invitations}
        fetchPage={getInvitations}
        filters={filters}
        filterControls={
          <>
            <NativeSelect label={t('report.job')} size="sm" w={{ base: '100%', xs: '16rem' }} value={jobId} onChange={(e) => setJobId(e.currentTarget.value)}
              data={[{ value: '', label: t('common.all') }, ...(jobs.data?.items ?? []).map((j) => ({ value: String(j.ID), label: j.Title }))]} />
            <NativeSelect label={t('report.status')} size="sm" w={{ base: '100%', xs: '10rem' }} value={status} onChange={(e) => setStatus(e.currentTarget.value)}
              data={[{ value: '', label: t('common.all') }, ...invitationStatuses.map((s) => ({ value: s, label: t(`invitationStatus.${s}`) }))]} />
            <TextInput type="date" size="sm" label={t('report.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
            <TextInput type="date" size="sm" label={t('report.to')} value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          </>
        }
        columns={columns}
        rowKey={(i) => i.ID}
        searchLabel={t('report.search')}
        serverCsv={(q) => downloadInvitations(q)}
        emptyText={t('report.empty')}
        rowActions={(i) => (i.Status === 'Accepted' ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target><Button size="xs" variant="light" aria-label={t('report.actionsFor', { name: i.CandidateName })}>{t('report.next')}</Button></Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={`/addInterviewFeedback?invitationId=${i.ID}`}>{t('feedback.add')}</Menu.Item>
              {!i.InterviewedOn ? <Menu.Item onClick={() => mark.mutate({ id: i.ID, mark: 'interviewed' })}>{t('report.markInterviewed')}</Menu.Item> : null}
              {!i.HiredOn ? <Menu.Item onClick={() => mark.mutate({ id: i.ID, mark: 'hired' })}>{t('report.markHired')}</Menu.Item> : null}
            </Menu.Dropdown>
          </Menu>
        ) : null)}
      />
    </Stack>
  );
}
