import { useState } from 'react';
import { ActionIcon, Anchor, Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaItem } from '@app/contracts/media';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getMedia, mediaKey, removeMedia, useMasters, type MediaFilters } from '../api/media-api.ts';
import { MediaFormModal } from '../components/media-form-modal.tsx';
import { MediaPlayer } from '../components/media-player.tsx';
import { MediaTable } from '../components/media-table.tsx';
import { ShareModal } from '../components/share-modal.tsx';

const options = (rows: { ID: number; Title: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.ID), label: r.Title }));

/**
 * /Trainings/myMedia (Admin) and /Trainings/manageMediaUsers: the media library, own or filtered by product, tracks
 * and modules (spec: POST /media/myMediaWithShared), with adding, editing, sharing and removing.
 */
export function AdminMediaPage({ audience = false }: { audience?: boolean }) {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const products = useMasters('products');
  const tracks = useMasters('tracks');
  const modules = useMasters('modules');
  const [own, setOwn] = useState(false);
  const [product, setProduct] = useState<string | null>(null);
  const [trackIds, setTrackIds] = useState<string[]>([]);
  const [moduleIds, setModuleIds] = useState<string[]>([]);
  const [playing, setPlaying] = useState<MediaItem | null>(null);
  const [editing, setEditing] = useState<MediaItem | 'new' | null>(null);
  const [sharing, setSharing] = useState<MediaItem | null>(null);
  const [removing, setRemoving] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const filters: MediaFilters = own
    ? { own: true }
    : { ...(product ? { Product: Number(product) } : {}), ...(trackIds.length ? { Track: trackIds.map(Number) } : {}), ...(moduleIds.length ? { Modules: moduleIds.map(Number) } : {}) };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    setRemoveError(null);
    try {
      await removeMedia(removing.ID);
      await qc.invalidateQueries({ queryKey: mediaKey });
      notify(t('removed', { name: removing.Title }), 'success');
      setRemoving(null);
    } catch (err) {
      setRemoveError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={audience ? t('audience.title') : t('admin.title')}
        description={audience ? t('audience.lead') : t('admin.lead')}
        actions={(
          <Group gap="sm">
            {audience ? <Anchor component={Link} to="/Trainings/myMedia" size="sm">{t('audience.library')}</Anchor> : <Anchor component={Link} to="/Trainings/manageMediaUsers" size="sm">{t('admin.audienceLink')}</Anchor>}
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>{t('form.addTitle')}</Button>
          </Group>
        )}
      />
      <MediaTable<MediaFilters>
        label={audience ? t('audience.title') : t('admin.title')}
        queryKey={[...mediaKey, 'admin']}
        fetchPage={getMedia}
        filters={filters}
        staff
        filterControls={(
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Select label={t('fields.product')} placeholder={t('filters.anyProduct')} data={options(products.data?.items)} value={product} onChange={setProduct} clearable disabled={own} w={{ base: '100%', xs: '11rem' }} />
            <MultiSelect label={t('fields.tracks')} placeholder={trackIds.length ? undefined : t('filters.anyTrack')} data={options(tracks.data?.items)} value={trackIds} onChange={setTrackIds} clearable disabled={own} w={{ base: '100%', xs: '14rem' }} />
            <MultiSelect label={t('fields.modules')} placeholder={moduleIds.length ? undefined : t('filters.anyModule')} data={options(modules.data?.items)} value={moduleIds} onChange={setModuleIds} clearable searchable disabled={own} w={{ base: '100%', xs: '16rem' }} />
            <Checkbox label={t('filters.ownOnly')} checked={own} onChange={(e) => setOwn(e.currentTarget.checked)} mb={8} />
          </Group>
        )}
        onPlay={setPlaying}
        rowActions={(r) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('share.open')}><ActionIcon variant="subtle" aria-label={t('share.openOne', { name: r.Title })} onClick={() => setSharing(r)}><IconUsers size={18} aria-hidden /></ActionIcon></Tooltip>
            <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={t('editOne', { name: r.Title })} onClick={() => setEditing(r)}><IconPencil size={18} aria-hidden /></ActionIcon></Tooltip>
            <Tooltip label={t('remove')}><ActionIcon variant="subtle" color="red" aria-label={t('removeOne', { name: r.Title })} onClick={() => setRemoving(r)}><IconTrash size={18} aria-hidden /></ActionIcon></Tooltip>
          </Group>
        )}
        emptyText={own ? t('admin.emptyOwn') : t('admin.empty')}
      />
      <Modal opened={!!playing} onClose={() => setPlaying(null)} title={playing?.Title} size="xl">
        {playing ? <MediaPlayer id={playing.ID} /> : null}
      </Modal>
      {editing ? <MediaFormModal key={editing === 'new' ? 'new' : editing.ID} item={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} /> : null}
      <ShareModal key={sharing?.ID ?? 0} item={sharing} onClose={() => setSharing(null)} />
      <ConfirmModal opened={!!removing} onClose={() => setRemoving(null)} onConfirm={() => void remove()} title={t('removeTitle')} confirmLabel={t('remove')} danger loading={busy} error={removeError}>
        {t('removeText', { name: removing?.Title ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}

export const ManageMediaUsersPage = () => <AdminMediaPage audience />;
