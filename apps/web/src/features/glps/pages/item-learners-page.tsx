import { Alert, Anchor, Badge, Button, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contentTypes, type ContentType } from '@app/contracts/courses';
import type { GlpItemLearner } from '@app/contracts/glps';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { itemLearnersOptions, useItemLearners, type ItemRef } from '../api/get-item-learners.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { localPage } from '../../../ui/local-page.ts';
import { glpEditorPath, GLPS_PATH, idParam } from '../lib/paths.ts';
import { countByStatus, statusOrder } from '../lib/status.ts';

type Row = GlpItemLearner & { StatusRank: number };

/** /GLPStuDetailsList/{courseID}/{materialType}/{materialId}: each learner assigned to a path holding this item, with their status on it. */
export function ItemLearnersPage() {
  const { courseID, materialType, materialId } = useParams();
  const [search] = useSearchParams();
  const { t } = useTranslation('glps');
  const { dateTime } = useFormat();
  const queryClient = useQueryClient();
  const courseId = idParam(courseID);
  const itemId = idParam(materialId);
  const type = contentTypes.find((c) => c.toLowerCase() === materialType?.toLowerCase()) as ContentType | undefined;
  const ref: ItemRef | null = courseId && itemId && type ? { courseId, type, itemId } : null;
  const fromGlp = idParam(search.get('glp'));
  const back = fromGlp ? { to: glpEditorPath(fromGlp), label: t('items.backToPath') } : { to: GLPS_PATH, label: t('items.backToList') };
  const item = useItemLearners(ref);

  if (!ref || item.isError) {
    const notFound = !ref || (item.error instanceof ApiError && (item.error.code === 'NOT_FOUND' || item.error.code === 'VALIDATION'));
    return (
      <Stack gap="lg">
        <PageTitle title={t('items.title')} back={back} />
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{notFound ? t('items.notFound') : errorMessage(item.error)}</Text>
            {notFound ? null : <Button size="xs" variant="white" color="red" onClick={() => void item.refetch()}>{t('retry')}</Button>}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  if (item.isPending) {
    return (
      <Stack gap="lg">
        <PageTitle title={t('items.title')} back={back} />
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      </Stack>
    );
  }

  const d = item.data;
  const summary = countByStatus(d.Learners);
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'UserName',
      header: t('learners.name'),
      sortable: true,
      primary: true,
      cell: (r) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>{r.UserName || `#${r.UserID}`}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.Email}</Text>
        </Stack>
      ),
      csv: (r) => r.UserName,
    },
    { id: 'StatusRank', header: t('items.status'), sortable: true, cell: (r) => <StatusBadge status={r.Status} />, csv: (r) => t(`status.${r.Status}`) },
    {
      id: 'Progress',
      header: t('items.progress'),
      sortable: true,
      width: 160,
      cell: (r) => (
        <Group gap={8} wrap="nowrap">
          <Progress value={r.Progress} size="sm" style={{ flex: 1, minWidth: 60 }} color={r.Progress === 100 ? 'teal' : 'blue'} aria-label={t('items.progressOf', { name: r.UserName, value: r.Progress })} />
          <Text size="xs" w={36} ta="right">{r.Progress}%</Text>
        </Group>
      ),
    },
    { id: 'LastActivity', header: t('items.lastActivity'), sortable: true, nowrap: true, cell: (r) => (r.LastActivity ? dateTime(r.LastActivity) : t('items.never')) },
    { id: 'Paths', header: t('items.paths'), cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Paths.join(', ')}</Text>, csv: (r) => r.Paths.join('; ') },
  ];

  return (
    <Stack gap="lg">
      <PageTitle title={t('items.title')} description={t('items.lead')} back={back} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('items.item')}</Text>
            <Group gap={6} wrap="wrap">
              <Badge size="sm" variant="light" tt="none">{t(`types.${d.Type}`)}</Badge>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>{d.ItemName}</Text>
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('items.course')}</Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>{d.CourseName}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>{t('items.inPaths')}</Text>
            {d.Paths.length ? (
              <Group gap={6} wrap="wrap">
                {d.Paths.map((p) => <Anchor key={p.ID} component={Link} to={glpEditorPath(p.ID)} size="sm">{p.Title}</Anchor>)}
              </Group>
            ) : <Text size="sm" c="dimmed">{t('items.noPaths')}</Text>}
          </Stack>
        </SimpleGrid>
        {summary.length ? (
          <Group gap="md" mt="md" wrap="wrap" aria-label={t('items.summary')} role="list">
            {summary.map((s) => (
              <Group key={s.status} gap={4} wrap="nowrap" role="listitem">
                <StatusBadge status={s.status} size="xs" />
                <Text size="sm" fw={600}>{s.count}</Text>
              </Group>
            ))}
          </Group>
        ) : null}
      </Paper>
      <DataTable<Row>
        label={t('items.tableLabel', { name: d.ItemName })}
        queryKey={[...itemLearnersOptions(ref).queryKey, 'page']}
        fetchPage={async (q) => {
          const data = await queryClient.fetchQuery(itemLearnersOptions(ref));
          return localPage(data.Learners.map((l) => ({ ...l, StatusRank: statusOrder.indexOf(l.Status) })), q, (r) => `${r.UserName} ${r.Email} ${r.Paths.join(' ')}`);
        }}
        columns={columns}
        rowKey={(r) => `${r.UserID}-${r.LessonID}`}
        searchLabel={t('items.search')}
        emptyText={t('items.empty')}
        csvFileName="learning-path-item-statuses"
      />
    </Stack>
  );
}
