import { Anchor, Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { plainExcerpt } from '../components/excerpt.ts';
import { topicSlug, type ForumReport, type ThreadRow, type TopicRow } from '@app/contracts/forum';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMyAnswers } from '../api/get-my-answers.ts';
import { getMyBookmarks } from '../api/get-my-bookmarks.ts';
import { getMyReports } from '../api/get-my-reports.ts';
import { getMyTopics } from '../api/get-my-topics.ts';
import { ForumNav } from '../components/forum-nav.tsx';
import { PostStatusBadge } from '../components/status-badge.tsx';
import { useTopicColumns } from './forum-page.tsx';

function Shell({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  const { t } = useTranslation('forum');
  return (
    <Stack gap="lg">
      <PageTitle title={title} description={lead} back={{ to: '/Forum', label: t('back') }} />
      <ForumNav />
      {children}
    </Stack>
  );
}

/** /Forum/MyTopics: the questions I asked, with their status (a held one waits for a moderator). */
export function MyTopicsPage() {
  const { t } = useTranslation('forum');
  const columns = useTopicColumns(true);
  return (
    <Shell title={t('my.topics')} lead={t('my.topicsLead')}>
      <DataTable<TopicRow> label={t('my.topics')} queryKey={['forum', 'myTopics']} fetchPage={getMyTopics} columns={columns} rowKey={(r) => r.ID} emptyText={t('my.topicsEmpty')} />
    </Shell>
  );
}

/** /Forum/MyBookmarks: topics I bookmarked. */
export function MyBookmarksPage() {
  const { t } = useTranslation('forum');
  const columns = useTopicColumns();
  return (
    <Shell title={t('my.bookmarks')} lead={t('my.bookmarksLead')}>
      <DataTable<TopicRow> label={t('my.bookmarks')} queryKey={['forum', 'myBookmarks']} fetchPage={getMyBookmarks} columns={columns} rowKey={(r) => r.ID} emptyText={t('my.bookmarksEmpty')} />
    </Shell>
  );
}

/** /Forum/MyAnswers: answers I wrote, with their topics, useful marks and whether accepted. */
export function MyAnswersPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const columns: DataTableColumn<ThreadRow>[] = [
    {
      id: 'Description', header: t('fields.answer'), primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/Forum/Topic/${r.TopicID}/${topicSlug(r.TopicTitle)}`} fw={600}>{r.TopicTitle}</Anchor>
          <span style={{ overflowWrap: 'anywhere' }}>{plainExcerpt(r.Description)}</span>
        </Stack>
      ),
      csv: (r) => r.TopicTitle,
    },
    { id: 'Status', header: t('fields.status'), cell: (r) => (r.Accepted ? <Badge color="teal.9">{t('accepted')}</Badge> : <PostStatusBadge status={r.Status} />) },
    { id: 'Useful', header: t('fields.useful'), sortable: true, cell: (r) => fmt.number(r.Useful) },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  return (
    <Shell title={t('my.answers')} lead={t('my.answersLead')}>
      <DataTable<ThreadRow> label={t('my.answers')} queryKey={['forum', 'myAnswers']} fetchPage={getMyAnswers} columns={columns} rowKey={(r) => r.ID} emptyText={t('my.answersEmpty')} />
    </Shell>
  );
}

/** /Forum/ReportedQuestions: what I reported and what the moderators did about it. */
export function MyReportsPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const columns: DataTableColumn<ForumReport>[] = [
    { id: 'Topic', header: t('fields.topic'), primary: true, cell: (r) => <Anchor component={Link} to={`/Forum/Topic/${r.TopicID}/${topicSlug(r.Topic)}`}>{r.Topic}</Anchor>, csv: (r) => r.Topic },
    { id: 'Type', header: t('fields.type'), cell: (r) => t(`kind.${r.Type}`) },
    { id: 'ReportType', header: t('fields.reportType'), sortable: true, cell: (r) => r.ReportType },
    { id: 'Explaination', header: t('fields.explanation'), cell: (r) => r.Explaination },
    { id: 'Status', header: t('fields.outcome'), sortable: true, cell: (r) => <Badge variant="light" color={r.Status === 'pending' ? 'yellow' : r.Status === 'dismissed' ? 'gray' : 'green'}>{t(`reportStatus.${r.Status}`)}</Badge> },
    { id: 'CreatedOn', header: t('fields.reportedOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  return (
    <Shell title={t('my.reports')} lead={t('my.reportsLead')}>
      <DataTable<ForumReport> label={t('my.reports')} queryKey={['forum', 'myReports']} fetchPage={getMyReports} columns={columns} rowKey={(r) => r.ReportID} emptyText={t('my.reportsEmpty')} />
    </Shell>
  );
}
