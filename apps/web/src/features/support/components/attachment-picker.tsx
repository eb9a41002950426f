import { useState } from 'react';
import { ActionIcon, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_FILE_ACCEPT, SUPPORT_FILE_MAX_BYTES, SUPPORT_FILES_PER_MESSAGE, type SupportUpload } from '@app/contracts/support';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { removeAttachment } from '../api/remove-attachment.ts';
import { uploadAttachment } from '../api/upload-attachment.ts';

export interface AttachmentPickerProps {
  files: SupportUpload[];
  onChange: (files: SupportUpload[]) => void;
  /** Reports whether an upload is running (the form waits for it). */
  onBusy?: (busy: boolean) => void;
}

/** Size in KB or MB for people. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Files for a message: each is uploaded when picked (the server checks its type by content and its size) and can be
 * removed again before the message is sent.
 */
export function AttachmentPicker({ files, onChange, onBusy }: AttachmentPickerProps) {
  const { t } = useTranslation('support');
  const [busy, setBusy] = useState(false);
  const mb = SUPPORT_FILE_MAX_BYTES / 1024 / 1024;

  const add = async (picked: File[]) => {
    const room = SUPPORT_FILES_PER_MESSAGE - files.length;
    if (picked.length > room) notify(t('files.tooMany', { count: SUPPORT_FILES_PER_MESSAGE }), 'danger');
    setBusy(true);
    onBusy?.(true);
    let current = files;
    try {
      for (const file of picked.slice(0, Math.max(0, room))) {
        if (file.size > SUPPORT_FILE_MAX_BYTES) {
          notify(t('files.tooLarge', { name: file.name, mb }), 'danger');
          continue;
        }
        try {
          current = [...current, await uploadAttachment(file)];
          onChange(current);
        } catch (e) {
          notify(errorMessage(e), 'danger', t('files.failed', { name: file.name }));
        }
      }
    } finally {
      setBusy(false);
      onBusy?.(false);
    }
  };

  const remove = (f: SupportUpload) => {
    onChange(files.filter((x) => x.ID !== f.ID));
    removeAttachment(f.ID).catch(() => undefined);
  };

  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(picked) => void add(picked)} accept={SUPPORT_FILE_ACCEPT} multiple disabled={busy || files.length >= SUPPORT_FILES_PER_MESSAGE}>
          {(props) => (
            <Button {...props} variant="default" size="sm" leftSection={<IconPaperclip size={16} aria-hidden />} loading={busy}>
              {t('files.attach')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">{t('files.hint', { count: SUPPORT_FILES_PER_MESSAGE, mb })}</Text>
      </Group>
      {files.length > 0 ? (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('files.attached')}>
          {files.map((f) => (
            <Group key={f.ID} component="li" gap="xs" wrap="nowrap">
              <IconPaperclip size={14} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{f.Name}</Text>
              <Text size="xs" c="dimmed" style={{ flex: 'none' }}>{fileSize(f.Size)}</Text>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('files.remove', { name: f.Name })} onClick={() => remove(f)}>
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
