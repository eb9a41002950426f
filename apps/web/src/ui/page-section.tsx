import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';

/** One titled block of a dashboard or home page (a landmark named by its heading), with an optional action. */
export function PageSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Title order={2} size="h3" id={id}>{title}</Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

/** A block that could not load: what went wrong, in the page's words, and a retry. */
export function SectionError({ title, error, onRetry, retrying }: { title: string; error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>{t('actions.retry')}</Button>
      </Stack>
    </Alert>
  );
}
