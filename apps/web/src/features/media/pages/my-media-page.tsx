import { useState } from 'react';
import { Modal, Stack, Tabs, Text } from '@mantine/core';
import { IconBuildingStore, IconPhotoVideo } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { MarketplaceItem, MediaItem } from '@app/contracts/media';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMedia, mediaKey, saveToMedia } from '../api/media-api.ts';
import { EmbedFrame, MediaPlayer } from '../components/media-player.tsx';
import { MediaTable } from '../components/media-table.tsx';
import { MarketplaceTable } from '../components/marketplace-table.tsx';

/** /myMedia (learner): my media and media shared with me, and the content marketplace to browse, play and save from. */
export function MyMediaPage() {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'marketplace' ? 'marketplace' : 'mine';
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  const [watching, setWatching] = useState<MarketplaceItem | null>(null);

  const save = async (item: MarketplaceItem) => {
    try {
      await saveToMedia(item.ID);
      notify(t('market.savedToast', { name: item.VideoName }), 'success');
      await qc.invalidateQueries({ queryKey: mediaKey });
    } catch (err) {
      notify(errorMessage(err), 'danger');
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('mine.title')} description={t('mine.lead')} />
      <Tabs value={tab} onChange={(v) => setParams(v === 'marketplace' ? { tab: 'marketplace' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mine" leftSection={<IconPhotoVideo size={16} aria-hidden />}>{t('mine.tab')}</Tabs.Tab>
          <Tabs.Tab value="marketplace" leftSection={<IconBuildingStore size={16} aria-hidden />}>{t('market.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine" pt="md">
          <MediaTable
            label={t('mine.tab')}
            queryKey={[...mediaKey, 'mine-shared']}
            fetchPage={(q, signal) => getMedia({ ...q, shared: true }, signal)}
            onPlay={setPlaying}
            emptyText={t('mine.empty')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="marketplace" pt="md">
          <Text size="sm" c="dimmed" mb="sm">{t('market.learnerLead')}</Text>
          <MarketplaceTable onPlay={setWatching} onSave={(i) => void save(i)} />
        </Tabs.Panel>
      </Tabs>
      <Modal opened={!!playing} onClose={() => setPlaying(null)} title={playing?.Title} size="xl">
        {playing ? <MediaPlayer id={playing.ID} /> : null}
      </Modal>
      <Modal opened={!!watching} onClose={() => setWatching(null)} title={watching?.VideoName} size="xl">
        {watching ? (
          <Stack gap="sm">
            <EmbedFrame src={watching.EmbedUrl} title={t('videoLabel', { name: watching.VideoName })} />
            <Text size="sm" c="dimmed">{watching.ChannelName}{watching.SeriesName ? ` · ${watching.SeriesName}` : ''} · {watching.Topic}</Text>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
