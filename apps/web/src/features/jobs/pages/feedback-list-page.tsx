import { Badge, Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Feedback } from '@app/contracts/jobs';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getFeedback } from '../api/feedback.ts';
import { jobsKeys } from '../api/jobs-keys.ts';

/** /interviewFeedback: interview feedback of the caller's company (mock interviews for academy staff). */
export function FeedbackListPage() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const columns: DataTableColumn<Feedback>[] = [
    { id: 'IntervieweeName', header: t('feedback.fields.interviewee'), sortable: true, primary: true, cell: (f) => (<><Text size="sm" fw={600}>{f.IntervieweeName}</Text><Text size="xs" c="dimmed">{f.JobTitle ?? t('feedback.mock')}</Text></>), csv: (f) => f.IntervieweeName },
    { id: 'InterviewerName', header: t('feedback.fields.interviewer'), sortable: true, cell: (f) => f.InterviewerName },
    { id: 'InterviewDate', header: t('feedback.fields.date'), sortable: true, nowrap: true, cell: (f) => fmt.date(f.InterviewDate) },
    { id: 'InterviewRound', header: t('feedback.fields.round'), sortable: true, cell: (f) => t(`feedback.round.${f.InterviewRound}`, { defaultValue: f.InterviewRound }) },
    { id: 'OverallInterviewRatings', header: t('feedback.fields.overall'), sortable: true, cell: (f) => `${f.OverallInterviewRatings} / 5` },
    { id: 'RecommendedForAdmission', header: t('feedback.fields.recommended'), cell: (f) => (f.RecommendedForAdmission === null ? '—' : f.RecommendedForAdmission ? t('common.yes') : t('common.no')) },
    { id: 'Outcome', header: t('feedback.fields.outcome'), cell: (f) => <Badge variant="light">{t(`feedback.outcome.${f.Outcome}`)}</Badge>, csv: (f) => f.Outcome },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('feedback.title')} description={t('feedback.lead')}
        actions={<Button component={Link} to="/addInterviewFeedback" leftSection={<IconPlus size={18} aria-hidden />}>{t('feedback.add')}</Button>} />
      <DataTable<Feedback>
        label={t('feedback.title')}
        queryKey={jobsKeys.feedback}
        fetchPage={getFeedback}
        columns={columns}
        rowKey={(f) => f.FeedbackID}
        searchLabel={t('feedback.search')}
        csvFileName="interview-feedback"
        emptyText={t('feedback.empty')}
        rowActions={(f) => <Button size="xs" variant="light" component={Link} to={`/interviewFeedback/${f.FeedbackID}`} aria-label={t('feedback.openNamed', { name: f.IntervieweeName })}>{t('feedback.open')}</Button>}
      />
    </Stack>
  );
}
