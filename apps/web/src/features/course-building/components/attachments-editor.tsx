import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconPaperclip, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_ATTACHMENT_MAX_BYTES, ASSIGNMENT_ATTACHMENT_MAX_COUNT, type AssignmentAttachment } from '@app/contracts/courses';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useFormat } from '../../../ui/format.ts';
import { useDeleteAssignmentFile } from '../api/delete-assignment-file.ts';
import { saveFile } from '../api/download-file.ts';
import { ATTACHMENT_ACCEPT, useUploadAssignmentFile } from '../api/upload-assignment-file.ts';
import { formatBytes, UploadProgress } from './upload-progress.tsx';

/**
 * The files attached to an assignment: upload one at a time with progress (checked by the server), download,
 * remove with confirmation. Only for a saved assignment (`assignmentId`).
 */
export function AttachmentsEditor({ assignmentId, attachments }: { assignmentId: number; attachments: AssignmentAttachment[] }) {
  const { t } = useTranslation(['course-building', 'common']);
  const { locale } = useFormat();
  const upload = useUploadAssignmentFile();
  const remove = useDeleteAssignmentFile();
  const [current, setCurrent] = useState<{ name: string; fraction: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AssignmentAttachment | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);
  const full = attachments.length >= ASSIGNMENT_ATTACHMENT_MAX_COUNT;

  const send = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    if (file.size > ASSIGNMENT_ATTACHMENT_MAX_BYTES) {
      setError(t('attachments.tooLarge', { name: file.name, size: formatBytes(ASSIGNMENT_ATTACHMENT_MAX_BYTES, locale) }));
      return;
    }
    setCurrent({ name: file.name, fraction: 0 });
    try {
      await upload.mutateAsync({ id: assignmentId, file, onProgress: (fraction) => setCurrent({ name: file.name, fraction }) });
      notify(t('attachments.added', { name: file.name }), 'success');
    } catch (e) {
      setError(t('attachments.failed', { name: file.name, message: errorMessage(e) }));
    } finally {
      setCurrent(null);
    }
  };

  const download = (a: AssignmentAttachment) => {
    saveFile(a.Url, a.Name).catch((e: unknown) => notify(errorMessage(e), 'danger'));
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="attachments-heading">
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm" id="attachments-heading">{t('attachments.title', { count: attachments.length })}</Text>
        <FileButton onChange={(f) => void send(f)} accept={ATTACHMENT_ACCEPT} resetRef={resetRef} disabled={upload.isPending || full}>
          {(props) => (
            <Button {...props} size="xs" variant="light" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending}>
              {t('attachments.add')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">{full ? t('attachments.full', { count: ASSIGNMENT_ATTACHMENT_MAX_COUNT }) : t('attachments.hint', { size: formatBytes(ASSIGNMENT_ATTACHMENT_MAX_BYTES, locale) })}</Text>
      {current ? <UploadProgress fileName={current.name} fraction={current.fraction} /> : null}
      {error ? <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />} withCloseButton closeButtonLabel={t('common:actions.close')} onClose={() => setError(null)}>{error}</Alert> : null}
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">{t('attachments.none')}</Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-labelledby="attachments-heading">
          {attachments.map((a) => (
            <Paper key={a.ID} component="li" withBorder radius="sm" px="sm" py={6}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate="end">{a.Name}</Text>
                    <Text size="xs" c="dimmed">{formatBytes(a.Size, locale)}</Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('attachments.download')}>
                    <ActionIcon variant="subtle" aria-label={t('attachments.downloadN', { name: a.Name })} onClick={() => download(a)}>
                      <IconDownload size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('attachments.remove')}>
                    <ActionIcon variant="subtle" color="red" aria-label={t('attachments.removeN', { name: a.Name })} onClick={() => { setRemoveError(null); setRemoving(a); }}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate({ id: assignmentId, fileId: removing.ID }, {
            onSuccess: () => {
              notify(t('attachments.removed', { name: removing.Name }), 'success');
              setRemoving(null);
            },
            onError: (e) => setRemoveError(errorMessage(e)),
          });
        }}
        title={t('attachments.removeTitle')}
        confirmLabel={t('attachments.remove')}
        danger
        loading={remove.isPending}
        error={removeError}
      >
        <Text>{t('attachments.removeText', { name: removing?.Name ?? '' })}</Text>
      </ConfirmModal>
    </Stack>
  );
}
