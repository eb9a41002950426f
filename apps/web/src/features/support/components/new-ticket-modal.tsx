import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newTicketBodySchema, SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX, type MyTicket, type SupportUpload } from '@app/contracts/support';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { useSupportCategories } from '../api/get-categories.ts';
import { useOpenTicket } from '../api/open-ticket.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

export interface NewTicketModalProps {
  opened: boolean;
  onClose: () => void;
  onOpened: (ticket: MyTicket) => void;
  /** Filled in when the modal opens (the chat bot passes the question it could not answer). */
  initial?: { Subject?: string; Message?: string };
}

const schema = newTicketBodySchema.omit({ FileIDs: true, RequestID: true });

/** Opens a ticket: subject, category (support categories master), message and files; one RequestID per form, so a retry opens it once. */
export function NewTicketModal({ opened, onClose, onOpened, initial }: NewTicketModalProps) {
  const { t } = useTranslation(['support', 'common']);
  const categories = useSupportCategories();
  const open = useOpenTicket();
  const [files, setFiles] = useState<SupportUpload[]>([]);
  const [uploading, setUploading] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { Subject: '', Category: '', Message: '' }, validate: contractResolver(schema) });

  useEffect(() => {
    if (!opened) return;
    form.reset();
    if (initial) form.setValues({ Subject: initial.Subject ?? '', Message: initial.Message ?? '' });
    setFiles([]);
    setFormError(null);
    setRequestId(crypto.randomUUID());
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const ticket = await open.mutateAsync({ ...values, FileIDs: files.map((f) => f.ID), RequestID: requestId });
      onOpened(ticket);
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      else setFormError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={open.isPending ? () => undefined : onClose} title={t('new.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
          <TextInput label={t('fields.subject')} description={t('new.subjectHint')} required data-autofocus maxLength={SUPPORT_SUBJECT_MAX} {...form.getInputProps('Subject')} />
          <NativeSelect
            label={t('fields.category')}
            required
            {...form.getInputProps('Category')}
            data={[{ value: '', label: t('new.chooseCategory') }, ...(categories.data?.items ?? []).map((c) => ({ value: c.Title, label: c.Title }))]}
          />
          <Textarea label={t('fields.message')} description={t('new.messageHint')} required autosize minRows={5} maxRows={14} maxLength={SUPPORT_MESSAGE_MAX} {...form.getInputProps('Message')} />
          <AttachmentPicker files={files} onChange={setFiles} onBusy={setUploading} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={open.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={open.isPending} disabled={uploading}>{t('new.submit')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
