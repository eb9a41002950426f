import { useState } from 'react';
import { Alert, Button, FileInput, Group, Modal, NumberInput, Progress, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '@app/contracts/media';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { createMedia, mediaKey, updateMedia, uploadMediaFile, useMasters } from '../api/media-api.ts';

const options = (rows: { ID: number; Title: string }[] | undefined) => (rows ?? []).map((r) => ({ value: String(r.ID), label: r.Title }));

/** Reads a video's duration in the browser (whole seconds), or 0 when it cannot. */
function videoSeconds(file: File): Promise<number> {
  return new Promise((resolve) => {
    if (!file.type.startsWith('video/')) return resolve(0);
    const v = document.createElement('video');
    const url = URL.createObjectURL(file);
    v.preload = 'metadata';
    v.onloadedmetadata = () => {
      URL.revokeObjectURL(url);
      resolve(Number.isFinite(v.duration) ? Math.round(v.duration) : 0);
    };
    v.onerror = () => resolve(0);
    v.src = url;
  });
}

/** Adds a media item (details, then its file and poster) or changes one's details and files. */
export function MediaFormModal({ item, opened, onClose }: { item: MediaItem | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('media');
  const qc = useQueryClient();
  const products = useMasters('products');
  const tracks = useMasters('tracks');
  const modules = useMasters('modules');
  const [title, setTitle] = useState(item?.Title ?? '');
  const [description, setDescription] = useState(item?.Description ?? '');
  const [product, setProduct] = useState<string | null>(item?.ProductID ? String(item.ProductID) : null);
  const [track, setTrack] = useState<string | null>(item?.TrackID ? String(item.TrackID) : null);
  const [module, setModule] = useState<string | null>(item?.ModuleID ? String(item.ModuleID) : null);
  const [duration, setDuration] = useState<number>(item?.DurationSeconds ?? 0);
  const [file, setFile] = useState<File | null>(null);
  const [poster, setPoster] = useState<File | null>(null);
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = async () => {
    if (!title.trim()) return setTitleError(t('form.titleRequired'));
    if (!item && !file) return setError(t('form.fileRequired'));
    setError(null);
    setBusy(10);
    try {
      const body = { Title: title.trim(), Description: description.trim(), ProductID: product ? Number(product) : null, TrackID: track ? Number(track) : null, ModuleID: module ? Number(module) : null, DurationSeconds: duration };
      const saved = item ? await updateMedia(item.ID, body) : await createMedia(body);
      setBusy(40);
      if (file) await uploadMediaFile(saved.ID, file, 'file');
      setBusy(80);
      if (poster) await uploadMediaFile(saved.ID, poster, 'poster');
      await qc.invalidateQueries({ queryKey: mediaKey });
      notify(item ? t('form.updated', { name: body.Title }) : t('form.created', { name: body.Title }), 'success');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(0);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={item ? t('form.editTitle') : t('form.addTitle')} size="lg">
      <Stack gap="sm">
        <TextInput label={t('fields.title')} required value={title} maxLength={200} error={titleError} onChange={(e) => { setTitle(e.currentTarget.value); setTitleError(null); }} />
        <Textarea label={t('fields.description')} value={description} maxLength={2000} autosize minRows={2} onChange={(e) => setDescription(e.currentTarget.value)} />
        <Group grow align="flex-start" wrap="wrap">
          <Select label={t('fields.product')} data={options(products.data?.items)} value={product} onChange={setProduct} clearable searchable miw={160} />
          <Select label={t('fields.track')} data={options(tracks.data?.items)} value={track} onChange={setTrack} clearable searchable miw={160} />
          <Select label={t('fields.module')} data={options(modules.data?.items)} value={module} onChange={setModule} clearable searchable miw={160} />
        </Group>
        <FileInput
          label={item ? t('form.replaceFile') : t('form.file')}
          description={t('form.fileHint')}
          accept="video/mp4,video/webm,video/ogg,video/quicktime,application/pdf"
          value={file}
          required={!item}
          clearable
          onChange={(f) => {
            setFile(f);
            if (f) void videoSeconds(f).then((s) => s && setDuration(s));
          }}
        />
        <NumberInput label={t('form.duration')} min={0} max={86400} value={duration} onChange={(v) => setDuration(typeof v === 'number' ? v : 0)} />
        <FileInput label={t('form.poster')} description={t('form.posterHint')} accept="image/png,image/jpeg,image/webp" value={poster} clearable onChange={setPoster} />
        {busy ? <Progress value={busy} animated aria-label={t('form.uploading')} /> : null}
        {error ? <Alert color="red" variant="light" role="alert">{error}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('cancel')}</Button>
          <Button onClick={() => void submit()} loading={busy > 0}>{item ? t('save') : t('form.add')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
