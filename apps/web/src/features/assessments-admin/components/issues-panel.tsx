import { useState } from 'react';
import { Badge, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionIssueRow } from '@app/contracts/assessments';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { getQuestionIssues, questionIssuesKey, type IssueFilters } from '../api/get-question-issues.ts';
import { useResolveQuestionIssue } from '../api/resolve-question-issue.ts';

type StatusFilter = 'open' | 'resolved' | 'all';

/** Issues learners reported on questions: question, text, who and when; open ones can be resolved. */
export function IssuesPanel({ onOpenQuestion }: { onOpenQuestion: (id: number) => void }) {
  const { t } = useTranslation('assessments-admin');
  const { dateTime } = useFormat();
  const [status, setStatus] = useState<StatusFilter>('open');
  const resolve = useResolveQuestionIssue();
  const [resolvingId, setResolvingId] = useState<number | null>(null);
  const filters: IssueFilters = status === 'all' ? {} : { status };

  const columns: DataTableColumn<QuestionIssueRow>[] = [
    {
      id: 'QuestionID',
      header: t('fields.question'),
      primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Button variant="subtle" size="compact-sm" px={4} style={{ alignSelf: 'flex-start' }} onClick={() => onOpenQuestion(r.QuestionID)} aria-label={t('issues.openQuestion', { id: r.QuestionID })}>
            #{r.QuestionID}
          </Button>
          <Text size="sm" c="dimmed" lineClamp={2}>{r.QuestionText}</Text>
        </Stack>
      ),
      csv: (r) => `${r.QuestionID}: ${r.QuestionText}`,
    },
    { id: 'Text', header: t('issues.text'), cell: (r) => <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>{r.Text}</Text> },
    { id: 'TestTitle', header: t('fields.test') },
    { id: 'UserName', header: t('issues.reportedBy'), sortable: true },
    { id: 'CreatedOn', header: t('issues.reportedOn'), sortable: true, nowrap: true, cell: (r) => dateTime(r.CreatedOn) },
    {
      id: 'Status',
      header: t('fields.status'),
      sortable: true,
      cell: (r) => <Badge color={r.Status === 'open' ? 'orange' : 'green'} variant="light">{t(`issues.status.${r.Status}`)}</Badge>,
    },
  ];

  const doResolve = (row: QuestionIssueRow) => {
    setResolvingId(row.ID);
    resolve.mutate(row.ID, {
      onSuccess: () => notify(t('issues.resolved', { id: row.ID }), 'success'),
      onError: (e) => notify(errorMessage(e), 'danger'),
      onSettled: () => setResolvingId(null),
    });
  };

  return (
    <DataTable<QuestionIssueRow, IssueFilters>
      label={t('issues.tableLabel')}
      queryKey={questionIssuesKey}
      fetchPage={getQuestionIssues}
      columns={columns}
      rowKey={(r) => r.ID}
      filters={filters}
      searchLabel={t('issues.search')}
      filterControls={
        <SegmentedControl
          aria-label={t('fields.status')}
          value={status}
          onChange={(v) => setStatus(v as StatusFilter)}
          data={[
            { value: 'open', label: t('issues.status.open') },
            { value: 'resolved', label: t('issues.status.resolved') },
            { value: 'all', label: t('issues.status.all') },
          ]}
        />
      }
      csvFileName="question-issues"
      emptyText={status === 'open' ? t('issues.emptyOpen') : t('issues.empty')}
      rowActions={(r) =>
        r.Status === 'open' ? (
          <Button size="xs" variant="light" color="green" leftSection={<IconCheck size={14} aria-hidden />} loading={resolvingId === r.ID} onClick={() => doResolve(r)} aria-label={t('issues.resolveN', { id: r.ID })}>
            {t('issues.resolve')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">{dateTime(r.ResolvedOn)}</Text>
        )
      }
    />
  );
}
