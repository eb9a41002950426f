import { Anchor, Badge, Button, Group, Menu, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { topicSlug, type CommentRow, type ThreadRow, type TopicRow } from '@app/contracts/forum';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import type { ListQuery } from '@app/contracts/list';
import { getComments } from '../api/get-comments.ts';
import { getReportedTopics } from '../api/get-reported-topics.ts';
import { getThreads } from '../api/get-threads.ts';
import { getTopics } from '../api/get-topics.ts';
import { useModeratePost } from '../api/moderate-post.ts';
import { plainExcerpt } from '../components/excerpt.ts';
import { PostStatusBadge } from '../components/status-badge.tsx';

const idOf = (v: string | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Opens the latest pending report of a post (/Forum/Topic/Reported/{TYPE}/{REPORTID}). */
function OpenReport({ type, reportId }: { type: 'topic' | 'thread' | 'comment'; reportId: number | null }) {
  const { t } = useTranslation('forum');
  if (!reportId) return null;
  return <Button size="compact-sm" variant="light" color="red" component={Link} to={`/Forum/Topic/Reported/${type}/${reportId}`}>{t('mod.openReport')}</Button>;
}

/** Hide, restore or delete a post from a moderation list (audited on the server). */
function ModerateMenu({ id, status }: { id: number; status: string }) {
  const { t } = useTranslation('forum');
  const moderate = useModeratePost();
  const act = (Action: 'hide' | 'restore' | 'delete') =>
    moderate.mutate({ id, Action }, { onSuccess: () => notify(t(`mod.done.${Action}`), 'success'), onError: (e) => notify(errorMessage(e), 'danger') });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target><Button size="compact-sm" variant="light">{t('mod.actions')}</Button></Menu.Target>
      <Menu.Dropdown>
        {status !== 'visible' ? <Menu.Item onClick={() => act('restore')}>{status === 'held' ? t('mod.approve') : t('mod.restore')}</Menu.Item> : null}
        {status !== 'hidden' ? <Menu.Item onClick={() => act('hide')}>{t('mod.hide')}</Menu.Item> : null}
        <Menu.Item color="red" onClick={() => act('delete')}>{t('delete')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The moderation lists' `?filter=`: the spec's Report and Useful, and the posts held for review or hidden. */
type ModFilter = 'Report' | 'Useful' | 'Held' | 'Hidden';
const modFilter = <F extends ModFilter>(value: string | null, allowed: readonly F[]): F | undefined => allowed.find((f) => f === value);

function FilterSwitch({ value, options }: { value: string; options: { value: string; label: string }[] }) {
  const { t } = useTranslation('forum');
  const [, setParams] = useSearchParams();
  // Four choices do not fit a phone's width side by side (German labels least of all): a select there.
  const narrow = useMediaQuery('(max-width: 36em)');
  const change = (v: string | null) => setParams(v ? { filter: v } : {});
  if (narrow) return <NativeSelect aria-label={t('mod.filter')} value={value} onChange={(e) => change(e.currentTarget.value)} data={options} />;
  return <SegmentedControl aria-label={t('mod.filter')} value={value} onChange={change} data={options} />;
}

/** /appAdmin/forumQuestions: every topic (GET /Topics/getForumList), or the reported ones (`?filter=Report`: /Reports/topic/all). */
export function ForumQuestionsPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const [params] = useSearchParams();
  const filter = modFilter(params.get('filter'), ['Report', 'Held', 'Hidden'] as const);
  const reported = filter === 'Report';
  const columns: DataTableColumn<TopicRow>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/Forum/Topic/${r.ID}/${topicSlug(r.Title)}`} fw={600}>{r.Title}</Anchor>
          <Text size="xs" c="dimmed" lineClamp={2}>{r.Description}</Text>
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'UserName', header: t('fields.userName'), sortable: true, cell: (r) => r.UserName },
    { id: 'Status', header: t('fields.status'), cell: (r) => <PostStatusBadge status={r.Status} /> },
    ...(reported ? [{ id: 'Reports', header: t('fields.reports'), cell: (r: TopicRow) => <Badge color="red" variant="light">{r.Reports}</Badge> }] : []),
    { id: 'Answers', header: t('fields.answers'), sortable: true, cell: (r) => <Anchor component={Link} to={`/appAdmin/forumThreads/${r.ID}`}>{fmt.number(r.Answers)}</Anchor> },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={reported ? t('mod.reportedTopics') : filter === 'Held' ? t('mod.heldTopics') : filter === 'Hidden' ? t('mod.hiddenTopics') : t('mod.topics')} back={{ to: '/appAdmin/forumDashboard', label: t('dashboard.title') }} />
      <DataTable<TopicRow>
        key={filter ?? 'all'}
        label={t('mod.topics')}
        queryKey={['forum', 'mod', 'topics', filter ?? 'all']}
        fetchPage={(q: ListQuery, signal) => (reported ? getReportedTopics(q, signal) : getTopics({ ...q, status: filter === 'Held' ? 'held' : filter === 'Hidden' ? 'hidden' : 'all' }, signal))}
        filterControls={<FilterSwitch value={filter ?? ''} options={[{ value: '', label: t('mod.all') }, { value: 'Report', label: t('mod.reported') }, { value: 'Held', label: t('mod.held') }, { value: 'Hidden', label: t('mod.hiddenPosts') }]} />}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={(r) => <Group gap={4} wrap="nowrap"><OpenReport type="topic" reportId={r.ReportID} /><ModerateMenu id={r.ID} status={r.Status} /></Group>}
      />
    </Stack>
  );
}

/** /appAdmin/forumThreads/{TopicID}: `threads` for every answer; `?filter=Useful|Report`. */
export function ForumThreadsPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const navigate = useNavigate();
  const { TopicID } = useParams();
  const [params] = useSearchParams();
  const topicId = idOf(TopicID);
  const filter = modFilter(params.get('filter'), ['Useful', 'Report', 'Held', 'Hidden'] as const);
  const columns: DataTableColumn<ThreadRow>[] = [
    {
      id: 'Description', header: t('fields.answer'), primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/Forum/Topic/${r.TopicID}/${topicSlug(r.TopicTitle)}`} size="sm" fw={600}>{r.TopicTitle}</Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{plainExcerpt(r.Description)}</Text>
        </Stack>
      ),
      csv: (r) => plainExcerpt(r.Description, 1000),
    },
    { id: 'UserName', header: t('fields.userName'), sortable: true, cell: (r) => r.UserName },
    { id: 'Status', header: t('fields.status'), cell: (r) => <Group gap={4}><PostStatusBadge status={r.Status} />{r.Accepted ? <Badge color="teal.9">{t('accepted')}</Badge> : null}</Group> },
    { id: 'Useful', header: t('fields.useful'), sortable: true, cell: (r) => fmt.number(r.Useful) },
    { id: 'Reports', header: t('fields.reports'), cell: (r) => (r.Reports ? <Badge color="red" variant="light">{r.Reports}</Badge> : '0') },
    { id: 'Comments', header: t('fields.comments'), cell: (r) => <Anchor component={Link} to={`/appAdmin/forumComments/${r.TopicID}/${r.ID}`}>{fmt.number(r.Comments)}</Anchor> },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  const title = filter === 'Useful' ? t('mod.usefulThreads') : filter === 'Report' ? t('mod.reportedThreads') : filter === 'Held' ? t('mod.heldThreads') : filter === 'Hidden' ? t('mod.hiddenThreads') : t('mod.threads');
  return (
    <Stack gap="lg">
      <PageTitle title={title} back={{ to: '/appAdmin/forumDashboard', label: t('dashboard.title') }} />
      <DataTable<ThreadRow, { topicId?: number; filter?: 'Useful' | 'Report' | 'Held' | 'Hidden' }>
        label={title}
        queryKey={['forum', 'mod', 'threads']}
        fetchPage={getThreads}
        filters={{ ...(topicId ? { topicId } : {}), ...(filter ? { filter } : {}) }}
        filterControls={(
          <Group gap="sm">
            <FilterSwitch value={filter ?? ''} options={[{ value: '', label: t('mod.all') }, { value: 'Useful', label: t('mod.useful') }, { value: 'Report', label: t('mod.reported') }, { value: 'Held', label: t('mod.held') }, { value: 'Hidden', label: t('mod.hiddenPosts') }]} />
            {topicId ? <Button size="xs" variant="subtle" onClick={() => void navigate('/appAdmin/forumThreads/threads')}>{t('mod.allTopics')}</Button> : null}
          </Group>
        )}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={(r) => <Group gap={4} wrap="nowrap"><OpenReport type="thread" reportId={r.ReportID} /><ModerateMenu id={r.ID} status={r.Status} /></Group>}
      />
    </Stack>
  );
}

