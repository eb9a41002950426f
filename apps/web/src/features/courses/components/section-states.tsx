import type { ReactNode } from 'react';
import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';

/** Placeholder cards while a dashboard section loads (announced once by the section's status text). */
export function SectionLoading({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} withBorder radius="md" padding="md" aria-hidden>
          <Skeleton height={16} width="50%" mb="sm" />
          <Skeleton height={10} width="90%" mb={6} />
          <Skeleton height={10} width="30%" />
        </Card>
      ))}
    </Stack>
  );
}

export function SectionError({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('courses');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('states.errorTitle')} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>{t('states.retry')}</Button>
      </Stack>
    </Alert>
  );
}

export function SectionEmpty({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="sm" ta="center">
        <span aria-hidden style={{ opacity: 0.55, display: 'inline-flex' }}>{icon}</span>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}
