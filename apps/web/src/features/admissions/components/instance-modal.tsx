import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { instanceInputSchema, instanceUpdateSchema, type InstanceRow } from '@app/contracts/instances';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useLast } from '../../../ui/use-last.ts';
import { useAdmittedLearners } from '../api/get-admitted-learners.ts';
import { useSaveInstance, type InstanceInput, type InstanceUpdate } from '../api/save-instance.ts';
import { instanceFormValidator, toInstanceBody, type InstanceFormValues } from '../lib/instance-form.ts';
import { CourseSelect } from './course-select.tsx';

export interface InstanceModalProps {
  /** null: closed; 'new': add; a row: edit it. */
  target: InstanceRow | 'new' | null;
  onClose: () => void;
  /** The server cannot encrypt passwords (503): tell why instead of failing on save. */
  onUnavailable: () => void;
}

const empty: InstanceFormValues = { CourseID: null, LearnerID: null, URL: '', UserID: '', Password: '' };

/** Add or edit ERP sandbox credentials; on edit, an empty password keeps the stored one. */
export function InstanceModal({ target, onClose, onUnavailable }: InstanceModalProps) {
  const { t } = useTranslation(['admissions', 'common']);
  const save = useSaveInstance();
  const shown = useLast(target);
  const editing = shown !== null && shown !== 'new';
  const [formError, setFormError] = useState<string | null>(null);
  const [learnerSearch, setLearnerSearch] = useState('');
  const [debounced] = useDebouncedValue(learnerSearch, 300);
  const create = contractResolver(instanceInputSchema);
  const update = contractResolver(instanceUpdateSchema);
  const form = useForm<InstanceFormValues>({
    mode: 'controlled',
    initialValues: empty,
    validate: (v) => instanceFormValidator(v, editing, { create, update }, { course: t('instances.pickCourse'), learner: t('instances.pickLearner') }),
  });
  const learners = useAdmittedLearners(form.values.CourseID, debounced);

  useEffect(() => {
    if (target === null) return;
    form.setValues(target === 'new' ? empty : { CourseID: target.CourseID, LearnerID: target.LearnerID, URL: target.URL, UserID: target.UserID, Password: '' });
    form.resetDirty();
    form.clearErrors();
    setFormError(null);
    setLearnerSearch('');
  }, [target]);

  const submit = form.onSubmit((values) => {
    setFormError(null);
    const body = toInstanceBody(values, editing);
    save.mutate(editing ? { id: shown.ID, body: body as InstanceUpdate } : { id: null, body: body as InstanceInput }, {
      onSuccess: (row) => {
        notify(editing ? t('instances.saved', { name: row.LearnerName }) : t('instances.added', { name: row.LearnerName }), 'success');
        onClose();
      },
      onError: (e) => {
        if (e instanceof ApiError && e.code === 'UNAVAILABLE') {
          onUnavailable();
          setFormError(t('instances.unavailableText'));
        } else if (e instanceof ApiError && e.code === 'CONFLICT') setFormError(t('instances.duplicate'));
        else if (e instanceof ApiError && e.errors.length > 0) form.setErrors(serverFieldErrors(e));
        else setFormError(errorMessage(e));
      },
    });
  });

  const learnerOptions = (learners.data?.items ?? []).map((a) => ({ value: String(a.UserID), label: `${a.UserName} · ${a.Email}` }));
  return (
    <Modal
      opened={target !== null}
      onClose={save.isPending ? () => undefined : onClose}
      title={editing ? t('instances.editTitle', { name: shown.LearnerName }) : t('instances.addTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert> : null}
          {editing ? (
            <Text size="sm">{t('instances.editFor', { name: shown.LearnerName, course: shown.CourseName })}</Text>
          ) : (
            <>
              <CourseSelect
                value={form.values.CourseID}
                onChange={(id) => { form.setFieldValue('CourseID', id); form.setFieldValue('LearnerID', null); }}
                label={t('fields.course')}
                required
                error={form.errors.CourseID as string | undefined}
              />
              <Select
                label={t('fields.learner')}
                description={t('instances.learnerHint')}
                placeholder={form.values.CourseID ? t('instances.searchLearner') : t('instances.pickCourseFirst')}
                disabled={!form.values.CourseID}
                data={learnerOptions}
                value={form.values.LearnerID === null ? null : String(form.values.LearnerID)}
                onChange={(v) => form.setFieldValue('LearnerID', v ? Number(v) : null)}
                searchable
                onSearchChange={setLearnerSearch}
                nothingFoundMessage={learners.isFetching ? t('loading') : t('instances.noLearners')}
                required
                error={form.errors.LearnerID as string | undefined}
                comboboxProps={{ withinPortal: true }}
              />
            </>
          )}
          <TextInput label={t('instances.url')} placeholder="https://" required autoComplete="off" {...form.getInputProps('URL')} />
          <TextInput label={t('instances.loginId')} required autoComplete="off" {...form.getInputProps('UserID')} />
          <PasswordInput
            label={t('instances.password')}
            description={editing ? t('instances.passwordKeep') : undefined}
            required={!editing}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('instances.togglePassword') }}
            {...form.getInputProps('Password')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={save.isPending}>{editing ? t('instances.save') : t('instances.add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
