import type { ReactNode } from 'react';
import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homeRouteFor } from '@app/contracts/roles';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { usePageTitle } from '../../../lib/page-title.ts';

/** Full-page status screen (not found, unauthorized, invalid access) with a way home. */
export function StatusPage({ code, icon, title, text, actions }: { code: string; icon: ReactNode; title: string; text: string; actions?: ReactNode }) {
  const { t } = useTranslation('public');
  usePageTitle(title);
  const role = useAuthStore((s) => s.user?.role ?? null);
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" ta="center" maw={520} gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>{icon}</ThemeIcon>
        <Text fw={700} c="dimmed" size="sm" aria-hidden>{code}</Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed" size="lg">{text}</Text>
        <Group justify="center" mt="sm">
          <Button component={Link} to={homeRouteFor(role)}>{t('status.home')}</Button>
          {actions}
        </Group>
      </Stack>
    </Center>
  );
}
