import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { ErrorState } from '../../../ui/data-table-parts.tsx';
import { useMasterTypes } from '../api/get-master-types.ts';
import { masterIcons } from '../components/master-icons.ts';

/** /Others/masters: every master type with its entry count, each a link to its entries. */
export function MastersPage() {
  const { t } = useTranslation('masters');
  const { number } = useFormat();
  const types = useMasterTypes();
  return (
    <Stack gap="xl">
      <PageTitle title={t('title')} description={t('lead')} />
      {types.isError ? (
        <ErrorState message={errorMessage(types.error)} onRetry={() => void types.refetch()} retrying={types.isFetching} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
          spacing="md"
          aria-label={t('typesLabel')}
          aria-busy={types.isPending || undefined}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {types.isPending
            ? Array.from({ length: 8 }, (_, i) => <li key={i} aria-hidden><Skeleton height={92} radius="md" /></li>)
            : types.data.map(({ type, count }) => (
                <li key={type}>
                  <StatCard
                    label={t(`types.${type}`)}
                    value={number(count)}
                    caption={t('entryCount', { count })}
                    icon={masterIcons[type]}
                    to={`/Others/manageMasters/${type}`}
                  />
                </li>
              ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
