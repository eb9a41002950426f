import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload, IconExternalLink, IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { submissionFileSchema } from '@app/contracts/courses';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadSubmissionFile } from '../api/download-submission-file.ts';
import { canOpenInBrowser, formatBytes } from '../lib/files.ts';
import { useFormat } from '../../../ui/format.ts';
import { saveBlob } from '../../../lib/save-file.ts';

type SubmissionFile = z.infer<typeof submissionFileSchema>;

/** The files of a submission: download any, open the ones a browser shows (PDF, images, text) in a new tab. */
export function SubmissionFiles({ files }: { files: SubmissionFile[] }) {
  const { t } = useTranslation('checking');
  const { locale } = useFormat();
  const [busy, setBusy] = useState<string | null>(null);
  if (files.length === 0) return <Text size="sm" c="dimmed">{t('view.noFiles')}</Text>;

  const run = async (f: SubmissionFile, how: 'open' | 'download') => {
    setBusy(`${how}-${f.ID}`);
    // Opened before the download so the browser treats it as the user's click (no pop-up blocking).
    const tab = how === 'open' ? window.open('', '_blank') : null;
    try {
      const blob = await downloadSubmissionFile(f.Url);
      if (tab) {
        const url = URL.createObjectURL(new Blob([blob], { type: f.ContentType }));
        tab.location.href = url;
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      } else {
        saveBlob(blob, f.Name);
      }
    } catch (e) {
      tab?.close();
      notify(errorMessage(e), 'danger', t('view.fileFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('view.files')}>
      {files.map((f) => (
        <Paper component="li" key={f.ID} withBorder radius="md" p="xs">
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>{f.Name}</Text>
                <Text size="xs" c="dimmed">{formatBytes(f.Size, locale)}</Text>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              {canOpenInBrowser(f.ContentType) ? (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconExternalLink size={14} aria-hidden />}
                  loading={busy === `open-${f.ID}`}
                  onClick={() => void run(f, 'open')}
                  aria-label={t('view.openN', { name: f.Name })}
                >
                  {t('view.open')}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} aria-hidden />}
                loading={busy === `download-${f.ID}`}
                onClick={() => void run(f, 'download')}
                aria-label={t('view.downloadN', { name: f.Name })}
              >
                {t('view.download')}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
