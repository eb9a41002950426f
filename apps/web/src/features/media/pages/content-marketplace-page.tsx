import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, List, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconFileImport, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { marketplaceCsvColumns, marketplaceInputSchema, type MarketplaceItem } from '@app/contracts/media';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { createMarketplace, importMarketplace, marketplaceKey, removeMarketplace, updateMarketplace, useMasters, type MarketplaceFilters } from '../api/media-api.ts';
import { EmbedFrame } from '../components/media-player.tsx';
import { MarketplaceTable } from '../components/marketplace-table.tsx';

const fields = ['Topic', 'VideoName', 'ChannelName', 'ExperienceLevel', 'SeriesName', 'ProductName', 'TrackName', 'ModuleName', 'VideoUrl'] as const;
type Form = Record<(typeof fields)[number], string>;
const empty: Form = { Topic: '', VideoName: '', ChannelName: '', ExperienceLevel: '', SeriesName: '', ProductName: '', TrackName: '', ModuleName: '', VideoUrl: '' };

function ItemModal({ item, onClose }: { item: MarketplaceItem | null; onClose: () => void }) {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const [form, setForm] = useState<Form>(item ? { ...empty, ...Object.fromEntries(fields.map((f) => [f, String(item[f as keyof MarketplaceItem] ?? '')])) } as Form : empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = marketplaceInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (item) await updateMarketplace(item.ID, form);
      else await createMarketplace(form);
      await qc.invalidateQueries({ queryKey: marketplaceKey });
      notify(item ? t('market.updated', { name: form.VideoName }) : t('market.created', { name: form.VideoName }), 'success');
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened onClose={onClose} title={item ? t('market.editTitle') : t('market.addTitle')} size="lg">
      <Stack gap="sm">
        {fields.map((f) => (
          <TextInput key={f} label={t(`market.fields.${f}`)} required={!['SeriesName', 'TrackName', 'ModuleName'].includes(f)} value={form[f]} error={errors[f]}
            description={f === 'VideoUrl' ? t('market.urlHint') : undefined}
            onChange={(e) => { const v = e.currentTarget.value; setForm((x) => ({ ...x, [f]: v })); setErrors((x) => ({ ...x, [f]: undefined })); }} />
        ))}
        {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void submit()} loading={busy}>{t('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /appAdmin/ContentMarketplace (mobile.manage): curated external videos; add, edit, filter, remove, import a CSV. */
export function ContentMarketplacePage() {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const products = useMasters('products');
  const tracks = useMasters('tracks');
  const modules = useMasters('modules');
  const [filters, setFilters] = useState<MarketplaceFilters>({});
  const [editing, setEditing] = useState<MarketplaceItem | 'new' | null>(null);
  const [watching, setWatching] = useState<MarketplaceItem | null>(null);
  const [removing, setRemoving] = useState<MarketplaceItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [importErrors, setImportErrors] = useState<{ message: string; rows: string[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const names = (rows: { Title: string }[] | undefined) => (rows ?? []).map((r) => r.Title);
  const filter = (key: keyof MarketplaceFilters) => (v: string | null) => setFilters((f) => ({ ...f, [key]: v ?? undefined }));

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setImportErrors(null);
    setBusy(true);
    try {
      const res = await importMarketplace(file);
      await qc.invalidateQueries({ queryKey: marketplaceKey });
      notify(t('market.imported', { count: res.Imported }), 'success');
    } catch (err) {
      setImportErrors({ message: errorMessage(err), rows: err instanceof ApiError ? err.errors.map((f) => `${f.path}: ${f.message}`) : [] });
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeMarketplace(removing.ID);
      await qc.invalidateQueries({ queryKey: marketplaceKey });
      notify(t('market.removed', { name: removing.VideoName }), 'success');
      setRemoving(null);
    } catch (err) {
      notify(errorMessage(err), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('market.title')}
        description={t('market.adminLead')}
        actions={(
          <Group gap="sm">
            <input ref={fileInput} type="file" accept=".csv,text/csv" hidden aria-hidden tabIndex={-1} onChange={(e) => void onImport(e.currentTarget.files?.[0])} />
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} loading={busy} onClick={() => fileInput.current?.click()}>{t('market.import')}</Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>{t('market.addTitle')}</Button>
          </Group>
        )}
      />
      <Text size="xs" c="dimmed">{t('market.csvHint', { columns: marketplaceCsvColumns.join(', ') })}</Text>
      {importErrors ? (
        <Alert color="red" variant="light" role="alert" title={importErrors.message} withCloseButton onClose={() => setImportErrors(null)}>
          <List size="sm">{importErrors.rows.slice(0, 20).map((r) => <List.Item key={r}>{r}</List.Item>)}</List>
        </Alert>
      ) : null}
      <MarketplaceTable
        filters={filters}
        filterControls={(
          <Group gap="sm" wrap="wrap">
            <Select label={t('market.fields.ProductName')} placeholder={t('filters.anyProduct')} data={names(products.data?.items)} value={filters.ProductName ?? null} onChange={filter('ProductName')} clearable w={{ base: '100%', xs: '11rem' }} />
            <Select label={t('market.fields.TrackName')} placeholder={t('filters.anyTrack')} data={names(tracks.data?.items)} value={filters.TrackName ?? null} onChange={filter('TrackName')} clearable w={{ base: '100%', xs: '11rem' }} />
            <Select label={t('market.fields.ModuleName')} placeholder={t('filters.anyModule')} data={names(modules.data?.items)} value={filters.ModuleName ?? null} onChange={filter('ModuleName')} clearable searchable w={{ base: '100%', xs: '12rem' }} />
            <Select label={t('market.fields.ExperienceLevel')} placeholder={t('filters.anyLevel')} data={['Fresher', 'Beginner', 'Intermediate', 'Advanced']} value={filters.ExperienceLevel ?? null} onChange={filter('ExperienceLevel')} clearable w={{ base: '100%', xs: '10rem' }} />
          </Group>
        )}
        onPlay={setWatching}
        rowActions={(r) => (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('edit')}><ActionIcon variant="subtle" aria-label={t('editOne', { name: r.VideoName })} onClick={() => setEditing(r)}><IconPencil size={18} aria-hidden /></ActionIcon></Tooltip>
            <Tooltip label={t('remove')}><ActionIcon variant="subtle" color="red" aria-label={t('removeOne', { name: r.VideoName })} onClick={() => setRemoving(r)}><IconTrash size={18} aria-hidden /></ActionIcon></Tooltip>
          </Group>
        )}
      />
      {editing ? <ItemModal key={editing === 'new' ? 'new' : editing.ID} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal opened={!!watching} onClose={() => setWatching(null)} title={watching?.VideoName} size="xl">
        {watching ? <EmbedFrame src={watching.EmbedUrl} title={t('videoLabel', { name: watching.VideoName })} /> : null}
      </Modal>
      <ConfirmModal opened={!!removing} onClose={() => setRemoving(null)} onConfirm={() => void remove()} title={t('market.removeTitle')} confirmLabel={t('remove')} danger loading={busy}>
        {t('market.removeText', { name: removing?.VideoName ?? '' })}
      </ConfirmModal>
    </Stack>
  );
}
