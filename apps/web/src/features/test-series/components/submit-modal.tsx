import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Submit confirmation listing the unanswered questions (each a link back to it). */
export function SubmitModal({ opened, onClose, onConfirm, unanswered, flagged, loading, error, onGoTo }: {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** 1-based numbers of unanswered questions. */
  unanswered: number[];
  flagged: number[];
  loading: boolean;
  error: string | null;
  onGoTo: (number: number) => void;
}) {
  const { t } = useTranslation(['test-series', 'common']);
  return (
    <Modal
      opened={opened}
      onClose={loading ? () => undefined : onClose}
      title={t('test-series:submit.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        {unanswered.length === 0 ? (
          <Text>{t('test-series:submit.allAnswered')}</Text>
        ) : (
          <Stack gap={6}>
            <Text>{t('test-series:submit.unanswered', { count: unanswered.length })}</Text>
            <List size="sm" aria-label={t('test-series:submit.unansweredList')} style={{ columns: unanswered.length > 6 ? 2 : 1 }}>
              {unanswered.map((n) => (
                <List.Item key={n}>
                  <Anchor component="button" type="button" size="sm" onClick={() => onGoTo(n)}>
                    {t('test-series:submit.question', { number: n })}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {flagged.length > 0 ? (
          <Text size="sm" c="dimmed">{t('test-series:submit.flagged', { count: flagged.length, list: flagged.join(', ') })}</Text>
        ) : null}
        <Text size="sm">{t('test-series:submit.final')}</Text>
        {error ? <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">{error}</Alert> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>{t('test-series:submit.keepGoing')}</Button>
          <Button onClick={onConfirm} loading={loading} data-autofocus>{t('test-series:submit.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
