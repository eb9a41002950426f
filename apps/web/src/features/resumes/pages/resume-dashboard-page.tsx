import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconFileCv, IconLockOpen, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useResumeDashboard } from '../api/resume-admin.ts';

function Bars({ title, rows }: { title: string; rows: { Name: string; Count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.Count));
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={3} fz="md" mb="sm">{title}</Title>
      <Stack gap={6}>
        {rows.map((r) => (
          <Group key={r.Name} gap="xs" wrap="nowrap">
            <Text size="sm" w={170} truncate>{r.Name}</Text>
            <div style={{ flex: 1, background: 'var(--mantine-color-blue-1)', borderRadius: 4 }}><div style={{ width: `${(r.Count / max) * 100}%`, height: 10, background: 'var(--mantine-color-blue-6)', borderRadius: 4 }} /></div>
            <Badge variant="light" size="sm">{r.Count}</Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** /Others/ResumeDashboard: resumes started, complete, shared, unmasked; skills, products, most searched skills. */
export function ResumeDashboardPage() {
  const { t } = useTranslation('resumes');
  const d = useResumeDashboard();
  return (
    <Stack gap="lg">
      <PageTitle title={t('dashboard.title')} />
      {d.isPending && <Skeleton h={300} />}
      {d.isError && <Alert color="red">{t('loadError')}</Alert>}
      {d.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <StatCard label={t('dashboard.started')} value={String(d.data.Started)} icon={IconFileCv} to="/Others/AllResumes" />
            <StatCard label={t('dashboard.complete')} value={String(d.data.Complete)} icon={IconEye} />
            <StatCard label={t('dashboard.shared')} value={String(d.data.Shared)} icon={IconShare} />
            <StatCard label={t('dashboard.unmasked')} value={String(d.data.UnmaskedOnRequest)} icon={IconLockOpen} caption={t('dashboard.pending', { count: d.data.PendingUnmask })} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Bars title={t('dashboard.skills')} rows={d.data.Skills} />
            <Bars title={t('dashboard.products')} rows={d.data.Products} />
            <Bars title={t('dashboard.searched')} rows={d.data.MostSearchedSkills} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
