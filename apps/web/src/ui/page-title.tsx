import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/page-title.ts';

export interface PageTitleProps {
  title: string;
  description?: ReactNode;
  /** A link back to the parent screen. */
  back?: { to: string; label: string };
  /** Buttons at the right of the title. */
  actions?: ReactNode;
}

/** The heading block of a screen; also sets the document title ('%s | <brand>'). */
export function PageTitle({ title, description, back, actions }: PageTitleProps) {
  usePageTitle(title);
  return (
    <Stack gap={6}>
      {back ? (
        <Anchor component={Link} to={back.to} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, alignSelf: 'flex-start' }}>
          <IconChevronLeft size={16} aria-hidden />
          {back.label}
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 18rem' }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>{title}</Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {actions ? <Group gap="sm">{actions}</Group> : null}
      </Group>
    </Stack>
  );
}
