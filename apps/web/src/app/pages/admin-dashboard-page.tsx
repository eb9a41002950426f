import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../lib/auth-store.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { AdminFigures } from '../../features/reports/dashboard/components/admin-figures.tsx';
import { itemTarget, type MenuItem } from '../shell/menus.ts';
import { useMenu } from '../shell/use-menu.ts';

/** /admindashboard: the admin kind's landing screen: the academy's figures and trends, then a link to every admin screen built. */
export function AdminDashboardPage() {
  const { t } = useTranslation(['admin', 'menu']);
  usePageTitle(t('admin:dashboard.title'));
  const user = useAuthStore((s) => s.user);
  const links = useMenu()
    .flatMap((m): MenuItem[] => m.children ?? [m])
    .filter((m) => !m.href && itemTarget(m) !== '/admindashboard' && itemTarget(m) !== '/home');
  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{t('admin:dashboard.welcome', { name: user?.firstName || user?.name || '' })}</Title>
        <Text c="dimmed" size="lg">{t('admin:dashboard.lead')}</Text>
      </Stack>
      <AdminFigures />
      <section aria-labelledby="admin-shortcuts">
        <Title order={2} size="h3" id="admin-shortcuts" mb="md">{t('admin:dashboard.shortcuts')}</Title>
        {links.length === 0 ? (
          <Card withBorder padding="lg"><Text>{t('admin:dashboard.empty')}</Text></Card>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
            {links.map((m) => (
              <UnstyledButton key={m.label} component={Link} to={itemTarget(m)!}>
                <Card withBorder padding="lg" h="100%">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden><m.icon size={22} stroke={1.5} /></ThemeIcon>
                  <Text fw={600} mt="sm">{t(`menu:${m.label}`)}</Text>
                </Card>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        )}
      </section>
    </Stack>
  );
}
