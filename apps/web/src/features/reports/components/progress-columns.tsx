import { Badge, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StudentProgressRow } from '@app/contracts/reports';
import type { DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';

const statusColor: Record<string, string> = { completed: 'green', 'in-progress': 'blue', incomplete: 'gray' };

/** Hours and minutes of a number of seconds. */
export const duration = (s: number) => `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;

/** The columns of the progress reports (student progress and EUT). */
export function useProgressColumns<T extends StudentProgressRow>(): DataTableColumn<T>[] {
  const { t } = useTranslation('reports');
  const { dateTime } = useFormat();
  return [
    {
      id: 'UserName', header: t('cols.learner'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{r.UserName}</Text>
          <Text size="xs" c="dimmed">{r.Email}</Text>
        </Stack>
      ),
    },
    { id: 'CourseTitle', header: t('cols.course'), sortable: true },
    { id: 'Status', header: t('cols.status'), sortable: true, cell: (r) => <Badge variant="light" color={statusColor[r.Status] ?? 'gray'}>{t(`status.${r.Status}`, { defaultValue: r.Status })}</Badge> },
    {
      id: 'Progress', header: t('cols.progress'), sortable: true, nowrap: true,
      cell: (r) => (
        <Stack gap={2} miw={90}>
          <Text size="sm">{r.Progress} %</Text>
          <Progress value={r.Progress} size="sm" aria-hidden />
        </Stack>
      ),
    },
    { id: 'ItemsDone', header: t('cols.items'), sortable: true, nowrap: true, cell: (r) => `${r.ItemsDone} / ${r.ItemsTotal}` },
    { id: 'TestsPassed', header: t('cols.tests'), sortable: true, nowrap: true, cell: (r) => `${r.TestsPassed} / ${r.TestsTotal}${r.MeanTestScore === null ? '' : ` · ${r.MeanTestScore} %`}` },
    {
      id: 'AssignmentsAccepted', header: t('cols.assignments'), sortable: true, nowrap: true,
      cell: (r) => t('cols.assignmentsText', { accepted: r.AssignmentsAccepted, pending: r.AssignmentsPending, returned: r.AssignmentsReturned, total: r.AssignmentsTotal }),
    },
    { id: 'LastActiveOn', header: t('cols.lastActive'), sortable: true, nowrap: true, cell: (r) => (r.LastActiveOn ? dateTime(r.LastActiveOn) : '—') },
    { id: 'TimeSpentSeconds', header: t('cols.timeSpent'), sortable: true, nowrap: true, cell: (r) => duration(r.TimeSpentSeconds) },
  ];
}
