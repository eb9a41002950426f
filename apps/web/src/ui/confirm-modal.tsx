import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: string;
  children: ReactNode;
  /** Text of the confirm button (its accessible name). */
  confirmLabel: string;
  /** Red for destructive actions. */
  danger?: boolean;
  loading?: boolean;
  /** Error of the last attempt, shown in the dialog. */
  error?: string | null;
}

/** A confirmation dialog (rendered by the screen: the app has no ModalsProvider, see apps/web/README.md). */
export function ConfirmModal({ opened, onClose, onConfirm, title, children, confirmLabel, danger, loading, error }: ConfirmModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>{t('actions.cancel')}</Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
