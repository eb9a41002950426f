import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { masterTitleBodySchema, type MasterEntry } from '@app/contracts/masters';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { useLast } from '../../../ui/use-last.ts';

export interface MasterEntryModalProps {
  /** null: closed; 'new': add; an entry: rename it. */
  target: MasterEntry | 'new' | null;
  typeLabel: string;
  onClose: () => void;
  onSubmit: (title: string) => Promise<unknown>;
}

/** Add or rename a master entry; the title is checked with the contract schema, a 409 lands on the field. */
export function MasterEntryModal({ target, typeLabel, onClose, onSubmit }: MasterEntryModalProps) {
  const { t } = useTranslation(['masters', 'common']);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { Title: '' },
    validate: contractResolver(masterTitleBodySchema),
  });
  const opened = target !== null;
  const shown = useLast(target);
  const renaming = shown !== null && shown !== 'new';

  useEffect(() => {
    if (!opened) return;
    form.setValues({ Title: target !== 'new' ? target.Title : '' });
    form.resetDirty();
    form.clearErrors();
    setFormError(null);
  }, [target]);

  const submit = form.onSubmit(async ({ Title }) => {
    setFormError(null);
    setSaving(true);
    try {
      await onSubmit(Title.trim());
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') form.setFieldError('Title', t('masters:duplicate'));
      else if (error instanceof ApiError && error.errors.length > 0) form.setErrors(serverFieldErrors(error));
      else setFormError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={saving ? () => undefined : onClose}
      title={renaming ? t('masters:renameTitle', { title: shown.Title }) : t('masters:addTitle', { type: typeLabel })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{formError}</Alert>
          ) : null}
          <TextInput
            label={t('masters:fields.title')}
            required
            data-autofocus
            autoComplete="off"
            {...form.getInputProps('Title')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>{t('common:actions.cancel')}</Button>
            <Button type="submit" loading={saving}>{renaming ? t('masters:rename') : t('masters:add')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
