import { useEffect, useState } from 'react';
import { Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriveItem } from '@app/contracts/drive';
import { saveBlob } from '../../../lib/save-file.ts';
import { fetchBlob } from '../api/drive-calls.ts';

/** Shows a file: images and videos as themselves, a PDF as its first-page preview (and the whole file on demand), text as text. */
export function PreviewModal({ item, onClose }: { item: DriveItem | null; onClose: () => void }) {
  const { t } = useTranslation('drive');
  const [url, setUrl] = useState<string | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setUrl(null);
    setText(null);
    setFailed(false);
    if (!item || item.Kind === 'folder') return;
    let revoked = false;
    let made: string | null = null;
    const source = item.Kind === 'pdf' ? item.Preview : item.Kind === 'image' || item.Kind === 'video' || item.Kind === 'audio' || item.Kind === 'text' ? item.Attachment : item.Preview;
    if (!source) return;
    fetchBlob(source).then(async (blob) => {
      if (revoked) return;
      if (item.Kind === 'text') setText((await blob.text()).slice(0, 20_000));
      else setUrl((made = URL.createObjectURL(blob)));
    }, () => setFailed(true));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [item]);

  const download = async () => {
    if (item?.Attachment) saveBlob(await fetchBlob(`${item.Attachment}?download=1`), item.Title);
  };
  const openPdf = async () => {
    if (!item?.Attachment) return;
    const blob = await fetchBlob(item.Attachment);
    window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  };

  return (
    <Modal opened={!!item} onClose={onClose} title={item?.Title} size="xl">
      {item && (
        <Stack>
          {failed && <Text c="red">{t('preview.failed')}</Text>}
          {!failed && !url && text === null && (item.Preview || ['image', 'video', 'audio', 'text'].includes(item.Kind)) && <Loader aria-label={t('preview.loading')} />}
          {!item.Preview && !['image', 'video', 'audio', 'text'].includes(item.Kind) && (
            <Text c="dimmed">{item.PreviewState === 'pending' ? t('preview.pending') : item.PreviewState === 'off' ? t('preview.off') : t('preview.none')}</Text>
          )}
          {url && item.Kind === 'video' && <video src={url} controls style={{ width: '100%', maxHeight: '60vh' }} aria-label={item.Title} />}
          {url && item.Kind === 'audio' && <audio src={url} controls aria-label={item.Title} />}
          {url && item.Kind !== 'video' && item.Kind !== 'audio' && (
            <Image src={url} alt={item.Kind === 'pdf' ? t('preview.firstPage', { name: item.Title }) : item.Title} fit="contain" mah="65vh" data-testid="drive-preview-image" />
          )}
          {item.ScanState === 'unscanned' && <Text size="sm" c="orange.9" data-testid="drive-unscanned">{t('preview.unscanned')}</Text>}
          {text !== null && <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto', margin: 0 }} data-testid="drive-preview-text">{text}</pre>}
          <Group justify="flex-end">
            {item.Kind === 'pdf' && <Button variant="default" onClick={() => void openPdf()}>{t('preview.openPdf')}</Button>}
            <Button onClick={() => void download()}>{t('actions.download')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
