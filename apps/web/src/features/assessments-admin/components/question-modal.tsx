import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, NumberInput, Radio, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { questionTypes, type QuestionType } from '@app/contracts/assessments';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useQuestion } from '../api/get-question.ts';
import { useSaveQuestion } from '../api/save-question.ts';
import { uploadQuestionImageUrl } from '../api/upload-question-image.ts';
import { hasOptions, optionsForType } from '../lib/options.ts';
import { translateRule } from '../lib/messages.ts';
import { emptyQuestion, formToQuestionInput, questionToForm, validateQuestionForm, type QuestionFormValues } from '../lib/question-form.ts';
import { MasterSelect } from './master-select.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { QuestionImageField } from './question-image-field.tsx';
import { RichTextField } from '../../../ui/rich-text-field.tsx';

export interface QuestionModalProps {
  /** null: closed; 'new': add; a number: edit that question. */
  target: number | 'new' | null;
  onClose: () => void;
}

/** Add or edit a question: rich text, type, options or answer, explanation, marks, classification. */
export function QuestionModal({ target, onClose }: QuestionModalProps) {
  const { t } = useTranslation(['assessments-admin', 'common']);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const editId = typeof target === 'number' ? target : null;
  const existing = useQuestion(editId);
  const save = useSaveQuestion();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<QuestionFormValues>({
    mode: 'controlled',
    initialValues: emptyQuestion(),
    validate: validateQuestionForm,
  });

  useEffect(() => {
    if (target === null) return;
    setFormError(null);
    form.clearErrors();
    if (target === 'new') form.setValues(emptyQuestion());
  }, [target]);

  useEffect(() => {
    if (editId !== null && existing.data && existing.data.ID === editId) {
      form.setValues(questionToForm(existing.data));
      form.resetDirty();
    }
  }, [existing.data, editId]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync({ id: editId, body: formToQuestionInput(values) });
      notify(editId === null ? t('questions.added', { id: saved.ID }) : t('questions.saved', { id: saved.ID }), 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors.length > 0) {
        const errs: Record<string, string> = {};
        for (const [k, v] of Object.entries(error.fieldErrors())) errs[k] = translateRule(v);
        form.setErrors(errs);
        setFormError(errorMessage(error));
      } else setFormError(errorMessage(error));
    }
  }, () => setFormError(t('fixErrors')));

  const v = form.getValues();
  const setType = (type: QuestionType) => {
    form.setFieldValue('Type', type);
    form.setFieldValue('Options', optionsForType(form.getValues().Options, type));
    form.clearErrors();
  };
  const optionErrors: Record<number, string | undefined> = {};
  v.Options.forEach((_, i) => {
    const e = form.errors[`Options.${i}.Text`];
    if (e) optionErrors[i] = String(e);
  });
  const loading = editId !== null && existing.isPending;
  const saving = save.isPending;

  return (
    <Modal
      opened={target !== null}
      onClose={saving ? () => undefined : onClose}
      title={editId === null ? t('questions.addTitle') : t('questions.editTitle', { id: editId })}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {loading ? (
        <Group justify="center" p="xl"><Loader aria-label={t('loading')} /></Group>
      ) : existing.isError && editId !== null ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>{errorMessage(existing.error)}</Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
            <Select
              label={t('fields.type')}
              required
              allowDeselect={false}
              data={questionTypes.map((q) => ({ value: q, label: t(`types.${q}`) }))}
              value={v.Type}
              onChange={(value) => value && setType(value as QuestionType)}
              comboboxProps={{ withinPortal: true }}
            />
            <RichTextField
              label={t('fields.text')}
              required
              data-autofocus
              value={v.Text}
              onChange={(text) => form.setFieldValue('Text', text)}
              error={form.errors.Text}
              onUploadImage={uploadQuestionImageUrl}
            />
            <QuestionImageField
              value={v.ImageUrl}
              onChange={(url) => {
                form.setFieldValue('ImageUrl', url);
                form.clearFieldError('ImageUrl');
              }}
              error={form.errors.ImageUrl as string | undefined}
            />
            {hasOptions(v.Type) ? (
              <OptionsEditor
                type={v.Type as 'single' | 'multiple'}
                options={v.Options}
                onChange={(options) => {
                  form.setFieldValue('Options', options);
                  form.clearFieldError('Options');
                }}
                error={form.errors.Options ? String(form.errors.Options) : undefined}
                optionErrors={optionErrors}
              />
            ) : null}
            {v.Type === 'truefalse' ? (
              <Radio.Group label={t('fields.trueFalseAnswer')} required {...form.getInputProps('TrueFalseAnswer')}>
                <Group mt="xs">
                  <Radio value="true" label={t('answers.true')} />
                  <Radio value="false" label={t('answers.false')} />
                </Group>
              </Radio.Group>
            ) : null}
            {v.Type === 'numeric' ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <NumberInput label={t('fields.numericAnswer')} required decimalScale={6} {...form.getInputProps('NumericAnswer')} />
                <NumberInput label={t('fields.tolerance')} description={t('questions.toleranceHint')} min={0} decimalScale={6} {...form.getInputProps('NumericTolerance')} />
              </SimpleGrid>
            ) : null}
            <RichTextField
              label={t('fields.explanation')}
              value={v.Explanation}
              onChange={(text) => form.setFieldValue('Explanation', text)}
              error={form.errors.Explanation}
              minRows={2}
              onUploadImage={uploadQuestionImageUrl}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput label={t('fields.marks')} required min={0.01} step={0.5} decimalScale={2} {...form.getInputProps('Marks')} />
              <NumberInput label={t('fields.negativeMarks')} description={t('questions.negativeHint')} min={0} step={0.25} decimalScale={2} {...form.getInputProps('NegativeMarks')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MasterSelect master="questionLevels" label={t('fields.level')} placeholder={t('none')} {...form.getInputProps('LevelID')} />
              <MasterSelect master="categories" label={t('fields.category')} placeholder={t('none')} {...form.getInputProps('CategoryID')} />
              <MasterSelect master="subcategories" label={t('fields.subcategory')} placeholder={t('none')} {...form.getInputProps('SubcategoryID')} />
              <MasterSelect master="modules" label={t('fields.module')} placeholder={t('none')} {...form.getInputProps('ModuleID')} />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={saving}>{t('common:actions.cancel')}</Button>
              <Button type="submit" loading={saving}>{editId === null ? t('questions.add') : t('questions.save')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
