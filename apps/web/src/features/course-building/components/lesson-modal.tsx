import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconClipboardCheck, IconFileText, IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { lessonInputSchema, type Lesson } from '@app/contracts/courses';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { assignmentChoicesOptions } from '../api/get-assignments.ts';
import { materialChoicesOptions } from '../api/get-materials.ts';
import { getTestChoices } from '../api/get-test-choices.ts';
import { useSaveLesson, type LessonInput } from '../api/save-lesson.ts';
import { RemoteSelect } from './remote-select.tsx';

type LessonForm = { Title: string; MaterialID: number | null; TestID: number | null; AssignmentID: number | null };

function useMaterialItems(term: string) {
  const { t } = useTranslation('course-building');
  return useQuery({
    ...materialChoicesOptions(term),
    select: (page) => ({ items: page.items.map((m) => ({ value: m.ID, label: `${m.Name} (${t(`kinds.${m.Kind}`)}, ${m.ExpectedComplitionTime})` })) }),
  });
}

function useTestItems(term: string) {
  const { t } = useTranslation('course-building');
  return useQuery({
    queryKey: ['course-building', 'tests', 'choices', term],
    queryFn: ({ signal }) => getTestChoices(term, signal),
    select: (page) => ({ items: page.items.map((x) => ({ value: x.ID, label: x.Status === 'published' ? x.Title : `${x.Title} (${t('status.draft')})` })) }),
  });
}

function useAssignmentItems(term: string) {
  return useQuery({
    ...assignmentChoicesOptions(term),
    select: (page) => ({ items: page.items.map((a) => ({ value: a.ID, label: a.Title })) }),
  });
}

export interface LessonModalProps {
  courseId: number;
  /** null: closed; 'new': add at the end; a lesson: edit it. */
  target: Lesson | 'new' | null;
  onClose: () => void;
}

/** Add or edit a lesson: its title and the material, test and assignment it is made of (each optional). */
export function LessonModal({ courseId, target, onClose }: LessonModalProps) {
  const { t } = useTranslation(['course-building', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const save = useSaveLesson(courseId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LessonForm>({
    mode: 'controlled',
    initialValues: { Title: '', MaterialID: null, TestID: null, AssignmentID: null },
    validate: contractResolver(lessonInputSchema),
  });
  const editing = target !== null && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    setFormError(null);
    form.clearErrors();
    form.setValues(editing
      ? { Title: editing.Title, MaterialID: editing.MaterialID, TestID: editing.TestID, AssignmentID: editing.AssignmentID }
      : { Title: '', MaterialID: null, TestID: null, AssignmentID: null });
  }, [target]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    if (values.MaterialID === null && values.TestID === null && values.AssignmentID === null) {
      setFormError(t('lessons.needItem'));
      return;
    }
    try {
      const body: LessonInput = { ...values, Title: values.Title.trim() };
      const saved = await save.mutateAsync({ lessonId: editing?.ID ?? null, body });
      notify(editing ? t('lessons.saved', { title: saved.Title }) : t('lessons.added', { title: saved.Title }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      setFormError(errorMessage(error));
    }
  }, () => setFormError(t('fixErrors')));

  const v = form.getValues();
  return (
    <Modal
      opened={target !== null}
      onClose={save.isPending ? () => undefined : onClose}
      title={editing ? t('lessons.editTitle', { title: editing.Title }) : t('lessons.addTitle')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
          <TextInput label={t('fields.lessonTitle')} required data-autofocus maxLength={150} {...form.getInputProps('Title')} />
          <RemoteSelect
            label={t('fields.material')}
            placeholder={t('lessons.searchMaterial')}
            leftSection={<IconFileText size={16} aria-hidden />}
            value={v.MaterialID}
            selectedLabel={editing?.MaterialID === v.MaterialID ? editing?.MaterialName : undefined}
            onChange={(id) => form.setFieldValue('MaterialID', id)}
            error={form.errors.MaterialID}
            useChoices={useMaterialItems}
          />
          <RemoteSelect
            label={t('fields.test')}
            placeholder={t('lessons.searchTest')}
            leftSection={<IconListCheck size={16} aria-hidden />}
            value={v.TestID}
            selectedLabel={editing?.TestID === v.TestID ? editing?.TestTitle : undefined}
            onChange={(id) => form.setFieldValue('TestID', id)}
            error={form.errors.TestID}
            useChoices={useTestItems}
          />
          <RemoteSelect
            label={t('fields.assignment')}
            placeholder={t('lessons.searchAssignment')}
            leftSection={<IconClipboardCheck size={16} aria-hidden />}
            value={v.AssignmentID}
            selectedLabel={editing?.AssignmentID === v.AssignmentID ? editing?.AssignmentTitle : undefined}
            onChange={(id) => form.setFieldValue('AssignmentID', id)}
            error={form.errors.AssignmentID}
            useChoices={useAssignmentItems}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{editing ? t('lessons.save') : t('lessons.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
