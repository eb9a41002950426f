import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { assignmentInputSchema, type Assignment, type AssignmentInput } from '@app/contracts/courses';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { RichTextField } from '../../../ui/rich-text-field.tsx';
import { useAssignment } from '../api/get-assignment.ts';
import { useSaveAssignment } from '../api/save-assignment.ts';
import { uploadContentImage } from '../api/upload-content-image.ts';
import { AttachmentsEditor } from './attachments-editor.tsx';

export interface AssignmentModalProps {
  /** null: closed; 'new': add; a number: edit that assignment. */
  target: number | 'new' | null;
  onClose: () => void;
}

const empty = (): AssignmentInput => ({ Title: '', Description: '', MaxScore: 100, ReattemptsAllowed: 2 });
const toForm = (a: Assignment): AssignmentInput => ({ Title: a.Title, Description: a.Description, MaxScore: a.MaxScore, ReattemptsAllowed: a.ReattemptsAllowed });

/**
 * Add or edit an assignment: title, rich-text instructions, max score, reattempts and attachments. A new
 * assignment stays open after its first save so files can be attached to it.
 */
export function AssignmentModal({ target, onClose }: AssignmentModalProps) {
  const { t } = useTranslation(['course-building', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [justCreated, setJustCreated] = useState(false);
  const existing = useAssignment(currentId);
  const save = useSaveAssignment();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AssignmentInput>({ mode: 'controlled', initialValues: empty(), validate: contractResolver(assignmentInputSchema) });

  useEffect(() => {
    if (target === null) return;
    setCurrentId(typeof target === 'number' ? target : null);
    setJustCreated(false);
    setFormError(null);
    form.clearErrors();
    if (target === 'new') form.setValues(empty());
  }, [target]);

  useEffect(() => {
    if (typeof target === 'number' && existing.data && existing.data.ID === target) {
      form.setValues(toForm(existing.data));
      form.resetDirty();
    }
  }, [existing.data, target]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: currentId, body: { ...values, Title: values.Title.trim() } });
      if (currentId === null) {
        setCurrentId(saved.ID);
        setJustCreated(true);
        form.resetDirty();
        notify(t('assignments.created', { title: saved.Title }), 'success');
        return;
      }
      notify(t('assignments.saved', { title: saved.Title }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  }, () => setFormError(t('fixErrors')));

  const v = form.getValues();
  const loading = typeof target === 'number' && existing.isPending;
  const attachments = existing.data && existing.data.ID === currentId ? existing.data.Attachments : [];

  return (
    <Modal
      opened={target !== null}
      onClose={save.isPending ? () => undefined : onClose}
      title={currentId === null ? t('assignments.addTitle') : t('assignments.editTitle')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {loading ? (
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      ) : existing.isError && typeof target === 'number' ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(existing.error)}</Alert>
      ) : (
        <Stack gap="md">
          {justCreated ? (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">{t('assignments.createdHint')}</Alert>
          ) : null}
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
              <TextInput label={t('fields.title')} required data-autofocus maxLength={150} {...form.getInputProps('Title')} />
              <RichTextField
                label={t('fields.instructions')}
                value={v.Description}
                onChange={(text) => form.setFieldValue('Description', text)}
                error={form.errors.Description}
                minRows={5}
                onUploadImage={uploadContentImage}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput label={t('fields.maxScore')} required min={1} max={1000} allowDecimal={false} {...form.getInputProps('MaxScore')} />
                <NumberInput
                  label={t('fields.reattemptsAllowed')}
                  description={t('assignments.reattemptsHint')}
                  required
                  min={0}
                  max={20}
                  allowDecimal={false}
                  {...form.getInputProps('ReattemptsAllowed')}
                />
              </SimpleGrid>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={save.isPending}>
                  {justCreated && !form.isDirty() ? t('assignments.done') : t('common:actions.cancel')}
                </Button>
                <Button type="submit" loading={save.isPending}>{currentId === null ? t('assignments.create') : t('assignments.save')}</Button>
              </Group>
            </Stack>
          </form>
          <Divider />
          {currentId !== null ? (
            <AttachmentsEditor assignmentId={currentId} attachments={attachments} />
          ) : (
            <Stack gap={4}>
              <Text fw={600} size="sm">{t('attachments.title', { count: 0 })}</Text>
              <Text size="sm" c="dimmed">{t('attachments.afterSave')}</Text>
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
