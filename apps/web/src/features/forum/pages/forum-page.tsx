import { useState } from 'react';
import { Anchor, Badge, Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topicSlug, type ForumSort, type TopicRow } from '@app/contracts/forum';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getTopics, topicsKey } from '../api/get-topics.ts';
import { ForumNav } from '../components/forum-nav.tsx';

/** Product and module tags the filter offers (members may use any tag of their own too). */
export const FORUM_TAGS = ['SAP FI', 'SAP CO', 'SAP MM', 'SAP SD', 'SAP PP', 'SAP ABAP', 'S/4HANA', 'Oracle Financials', 'Oracle SCM', 'Dynamics 365', 'Workday', 'Career'];

/** The columns of a topic list (the forum, my topics, my bookmarks). */
export function useTopicColumns(withStatus = false): DataTableColumn<TopicRow>[] {
  const { t } = useTranslation('forum');
  const fmt = useFormat();
  const cols: DataTableColumn<TopicRow>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={4}>
          <Anchor component={Link} to={`/Forum/Topic/${r.ID}/${topicSlug(r.Title)}`} fw={600} style={{ overflowWrap: 'anywhere' }}>{r.Title}</Anchor>
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{r.Description}</Text>
          <Group gap={4}>
            {r.Accepted ? <Badge size="xs" color="teal.9">{t('accepted')}</Badge> : null}
            {r.LessonTitle ? <Badge size="xs" color="grape" variant="light">{t('lessonTag', { lesson: r.LessonTitle })}</Badge> : null}
            {r.Tags.map((tag) => <Badge key={tag} size="xs" variant="outline">{tag}</Badge>)}
          </Group>
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'UserName', header: t('fields.userName'), sortable: true, cell: (r) => <Anchor component={Link} to={`/profileUsers/${r.UserID}`} size="sm">{r.UserName}</Anchor>, csv: (r) => r.UserName },
    { id: 'Answers', header: t('fields.answers'), sortable: true, cell: (r) => fmt.number(r.Answers) },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];
  if (withStatus) cols.splice(1, 0, { id: 'Status', header: t('fields.status'), cell: (r) => t(`status.${r.Status}`) });
  return cols;
}

/** /Forum: every visible topic, searched (ranked full text), sorted newest, most active or unanswered, filtered by tag. */
export function ForumPage() {
  const { t } = useTranslation('forum');
  const [sort, setSort] = useState<ForumSort>('newest');
  const [tag, setTag] = useState('');
  const columns = useTopicColumns();
  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('lead')} />
      <ForumNav />
      <DataTable<TopicRow, { sort: ForumSort; tag?: string }>
        label={t('topics')}
        queryKey={topicsKey}
        fetchPage={getTopics}
        filters={tag ? { sort, tag } : { sort }}
        searchLabel={t('search')}
        filterControls={(
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Stack gap={4}>
              <Text size="sm" fw={500} id="forum-sort-label">{t('sort.label')}</Text>
              <SegmentedControl
                aria-labelledby="forum-sort-label"
                size="sm"
                value={sort}
                onChange={(v) => setSort(v as ForumSort)}
                data={[{ value: 'newest', label: t('sort.newest') }, { value: 'active', label: t('sort.active') }, { value: 'unanswered', label: t('sort.unanswered') }]}
              />
            </Stack>
            <NativeSelect
              label={t('fields.tag')}
              size="sm"
              w={{ base: '100%', xs: '12rem' }}
              value={tag}
              onChange={(e) => setTag(e.currentTarget.value)}
              data={[{ value: '', label: t('allTags') }, ...FORUM_TAGS.map((x) => ({ value: x, label: x }))]}
            />
          </Group>
        )}
        columns={columns}
        rowKey={(r) => r.ID}
        emptyText={t('empty')}
      />
    </Stack>
  );
}
