import { useMemo, useState } from 'react';
import { Anchor, Badge, Box, Grid, Group, NativeSelect, NavLink, Stack, Switch, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { KnowledgeFolder, KnowledgeItemRow } from '@app/contracts/knowledge';
import { hasCapability } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMasterEntries } from '../../masters/api/get-master-entries.ts';
import { getItems, itemsKey, useFolders } from '../api/knowledge.ts';
import { FolderManager } from '../components/folder-manager.tsx';
import { Headline } from '../components/headline.tsx';
import { ItemDrawer } from '../components/item-drawer.tsx';
import classes from '../components/knowledge.module.css';
import { StatusBadge } from '../components/status-badge.tsx';

type Node = KnowledgeFolder & { depth: number };

/** The folders in tree order (parents before children), each with its depth. */
export function folderTree(folders: KnowledgeFolder[]): Node[] {
  const ids = new Set(folders.map((f) => f.ID));
  const out: Node[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const f of folders.filter((x) => (parent === null ? x.ParentID === null || !ids.has(x.ParentID) : x.ParentID === parent))) {
      out.push({ ...f, depth });
      walk(f.ID, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** The product, track and module masters items are tagged with. */
function useTagOptions() {
  return useQuery({
    queryKey: ['knowledge', 'tag-options'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const types = ['products', 'tracks', 'modules'] as const;
      const pages = await Promise.all(types.map((type) => getMasterEntries(type, { pageIndex: 0, pageSize: 200, sortDesc: false }, signal)));
      return pages.flatMap((p) => (p.items as { ID: number; Title: string }[]).map((m) => ({ value: String(m.ID), label: m.Title })));
    },
  });
}
export { useTagOptions };

function useColumns(open: (id: number) => void, withStatus: boolean): DataTableColumn<KnowledgeItemRow>[] {
  const { t } = useTranslation('knowledge');
  const fmt = useFormat();
  const cols: DataTableColumn<KnowledgeItemRow>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={4}>
          <Anchor component="button" type="button" ta="left" fw={600} onClick={() => open(r.ID)} style={{ overflowWrap: 'anywhere' }}>{r.Title}</Anchor>
          {r.Headline ? <Headline text={r.Headline} /> : <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{r.Description}</Text>}
          <Group gap={4}>
            {r.Bookmarked ? <Badge size="xs" color="grape.9">{t('bookmarked')}</Badge> : null}
            {r.Tags.map((tag) => <Badge key={tag.ID} size="xs" variant="outline">{tag.Title}</Badge>)}
          </Group>
        </Stack>
      ),
      csv: (r) => r.Title,
    },
    { id: 'FolderName', header: t('fields.folder'), sortable: true, cell: (r) => r.FolderName, csv: (r) => r.FolderName },
    { id: 'AuthorName', header: t('fields.author'), sortable: true, cell: (r) => r.AuthorName, csv: (r) => r.AuthorName },
    { id: 'UpdatedOn', header: t('fields.updated'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.UpdatedOn}>{fmt.dateTime(r.UpdatedOn)}</time> },
  ];
  if (withStatus) cols.splice(1, 0, { id: 'Status', header: t('fields.status'), sortable: true, cell: (r) => <StatusBadge status={r.Status} /> });
  return cols;
}

/**
 * /Others/knowledgeRepository (GET /KnowledgeRepository): the folders the reader's role may see as a tree, the
 * approved items searched (ranked full text, matches highlighted) and filtered by folder, tag and bookmarks; an item
 * opens in a drawer (`?item=`). Editors also get the review queue and the folder management (KR Folder Management).
 */
export function KnowledgeRepositoryPage() {
  const { t } = useTranslation('knowledge');
  const role = useAuthStore((s) => s.user?.role ?? null);
  const isEditor = hasCapability(role, 'knowledge.manage');
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get('item')) || null;
  const tab = params.get('tab') ?? 'items';
  const setParam = (key: string, value: string | null) => setParams((p) => {
    const next = new URLSearchParams(p);
    if (value === null) next.delete(key); else next.set(key, value);
    return next;
  });
  const open = (id: number) => setParam('item', String(id));
  const folders = useFolders();
  const tree = useMemo(() => folderTree(folders.data ?? []), [folders.data]);
  const tags = useTagOptions();
  const [folderId, setFolderId] = useState<number | null>(null);
  const [tagId, setTagId] = useState('');
  const [bookmarked, setBookmarked] = useState(false);
  const columns = useColumns(open, false);
  const queueColumns = useColumns(open, true);

  const filters = {
    ...(folderId ? { folderId } : {}),
    ...(tagId ? { tagIds: tagId } : {}),
    ...(bookmarked ? { bookmarked: 'true' as const } : {}),
  };

  const list = (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box component="nav" aria-label={t('folders')}>
          <Text fw={600} size="sm" mb={4}>{t('folders')}</Text>
          <NavLink label={t('allFolders')} active={folderId === null} onClick={() => setFolderId(null)} className={classes.folder} />
          {tree.map((f) => (
            <NavLink key={f.ID} label={f.Name} description={t('itemsCount', { count: f.Items })} active={folderId === f.ID} onClick={() => setFolderId(f.ID)} pl={12 + f.depth * 16} className={classes.folder} />
          ))}
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <DataTable<KnowledgeItemRow, typeof filters>
          label={t('items')}
          queryKey={itemsKey}
          fetchPage={getItems}
          filters={filters}
          searchLabel={t('search')}
          filterControls={(
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NativeSelect hiddenFrom="md" label={t('fields.folder')} size="sm" w={{ base: '100%', xs: '14rem' }} value={folderId ? String(folderId) : ''}
                onChange={(e) => setFolderId(Number(e.currentTarget.value) || null)}
                data={[{ value: '', label: t('allFolders') }, ...tree.map((f) => ({ value: String(f.ID), label: `${'— '.repeat(f.depth)}${f.Name}` }))]} />
              <NativeSelect label={t('fields.tag')} size="sm" w={{ base: '100%', xs: '14rem' }} value={tagId} onChange={(e) => setTagId(e.currentTarget.value)}
                data={[{ value: '', label: t('allTags') }, ...(tags.data ?? []).map((o) => ({ value: o.value, label: o.label }))]} />
              <Switch label={t('onlyBookmarked')} checked={bookmarked} onChange={(e) => setBookmarked(e.currentTarget.checked)} mb={6} />
            </Group>
          )}
          columns={columns}
          rowKey={(r) => r.ID}
          emptyText={t('empty')}
        />
      </Grid.Col>
    </Grid>
  );

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={t('lead')} />
      {isEditor ? (
        <Tabs value={tab} onChange={(v) => setParam('tab', v === 'items' ? null : v)} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="items">{t('tabs.items')}</Tabs.Tab>
            <Tabs.Tab value="review">{t('tabs.review')}</Tabs.Tab>
            <Tabs.Tab value="folders">{t('tabs.folders')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="items" pt="md">{list}</Tabs.Panel>
          <Tabs.Panel value="review" pt="md">
            <DataTable<KnowledgeItemRow, { status: 'pending' }>
              label={t('tabs.review')}
              queryKey={[...itemsKey, 'review']}
              fetchPage={getItems}
              filters={{ status: 'pending' }}
              searchLabel={t('search')}
              columns={queueColumns}
              rowKey={(r) => r.ID}
              emptyText={t('reviewEmpty')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="folders" pt="md"><FolderManager folders={folders.data ?? []} /></Tabs.Panel>
        </Tabs>
      ) : list}
      <ItemDrawer id={openId} onClose={() => setParam('item', null)} />
    </Stack>
  );
}
