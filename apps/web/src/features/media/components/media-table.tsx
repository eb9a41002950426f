import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPlayerPlay, IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListQuery, Page } from '@app/contracts/list';
import type { MediaItem } from '@app/contracts/media';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import type { ReactNode } from 'react';
import { Thumb } from './thumb.tsx';

/** Whole seconds as h:mm:ss or m:ss. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h ? `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}` : `${m}:${String(s).padStart(2, '0')}`;
}

export function TypeBadge({ type }: { type: MediaItem['Type'] }) {
  const { t } = useTranslation('media');
  const icon = type === 'document' ? <IconFileTypePdf size={12} aria-hidden /> : type === 'link' ? <IconBrandYoutube size={12} aria-hidden /> : <IconPlayerPlay size={12} aria-hidden />;
  return <Badge variant="light" color={type === 'document' ? 'orange' : type === 'link' ? 'red' : 'blue'} leftSection={icon}>{t(`type.${type}`)}</Badge>;
}

export function Tags({ item }: { item: Pick<MediaItem, 'ProductName' | 'TrackName' | 'ModuleName'> }) {
  const tags = [item.ProductName, item.TrackName, item.ModuleName].filter(Boolean);
  if (!tags.length) return null;
  return (
    <Group gap={4}>
      {tags.map((x) => <Badge key={x} size="sm" variant="outline" color="gray">{x}</Badge>)}
    </Group>
  );
}

type Props<F extends Record<string, never> | object> = {
  label: string;
  queryKey: readonly unknown[];
  fetchPage: (q: ListQuery & F, signal?: AbortSignal) => Promise<Page<MediaItem>>;
  filters?: F;
  filterControls?: ReactNode;
  actions?: ReactNode;
  onPlay: (item: MediaItem) => void;
  rowActions?: (item: MediaItem) => ReactNode;
  emptyText: string;
  staff?: boolean;
};

/** The media list: a card per item with its poster (box view and phones), a table row otherwise; play opens the player. */
export function MediaTable<F extends object>({ label, queryKey, fetchPage, filters, filterControls, actions, onPlay, rowActions, emptyText, staff }: Props<F>) {
  const { t } = useTranslation('media');
  const fmt = useFormat();
  const columns: DataTableColumn<MediaItem>[] = [
    {
      id: 'Title', header: t('fields.title'), sortable: true, primary: true,
      cell: (r) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Thumb src={r.PosterUrl} label={r.Title} small />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Button variant="subtle" size="compact-sm" px={0} onClick={() => onPlay(r)} style={{ alignSelf: 'flex-start', whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}>
              {r.Title}
            </Button>
            <Text size="xs" c="dimmed" lineClamp={2}>{r.Description}</Text>
          </Stack>
        </Group>
      ),
      csv: (r) => r.Title,
    },
    { id: 'Type', header: t('fields.type'), sortable: true, cell: (r) => <TypeBadge type={r.Type} />, csv: (r) => r.Type },
    { id: 'ProductName', header: t('fields.tags'), sortable: true, cell: (r) => <Tags item={r} />, csv: (r) => [r.ProductName, r.TrackName, r.ModuleName].filter(Boolean).join(' / ') },
    { id: 'DurationSeconds', header: t('fields.duration'), sortable: true, nowrap: true, cell: (r) => (r.DurationSeconds ? clock(r.DurationSeconds) : '–') },
    { id: 'UploadedBy', header: t('fields.uploadedBy'), sortable: true, cell: (r) => (r.Mine ? t('me') : r.UploadedBy) },
    ...(staff ? [{ id: 'ShareCount', header: t('fields.shared'), cell: (r: MediaItem) => t('sharedCount', { count: r.ShareCount }) }] : []),
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.date(r.CreatedOn)}</time> },
  ];
  return (
    <DataTable<MediaItem, F & Record<string, never>>
      label={label}
      queryKey={queryKey}
      fetchPage={fetchPage as never}
      filters={filters as never}
      filterControls={filterControls}
      actions={actions}
      columns={columns}
      rowKey={(r) => r.ID}
      rowActions={rowActions}
      viewToggle
      initialSort={{ id: 'CreatedOn', desc: true }}
      searchLabel={t('search')}
      emptyText={emptyText}
      renderCard={(r) => (
        <Card padding={0} withBorder={false}>
          <Stack gap="xs">
            <button type="button" onClick={() => onPlay(r)} aria-label={t('play', { name: r.Title })} style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}>
              <Thumb src={r.PosterUrl} label={r.Title} />
            </button>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Title}</Text>
              {r.DurationSeconds ? <Text size="xs" c="dimmed">{clock(r.DurationSeconds)}</Text> : null}
            </Group>
            <Group gap={4}><TypeBadge type={r.Type} /><Tags item={r} /></Group>
            <Text size="xs" c="dimmed">{r.Mine ? t('me') : r.UploadedBy} · {fmt.date(r.CreatedOn)}{staff ? ` · ${t('sharedCount', { count: r.ShareCount })}` : ''}</Text>
          </Stack>
        </Card>
      )}
    />
  );
}
