import { Card, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { builtWebRoutes, canRoleOpen } from '@app/contracts/web-routes';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { REPORTS_PATH } from '../lib/paths.ts';

/** /admin/manageReports: the reports hub; lists every built report (without route parameters) the role may open. */
export function ReportsHubPage() {
  const { t } = useTranslation('assessments-admin');
  const role = useAuthStore((s) => s.user?.role ?? null);
  const reports = builtWebRoutes.filter(
    (r) => r.path.startsWith(`${REPORTS_PATH}/`) && !r.path.includes(':') && canRoleOpen(r.path, role),
  );
  return (
    <Stack gap="lg">
      <PageTitle title={t('reports.hubTitle')} description={t('reports.hubLead')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" aria-label={t('reports.hubList')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {reports.map((r) => {
          const name = r.path.slice(REPORTS_PATH.length + 1);
          return (
            <li key={r.path}>
              <UnstyledButton component={Link} to={r.path} style={{ display: 'block', height: '100%' }}>
                <Card withBorder radius="md" p="lg" h="100%">
                  <Stack gap={6}>
                    <IconChartBar size={28} aria-hidden color="var(--mantine-primary-color-filled)" />
                    <Text fw={600} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                      {t(`reports.names.${name}`, { defaultValue: name })}
                      <IconChevronRight size={16} aria-hidden />
                    </Text>
                    <Text size="sm" c="dimmed">{t(`reports.descriptions.${name}`, { defaultValue: '' })}</Text>
                  </Stack>
                </Card>
              </UnstyledButton>
            </li>
          );
        })}
      </SimpleGrid>
      {reports.length === 0 ? <Text c="dimmed">{t('reports.hubEmpty')}</Text> : null}
    </Stack>
  );
}
