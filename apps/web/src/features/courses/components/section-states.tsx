import type { ReactNode } from 'react';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionError as UiSectionError } from '../../../ui/page-section.tsx';

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

/** A dashboard block that could not load (the shared error block with the learner dashboard's wording). */
export function SectionError(props: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('courses');
  return <UiSectionError title={t('states.errorTitle')} {...props} />;
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
