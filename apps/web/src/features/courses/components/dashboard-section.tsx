import type { ReactNode } from 'react';
import { Group, Stack, Title } from '@mantine/core';

/** One titled block of the learner dashboard (a landmark named by its heading). */
export function DashboardSection({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
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
