import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX, type SupportUpload } from '@app/contracts/support';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

export interface ReplyFormProps {
  label: string;
  submitLabel: string;
  onSend: (message: string, fileIds: number[]) => Promise<unknown>;
  /** The text, when the parent controls it (canned answers insert into it). */
  value?: string;
  onValueChange?: (v: string) => void;
  /** Extra controls above the text (reply or note, canned answers). */
  above?: ReactNode;
}

/** A message with files: sends, then empties itself; an error keeps the text. */
export function ReplyForm({ label, submitLabel, onSend, value, onValueChange, above }: ReplyFormProps) {
  const { t } = useTranslation('support');
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onValueChange ?? setOwn;
  const [files, setFiles] = useState<SupportUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      setError(t('reply.empty'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onSend(text, files.map((f) => f.ID));
      setText('');
      setFiles([]);
    } catch (err) {
      notify(errorMessage(err), 'danger');
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {above}
        <Textarea label={label} autosize minRows={3} maxRows={12} maxLength={SUPPORT_MESSAGE_MAX} value={text} error={error} onChange={(e) => setText(e.currentTarget.value)} />
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <AttachmentPicker files={files} onChange={setFiles} onBusy={setUploading} />
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={sending} disabled={uploading}>{submitLabel}</Button>
        </Group>
      </Stack>
    </form>
  );
}
