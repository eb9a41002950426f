import { Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The progress of one upload: the file name, a bar and the percentage (announced politely). */
export function UploadProgress({ fileName, fraction }: { fileName: string; fraction: number }) {
  const { t } = useTranslation('course-building');
  const percent = Math.round(fraction * 100);
  const label = t('upload.progress', { name: fileName, percent });
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" truncate="end">{t('upload.uploading', { name: fileName })}</Text>
        <Text size="sm" fw={600} aria-hidden>{percent}%</Text>
      </Group>
      <Progress value={percent} aria-label={label} animated={percent < 100} size="md" />
      <VisuallyHidden aria-live="polite">{percent === 100 ? t('upload.processing', { name: fileName }) : ''}</VisuallyHidden>
    </Stack>
  );
}

/** Bytes in a short human form (KB, MB) in the user's language. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let i = 0;
  while (n >= 1024 && i < units.length - 1) {
    n /= 1024;
    i += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: i === 0 ? 0 : 1 }).format(n)} ${units[i]}`;
}
