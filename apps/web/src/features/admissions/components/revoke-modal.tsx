import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { revokeBodySchema, type CertificateRow } from '@app/contracts/certificates';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { contractResolver, serverFieldErrors } from '../../../lib/form.ts';
import { notify } from '../../../lib/notify.ts';
import { useLast } from '../../../ui/use-last.ts';
import { useRevokeCertificate } from '../api/revoke-certificate.ts';

/** Revoke a certificate: a reason is required (it is shown on the public verification page). */
export function RevokeModal({ target, onClose }: { target: CertificateRow | null; onClose: () => void }) {
  const { t } = useTranslation(['admissions', 'common']);
  const revoke = useRevokeCertificate();
  const shown = useLast(target);
  const [error, setError] = useState<string | null>(null);
  const resolve = contractResolver(revokeBodySchema);
  const form = useForm({
    mode: 'controlled',
    initialValues: { Reason: '' },
    // The schema's rule (3 to 500 characters), said in the user's language.
    validate: (v) => {
      const errors = resolve(v);
      return errors.Reason ? { ...errors, Reason: t('certificates.reasonRequired') } : errors;
    },
  });

  useEffect(() => {
    if (!target) return;
    form.setValues({ Reason: '' });
    form.clearErrors();
    setError(null);
  }, [target]);

  const submit = form.onSubmit(({ Reason }) => {
    if (!target) return;
    setError(null);
    revoke.mutate(
      { id: target.ID, reason: Reason.trim() },
      {
        onSuccess: () => {
          notify(t('certificates.revoked', { name: target.UserName, course: target.CourseName }), 'success');
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errors.length > 0) form.setErrors(serverFieldErrors(e));
          else setError(errorMessage(e));
        },
      },
    );
  });

  return (
    <Modal
      opened={target !== null}
      onClose={revoke.isPending ? () => undefined : onClose}
      title={t('certificates.revokeTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('certificates.revokeText', { name: shown?.UserName ?? '', course: shown?.CourseName ?? '' })}</Text>
          {error ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert> : null}
          <Textarea
            label={t('certificates.reason')}
            description={t('certificates.reasonHint')}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            {...form.getInputProps('Reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={revoke.isPending}>{t('common:actions.cancel')}</Button>
            <Button type="submit" color="red" loading={revoke.isPending}>{t('certificates.revoke')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
