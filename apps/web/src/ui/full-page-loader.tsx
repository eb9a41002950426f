import { Button, Center, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Whole-page waits: the shape of a page (title, lead, content blocks) as skeletons under the shell that is
 * already drawn, instead of a bare "Loading…"; the label is announced to screen readers. With `error` it is an
 * error state, with `onRetry` a retry button.
 */
export function FullPageLoader({ label, error, onRetry }: { label?: string; error?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  if (error || onRetry) {
    return (
      <Center mih="60vh" p="md">
        <Stack align="center" gap="sm" role="alert" aria-live="polite">
          <Text ta="center">{error ?? label ?? t('loading')}</Text>
          {onRetry ? <Button onClick={onRetry}>{t('actions.retry')}</Button> : null}
        </Stack>
      </Center>
    );
  }
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton">
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
      <Skeleton height={34} width="45%" radius="sm" />
      <Skeleton height={14} width="70%" radius="sm" />
      <Skeleton height={14} width="55%" radius="sm" />
      <Skeleton height={160} mt="sm" radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
