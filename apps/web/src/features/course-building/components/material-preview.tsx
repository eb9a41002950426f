import { useEffect, useState } from 'react';
import { Alert, Anchor, AspectRatio, Badge, Button, Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Material } from '@app/contracts/courses';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { RichTextPreview } from '../../../ui/rich-text-preview.tsx';
import { fileObjectUrl } from '../api/download-file.ts';
import { useMaterial } from '../api/get-material.ts';
import { embedUrl } from '../lib/material-form.ts';
import { formatBytes } from './upload-progress.tsx';

/** The stored file of a material as an object URL (fetched with the session), revoked when done. */
function useStoredFile(material: Material | undefined, enabled: boolean) {
  const [state, setState] = useState<{ url: string | null; error: unknown }>({ url: null, error: null });
  useEffect(() => {
    if (!material?.HasFile || !enabled) return;
    const ctrl = new AbortController();
    let made: string | null = null;
    setState({ url: null, error: null });
    fileObjectUrl(`/materials/${material.ID}/file`, ctrl.signal).then(
      (url) => {
        made = url;
        setState({ url, error: null });
      },
      (error: unknown) => {
        if (!ctrl.signal.aborted) setState({ url: null, error });
      },
    );
    return () => {
      ctrl.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [material?.ID, material?.FileName, material?.HasFile, enabled]);
  return state;
}

function Content({ m }: { m: Material }) {
  const { t, i18n } = useTranslation('course-building');
  const { locale } = useFormat();
  const isVideo = m.Kind === 'video-upload';
  const file = useStoredFile(m, isVideo || m.Kind === 'pdf');

  if (m.Kind === 'richtext') {
    return (
      <RichTextPreview title={t('preview.bodyFrame', { name: m.Name })} html={m.Body} lang={i18n.language} height={360} />
    );
  }
  if (m.Kind === 'video-link') {
    const embed = m.Link ? embedUrl(m.Link) : null;
    return (
      <Stack gap="xs">
        {embed ? (
          <AspectRatio ratio={16 / 9}>
            <iframe src={embed} title={t('preview.videoFrame', { name: m.Name })} allow="encrypted-media; picture-in-picture; fullscreen" style={{ border: 0 }} />
          </AspectRatio>
        ) : (
          <Text size="sm" c="dimmed">{t('preview.notEmbeddable')}</Text>
        )}
        {m.Link ? (
          <Anchor href={m.Link} target="_blank" rel="noopener noreferrer" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4, overflowWrap: 'anywhere' }}>
            {m.Link}
            <IconExternalLink size={14} aria-hidden />
            <VisuallyHidden>{t('preview.newTab')}</VisuallyHidden>
          </Anchor>
        ) : null}
      </Stack>
    );
  }
  if (!m.HasFile) return <Alert color="yellow" variant="light">{t('preview.noFile')}</Alert>;
  if (file.error) return <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(file.error)}</Alert>;
  if (!file.url) return <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>;
  const info = `${m.FileName ?? ''} · ${formatBytes(m.FileSize ?? 0, locale)}`;
  if (isVideo) {
    return (
      <Stack gap="xs">
        <video src={file.url} controls preload="metadata" style={{ width: '100%', maxHeight: 420, background: 'black', borderRadius: 'var(--mantine-radius-sm)' }} aria-label={m.Name} />
        <Text size="sm" c="dimmed">{info}</Text>
      </Stack>
    );
  }
  return (
    <Group gap="sm">
      <IconFileTypePdf size={28} aria-hidden />
      <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>{info}</Text>
      <Button component="a" href={file.url} target="_blank" rel="noopener" variant="light" leftSection={<IconExternalLink size={16} aria-hidden />}>
        {t('preview.openPdf')}
      </Button>
    </Group>
  );
}

/** A material as the learner will see it: the rich text, the embedded video, the uploaded video or the PDF. */
export function MaterialPreview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(['course-building', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const material = useMaterial(id);
  const m = material.data && material.data.ID === id ? material.data : undefined;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      title={m ? t('preview.title', { name: m.Name }) : t('preview.titlePlain')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {material.isError ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(material.error)}</Alert>
      ) : !m ? (
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{t(`kinds.${m.Kind}`)}</Badge>
            <Badge variant="outline" color="gray">{t('preview.expected', { time: m.ExpectedComplitionTime })}</Badge>
          </Group>
          {m.Description ? <Text size="sm">{m.Description}</Text> : null}
          <Content m={m} />
        </Stack>
      )}
    </Modal>
  );
}
