import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Centered spinner for whole-page waits; with `onRetry` it becomes an error state with a retry button. */
export function FullPageLoader({ label, error, onRetry }: { label?: string; error?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" role={error ? 'alert' : 'status'} aria-live="polite">
        {error ? null : <Loader aria-hidden />}
        <Text c={error ? undefined : 'dimmed'} ta="center">{error ?? label ?? t('loading')}</Text>
        {onRetry ? <Button onClick={onRetry}>{t('actions.retry')}</Button> : null}
      </Stack>
    </Center>
  );
}
