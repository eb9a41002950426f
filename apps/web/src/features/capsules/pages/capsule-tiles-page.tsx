import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useTiles } from '../api/staff.ts';

/** /Others/CapsuleTiles: per capsule, buyers, completions, badges and revenue. */
export function CapsuleTilesPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const tiles = useTiles();
  if (tiles.isPending) return <FullPageLoader label={t('player.loading')} />;
  if (tiles.isError) return <FullPageLoader error={errorMessage(tiles.error)} onRetry={() => void tiles.refetch()} />;
  const money = (minor: number, currency: 'INR' | 'USD') => new Intl.NumberFormat(fmt.locale, { style: 'currency', currency }).format(minor / 100);
  return (
    <Stack gap="lg">
      <PageTitle title={t('tiles.title')} description={t('tiles.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {tiles.data.map((c) => (
          <Card key={c.CapsuleID} withBorder radius="md" padding="lg">
            <Stack gap={6}>
              <Title order={2} fz="md">{c.Title}</Title>
              <Text size="sm">{t('tiles.buyers', { count: c.Buyers })} · {t('tiles.completions', { count: c.Completions })} · {t('tiles.badges', { count: c.Badges })}</Text>
              <Text fw={600}>{money(c.RevenueINR, 'INR')} · {money(c.RevenueUSD, 'USD')}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
