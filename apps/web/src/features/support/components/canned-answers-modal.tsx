import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cannedAnswerBodySchema, SUPPORT_MESSAGE_MAX, type CannedAnswer } from '@app/contracts/support';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { useDeleteCannedAnswer } from '../api/delete-canned-answer.ts';
import { useCannedAnswers } from '../api/get-canned-answers.ts';
import { useSaveCannedAnswer } from '../api/save-canned-answer.ts';

/** The desk's canned answers: list, add, change, delete (with confirmation). */
export function CannedAnswersModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['support', 'common']);
  const list = useCannedAnswers();
  const save = useSaveCannedAnswer();
  const del = useDeleteCannedAnswer();
  const [editing, setEditing] = useState<CannedAnswer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CannedAnswer | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { Title: '', Body: '' }, validate: contractResolver(cannedAnswerBodySchema) });

  const edit = (c: CannedAnswer | 'new') => {
    setEditing(c);
    setFormError(null);
    form.setValues(c === 'new' ? { Title: '', Body: '' } : { Title: c.Title, Body: c.Body });
    form.clearErrors();
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: editing === 'new' || editing === null ? null : editing.ID, body: values });
      setEditing(null);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') form.setFieldError('Title', t('canned.duplicate'));
      else if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      else setFormError(errorMessage(error));
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('canned.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
            <TextInput label={t('canned.name')} required data-autofocus maxLength={100} {...form.getInputProps('Title')} />
            <Textarea label={t('canned.body')} required autosize minRows={5} maxRows={14} maxLength={SUPPORT_MESSAGE_MAX} {...form.getInputProps('Body')} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(null)} disabled={save.isPending}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={save.isPending}>{t('common:actions.save')}</Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">{t('canned.lead')}</Text>
          {list.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(list.error)}</Alert> : null}
          {list.data?.length === 0 ? <Text size="sm">{t('canned.empty')}</Text> : null}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {(list.data ?? []).map((c) => (
              <Group key={c.ID} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">{c.Title}</Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>{c.Body}</Text>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('canned.edit', { title: c.Title })} onClick={() => edit(c)}><IconPencil size={16} aria-hidden /></ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={t('canned.delete', { title: c.Title })} onClick={() => setDeleting(c)}><IconTrash size={16} aria-hidden /></ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit('new')}>{t('canned.add')}</Button>
          </Group>
        </Stack>
      )}
      <ConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.ID, { onSuccess: () => setDeleting(null) })}
        title={t('canned.deleteTitle')}
        confirmLabel={t('common:actions.delete')}
        danger
        loading={del.isPending}
        error={del.error ? errorMessage(del.error) : null}
      >
        {t('canned.deleteText', { title: deleting?.Title ?? '' })}
      </ConfirmModal>
    </Modal>
  );
}