/** /appAdmin/forumComments/{TopicID}/{ThreadID}: `all/comments` for every comment; `?filter=Report`. */
export function ForumCommentsPage() {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const { TopicID, ThreadID } = useParams();
  const [params] = useSearchParams();
  const topicId = idOf(TopicID);
  const threadId = idOf(ThreadID);
  const filter = modFilter(params.get('filter'), ['Report', 'Held', 'Hidden'] as const);
  const columns: DataTableColumn<CommentRow>[] = [
    {
      id: 'Description', header: t('fields.comment'), primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/Forum/Topic/${r.TopicID}/${topicSlug(r.TopicTitle)}`} size="sm" fw={600}>{r.TopicTitle}</Anchor>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{plainExcerpt(r.Description)}</Text>
        </Stack>
      ),
      csv: (r) => plainExcerpt(r.Description, 1000),
    },
    { id: 'UserName', header: t('fields.userName'), sortable: true, cell: (r) => r.UserName },
    { id: 'Status', header: t('fields.status'), cell: (r) => <PostStatusBadge status={r.Status} /> },
    { id: 'Reports', header: t('fields.reports'), cell: (r) => (r.Reports ? <Badge color="red" variant="light">{r.Reports}</Badge> : '0') },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  const title = filter === 'Report' ? t('mod.reportedComments') : filter === 'Held' ? t('mod.heldComments') : filter === 'Hidden' ? t('mod.hiddenComments') : t('mod.comments');
  return (
    <Stack gap="lg">
      <PageTitle title={title} back={{ to: '/appAdmin/forumDashboard', label: t('dashboard.title') }} />
      <DataTable<CommentRow, { topicId?: number; threadId?: number; filter?: 'Report' | 'Held' | 'Hidden' }>
        label={title}
        queryKey={['forum', 'mod', 'comments']}
        fetchPage={getComments}
        filters={{ ...(topicId ? { topicId } : {}), ...(threadId ? { threadId } : {}), ...(filter ? { filter } : {}) }}
        filterControls={<FilterSwitch value={filter ?? ''} options={[{ value: '', label: t('mod.all') }, { value: 'Report', label: t('mod.reported') }, { value: 'Held', label: t('mod.held') }, { value: 'Hidden', label: t('mod.hiddenPosts') }]} />}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={(r) => <Group gap={4} wrap="nowrap"><OpenReport type="comment" reportId={r.ReportID} /><ModerateMenu id={r.ID} status={r.Status} /></Group>}
      />
    </Stack>
  );
}
