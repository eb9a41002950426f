import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceItem } from '@app/contracts/media';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { getMarketplace, marketplaceKey, type MarketplaceFilters } from '../api/media-api.ts';
import { Thumb } from './thumb.tsx';

type Props = {
  filters?: MarketplaceFilters;
  filterControls?: ReactNode;
  actions?: ReactNode;
  onPlay: (item: MarketplaceItem) => void;
  onSave?: (item: MarketplaceItem) => void;
  rowActions?: (item: MarketplaceItem) => ReactNode;
};

/** The content marketplace: curated external videos with their thumbnails (spec fields), played through the privacy-enhanced embed. */
export function MarketplaceTable({ filters, filterControls, actions, onPlay, onSave, rowActions }: Props) {
  const { t } = useTranslation('media');
  const fmt = useFormat();
  const saveButton = (r: MarketplaceItem) =>
    onSave ? (
      <Button size="compact-sm" variant={r.SavedMediaID ? 'light' : 'default'} disabled={!!r.SavedMediaID} onClick={() => onSave(r)}
        leftSection={r.SavedMediaID ? <IconBookmarkFilled size={14} aria-hidden /> : <IconBookmark size={14} aria-hidden />}
        aria-label={r.SavedMediaID ? t('market.savedOne', { name: r.VideoName }) : t('market.saveOne', { name: r.VideoName })}>
        {r.SavedMediaID ? t('market.saved') : t('market.save')}
      </Button>
    ) : null;
  const columns: DataTableColumn<MarketplaceItem>[] = [
    {
      id: 'VideoName', header: t('market.fields.VideoName'), sortable: true, primary: true,
      cell: (r) => (
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Thumb src={r.ThumbnailUrl} label={r.VideoName} small />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Button variant="subtle" size="compact-sm" px={0} onClick={() => onPlay(r)} style={{ alignSelf: 'flex-start', whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}>
              {r.VideoName}
            </Button>
            <Text size="xs" c="dimmed">{r.SeriesName}</Text>
          </Stack>
        </Group>
      ),
      csv: (r) => r.VideoName,
    },
    { id: 'Topic', header: t('market.fields.Topic'), sortable: true, cell: (r) => r.Topic },
    { id: 'ChannelName', header: t('market.fields.ChannelName'), sortable: true, cell: (r) => r.ChannelName },
    { id: 'ExperienceLevel', header: t('market.fields.ExperienceLevel'), sortable: true, cell: (r) => <Badge variant="light" color="grape">{r.ExperienceLevel}</Badge>, csv: (r) => r.ExperienceLevel },
    { id: 'ProductName', header: t('market.fields.ProductName'), sortable: true, cell: (r) => r.ProductName },
    { id: 'TrackName', header: t('market.fields.TrackName'), sortable: true, cell: (r) => r.TrackName || '–' },
    { id: 'ModuleName', header: t('market.fields.ModuleName'), sortable: true, cell: (r) => r.ModuleName || '–' },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.date(r.CreatedOn)}</time> },
  ];
  return (
    <DataTable<MarketplaceItem, MarketplaceFilters>
      label={t('market.title')}
      queryKey={marketplaceKey}
      fetchPage={getMarketplace}
      filters={filters}
      filterControls={filterControls}
      actions={actions}
      columns={columns}
      rowKey={(r) => r.ID}
      rowActions={rowActions ?? (onSave ? saveButton : undefined)}
      viewToggle
      initialSort={{ id: 'CreatedOn', desc: true }}
      searchLabel={t('market.search')}
      emptyText={t('market.empty')}
      csvFileName={rowActions ? 'content-marketplace' : undefined}
      renderCard={(r) => (
        <Card padding={0}>
          <Stack gap="xs">
            <button type="button" onClick={() => onPlay(r)} aria-label={t('play', { name: r.VideoName })} style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', position: 'relative' }}>
              <Thumb src={r.ThumbnailUrl} label={r.VideoName} />
              <IconPlayerPlay size={36} aria-hidden style={{ position: 'absolute', right: 12, bottom: 12, color: '#fff' }} />
            </button>
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>{r.VideoName}</Text>
            <Text size="xs" c="dimmed">{r.ChannelName}{r.SeriesName ? ` · ${r.SeriesName}` : ''}</Text>
            <Group gap={4}>
              <Badge size="sm" variant="light" color="grape">{r.ExperienceLevel}</Badge>
              {[r.ProductName, r.ModuleName].filter(Boolean).map((x) => <Badge key={x} size="sm" variant="outline" color="gray">{x}</Badge>)}
            </Group>
            {rowActions ? <Group gap="xs">{rowActions(r)}</Group> : onSave ? <Group>{saveButton(r)}</Group> : null}
          </Stack>
        </Card>
      )}
    />
  );
}
