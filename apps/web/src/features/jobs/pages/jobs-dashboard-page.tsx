import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus, IconReportAnalytics, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { jobStatuses, type JobRow, type JobStatus } from '@app/contracts/jobs';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getJobs, type JobFilters } from '../api/jobs.ts';
import { jobsKeys } from '../api/jobs-keys.ts';
import { useSalary } from '../components/money.ts';

export const jobStatusColor: Record<JobStatus, string> = { draft: 'gray', open: 'teal', 'on hold': 'yellow', closed: 'red' };

/** /Others/JobsDashboard: the company's jobs (every company's for the admin kind) with their invitation figures. */
export function JobsDashboardPage() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const salary = useSalary();
  const [status, setStatus] = useState('');
  const figures = (j: JobRow) => (
    <Group gap={6} wrap="wrap">
      {(['Invited', 'Viewed', 'Accepted', 'Declined', 'Interviewed', 'Hired'] as const).map((k) => (
        <Text key={k} size="xs" span>{t(`figures.${k}`)} <b>{fmt.number(j.Figures[k])}</b></Text>
      ))}
    </Group>
  );
  const columns: DataTableColumn<JobRow>[] = [
    {
      id: 'Title', header: t('jobs.fields.title'), sortable: true, primary: true,
      cell: (j) => (<><Text fw={600} size="sm">{j.Title}</Text><Text size="xs" c="dimmed">{j.CompanyName}</Text></>),
      csv: (j) => `${j.Title} (${j.CompanyName})`,
    },
    { id: 'Status', header: t('jobs.fields.status'), sortable: true, cell: (j) => <Badge variant="light" color={jobStatusColor[j.Status]}>{t(`jobs.status.${j.Status}`)}</Badge>, csv: (j) => j.Status },
    { id: 'Location', header: t('jobs.fields.location'), sortable: true, cell: (j) => `${j.Location}${j.Location ? ' · ' : ''}${t(`jobs.workMode.${j.WorkMode}`)}` },
    { id: 'Salary', header: t('jobs.fields.salary'), cell: (j) => salary(j.SalaryMin, j.SalaryMax, j.Currency) },
    { id: 'Deadline', header: t('jobs.fields.deadline'), sortable: true, nowrap: true, cell: (j) => (j.Deadline ? fmt.date(j.Deadline) : '—') },
    { id: 'Figures', header: t('jobs.fields.figures'), cell: figures, csv: (j) => JSON.stringify(j.Figures) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('jobs.title')}
        description={t('jobs.lead')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/Others/JobsDashboard/AddJob" leftSection={<IconPlus size={18} aria-hidden />}>{t('jobs.add')}</Button>
            <Button component={Link} to="/Others/JobInvititation" variant="default" leftSection={<IconSend size={18} aria-hidden />}>{t('invite.title')}</Button>
            <Button component={Link} to="/Others/JobInvitationReport" variant="default" leftSection={<IconReportAnalytics size={18} aria-hidden />}>{t('report.title')}</Button>
          </Group>
        }
      />
      <DataTable<JobRow, JobFilters>
        label={t('jobs.title')}
        queryKey={jobsKeys.jobs}
        fetchPage={getJobs}
        filters={status ? { status: status as JobStatus } : {}}
        filterControls={
          <NativeSelect label={t('jobs.fields.status')} size="sm" w={{ base: '100%', xs: '11rem' }} value={status} onChange={(e) => setStatus(e.currentTarget.value)}
            data={[{ value: '', label: t('common.all') }, ...jobStatuses.map((s) => ({ value: s, label: t(`jobs.status.${s}`) }))]} />
        }
        columns={columns}
        rowKey={(j) => j.ID}
        searchLabel={t('jobs.search')}
        csvFileName="jobs"
        emptyText={t('jobs.empty')}
        rowActions={(j) => (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="light" component={Link} to={`/Others/JobsDashboard/AddJob?id=${j.ID}`} aria-label={t('jobs.editNamed', { name: j.Title })}>{t('common.edit')}</Button>
            {j.Status === 'open' ? <Button size="xs" variant="default" component={Link} to={`/Others/JobInvititation?jobId=${j.ID}`} aria-label={t('invite.forJob', { name: j.Title })}>{t('invite.short')}</Button> : null}
          </Group>
        )}
      />
    </Stack>
  );
}
