import type { ComponentType } from 'react';
import { Card, Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

type Icon = ComponentType<{ size?: number | string; stroke?: number; 'aria-hidden'?: boolean }>;

export interface StatCardProps {
  label: string;
  /** The figure, already formatted. */
  value: string;
  /** What the figure counts ("14 entries"), read with it. */
  caption?: string;
  icon?: Icon;
  /** Makes the whole card a link. */
  to?: string;
}

/** A labelled figure; as a link the card's accessible name is its label and caption. */
export function StatCard({ label, value, caption, icon: IconC, to }: StatCardProps) {
  const content = (
    <Card withBorder padding="lg" radius="md" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {IconC ? (
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden><IconC size={22} stroke={1.5} /></ThemeIcon>
          ) : null}
          <div>
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              <Text span fz={22} fw={700} c="var(--mantine-color-text)">{value}</Text>{' '}
              {caption}
            </Text>
          </div>
        </Group>
        {to ? <IconChevronRight size={18} aria-hidden style={{ opacity: 0.5, flexShrink: 0 }} /> : null}
      </Group>
    </Card>
  );
  if (!to) return content;
  return (
    <UnstyledButton component={Link} to={to} style={{ display: 'block', height: '100%', borderRadius: 'var(--mantine-radius-md)' }}>
      {content}
    </UnstyledButton>
  );
}
