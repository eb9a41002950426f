import { useEffect, useRef, useState } from 'react';
import { Alert, Button, FileInput, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileTypePdf, IconMovie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { materialKinds, type MaterialKind } from '@app/contracts/courses';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDuration, parseDuration } from '../../../lib/duration.ts';
import { serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useFormat } from '../../../ui/format.ts';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useMaterial } from '../api/get-material.ts';
import { useSaveMaterial } from '../api/save-material.ts';
import { uploadContentImage } from '../api/upload-content-image.ts';
import { MATERIAL_FILE_ACCEPT, useUploadMaterialFile } from '../api/upload-material-file.ts';
import { emptyMaterial, formToMaterialInput, materialToForm, takesFile, validateMaterialForm, type MaterialFormValues } from '../lib/material-form.ts';
import { formatBytes, UploadProgress } from './upload-progress.tsx';

export interface MaterialModalProps {
  /** null: closed; 'new': add; a number: edit that material. */
  target: number | 'new' | null;
  onClose: () => void;
}

/** The length of a chosen video file in whole seconds, read by the browser; null when it cannot tell. */
function videoSeconds(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? Math.round(video.duration) : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

/** Add or edit a material: name, kind, the file (with upload progress), link or rich text, description, expected time. */
export function MaterialModal({ target, onClose }: MaterialModalProps) {
  const { t } = useTranslation(['course-building', 'common']);
  const { locale } = useFormat();
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  // A new material keeps the id it got on the first save, so a failed upload is retried on the same one.
  const [currentId, setCurrentId] = useState<number | null>(null);
  const existing = useMaterial(currentId);
  const save = useSaveMaterial();
  const upload = useUploadMaterialFile();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const form = useForm<MaterialFormValues>({ mode: 'controlled', initialValues: emptyMaterial() });

  useEffect(() => {
    if (target === null) return;
    setCurrentId(typeof target === 'number' ? target : null);
    setFile(null);
    setProgress(null);
    setFormError(null);
    form.clearErrors();
    if (target === 'new') form.setValues(emptyMaterial());
  }, [target]);

  useEffect(() => {
    if (typeof target === 'number' && existing.data && existing.data.ID === target) {
      form.setValues(materialToForm(existing.data));
      form.resetDirty();
    }
  }, [existing.data, target]);

  const v = form.getValues();
  const stored = existing.data && existing.data.ID === currentId ? existing.data : null;
  const hasStoredFile = !!stored?.HasFile && stored.Kind === v.Kind;
  const busy = save.isPending || upload.isPending;

  const chooseFile = async (f: File | null) => {
    setFile(f);
    form.clearFieldError('File');
    if (f && form.getValues().Kind === 'video-upload' && form.getValues().ExpectedTime.trim() === '') {
      const seconds = await videoSeconds(f);
      if (seconds && seconds > 0) form.setFieldValue('ExpectedTime', formatDuration(seconds));
    }
  };

  const close = () => {
    abort.current?.abort();
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const values = form.getValues();
    const errors = validateMaterialForm(values, hasStoredFile || !!file, {
      time: t('validation.time'), link: t('validation.link'), body: t('validation.body'), file: t('validation.file'),
    });
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setFormError(t('fixErrors'));
      return;
    }
    let id = currentId;
    try {
      const saved = await save.mutateAsync({ id, body: formToMaterialInput(values) });
      id = saved.ID;
      setCurrentId(saved.ID);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
      return;
    }
    if (file && takesFile(values.Kind)) {
      abort.current = new AbortController();
      setProgress(0);
      try {
        await upload.mutateAsync({ id, file, onProgress: setProgress, signal: abort.current.signal });
        setFile(null);
      } catch (error) {
        setProgress(null);
        if (abort.current.signal.aborted) return;
        setFormError(t('materials.uploadFailed', { message: errorMessage(error) }));
        return;
      }
    }
    notify(target === 'new' ? t('materials.created', { name: values.Name.trim() }) : t('materials.saved', { name: values.Name.trim() }), 'success');
    onClose();
  };

  const loading = typeof target === 'number' && existing.isPending;
  const kindIcon = v.Kind === 'pdf' ? <IconFileTypePdf size={16} aria-hidden /> : <IconMovie size={16} aria-hidden />;

  return (
    <Modal
      opened={target !== null}
      onClose={busy ? () => undefined : close}
      title={target === 'new' ? t('materials.addTitle') : t('materials.editTitle')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {loading ? (
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      ) : existing.isError && typeof target === 'number' ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(existing.error)}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
            <TextInput label={t('fields.name')} required data-autofocus maxLength={150} {...form.getInputProps('Name')} />
            <Radio.Group
              label={t('fields.kind')}
              required
              value={v.Kind}
              onChange={(k) => {
                form.setFieldValue('Kind', k as MaterialKind);
                form.clearErrors();
              }}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                {materialKinds.map((k) => <Radio key={k} value={k} label={t(`kinds.${k}`)} disabled={busy} />)}
              </SimpleGrid>
            </Radio.Group>

            {takesFile(v.Kind) ? (
              <Stack gap="xs">
                {hasStoredFile && stored?.FileName ? (
                  <Text size="sm">
                    {t('materials.currentFile', { name: stored.FileName, size: formatBytes(stored.FileSize ?? 0, locale) })}
                  </Text>
                ) : null}
                <FileInput
                  label={hasStoredFile ? t('materials.replaceFile') : t('fields.file')}
                  description={v.Kind === 'pdf' ? t('materials.pdfHint') : t('materials.videoHint')}
                  placeholder={t('materials.chooseFile')}
                  required={!hasStoredFile}
                  accept={MATERIAL_FILE_ACCEPT[v.Kind]}
                  value={file}
                  onChange={(f) => void chooseFile(f)}
                  clearable
                  clearButtonProps={{ 'aria-label': t('materials.clearFile') }}
                  leftSection={kindIcon}
                  error={form.errors.File}
                  disabled={busy}
                />
                {progress !== null && file ? <UploadProgress fileName={file.name} fraction={progress} /> : null}
              </Stack>
            ) : null}

            {v.Kind === 'video-link' ? (
              <TextInput label={t('fields.link')} description={t('materials.linkHint')} required type="url" placeholder="https://www.youtube.com/watch?v=…" {...form.getInputProps('Link')} />
            ) : null}

            {v.Kind === 'richtext' ? (
              <RichTextField
                label={t('fields.body')}
                required
                value={v.Body}
                onChange={(text) => {
                  form.setFieldValue('Body', text);
                  form.clearFieldError('Body');
                }}
                error={form.errors.Body}
                minRows={6}
                onUploadImage={uploadContentImage}
              />
            ) : null}

            <Textarea label={t('fields.description')} autosize minRows={2} maxRows={6} maxLength={2000} {...form.getInputProps('Description')} />
            <TextInput
              label={t('fields.expectedTime')}
              description={parseDuration(v.ExpectedTime) !== null
                ? t('materials.timeIs', { minutes: Math.floor(parseDuration(v.ExpectedTime)! / 60), seconds: parseDuration(v.ExpectedTime)! % 60 })
                : t('materials.timeHint')}
              placeholder="mm:ss"
              inputMode="numeric"
              style={{ maxWidth: 260 }}
              {...form.getInputProps('ExpectedTime')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={save.isPending}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={busy}>{target === 'new' && currentId === null ? t('materials.create') : t('materials.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
