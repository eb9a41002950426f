import type { ReactNode } from 'react';
import { Box, Stack, Text, Title } from '@mantine/core';

/** The heading band every public content page starts with. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  return (
    <Box
      py={{ base: 'xl', md: 48 }}
      px={{ base: 'md', md: 'xl' }}
      mb="xl"
      style={{
        borderRadius: 'var(--mantine-radius-default)',
        background: 'linear-gradient(135deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-body) 100%)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Stack gap="sm" maw={760}>
        {eyebrow ? <Text fw={700} tt="uppercase" size="sm" c="var(--mantine-primary-color-light-color)">{eyebrow}</Text> : null}
        <Title order={1} fz={{ base: 28, sm: 36, md: 42 }} lh={1.15}>{title}</Title>
        {lead ? <Text size="lg" c="dimmed">{lead}</Text> : null}
        {children}
      </Stack>
    </Box>
  );
}
