import type { ReactNode } from 'react';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionError } from '../../../ui/page-section.tsx';

/** The shape of a home while its summary loads: a row of figures and two blocks, announced once. */
export function HomeLoading({ label, stats = 3 }: { label: string; stats?: number }) {
  return (
    <Stack gap="xl" role="status" aria-label={label} data-testid="home-skeleton">
      <SimpleGrid cols={{ base: 1, xs: Math.min(stats, 3), md: stats }} spacing="md" aria-hidden>
        {Array.from({ length: stats }, (_, i) => (
          <Card key={i} withBorder radius="md" padding="lg">
            <Skeleton height={14} width="60%" mb="sm" />
            <Skeleton height={24} width="30%" />
          </Card>
        ))}
      </SimpleGrid>
      {[0, 1].map((i) => (
        <Stack key={i} gap="sm" aria-hidden>
          <Skeleton height={22} width="30%" />
          <Card withBorder radius="md" padding="md">
            <Skeleton height={16} width="50%" mb="sm" />
            <Skeleton height={10} width="90%" mb={6} />
            <Skeleton height={10} width="35%" />
          </Card>
        </Stack>
      ))}
    </Stack>
  );
}

/** The home's summary could not load: the shared error block with the staff home's wording. */
export function HomeError(props: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('staff-home');
  return <SectionError title={t('states.errorTitle')} {...props} />;
}

/**
 * A home's summary in its three states: skeleton while it first loads, an error with a retry, then the content.
 * A failed refresh keeps showing the figures already there.
 */
export function HomeQuery<T>({ query, label, stats, children }: { query: UseQueryResult<T>; label: string; stats?: number; children: (data: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <HomeError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <HomeLoading label={label} stats={stats} />;
}

/** A kind word where a list is empty, with an optional next step. */
export function HomeEmpty({ icon, text, action }: { icon: ReactNode; text: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack align="center" gap="sm" ta="center">
        <span aria-hidden style={{ opacity: 0.55, display: 'inline-flex' }}>{icon}</span>
        <Text c="dimmed">{text}</Text>
        {action}
      </Stack>
    </Card>
  );
}

/** The draft/published badge of a course or test. */
export function StatusBadge({ status }: { status: 'draft' | 'published' }) {
  const { t } = useTranslation('staff-home');
  return <Badge variant="light" color={status === 'published' ? 'green' : 'gray'}>{t(`status.${status}`)}</Badge>;
}

export interface LinkRow {
  key: string | number;
  to: string;
  title: string;
  /** What follows the title: status, counts, when it changed. */
  meta?: ReactNode;
}

/** A short list of links under a heading of its own, in a card; `empty` when there is nothing to list. */
export function LinkListCard({ id, title, rows, empty, footer }: { id: string; title: string; rows: LinkRow[]; empty: string; footer?: { to: string; label: string } }) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h5" id={id}>{title}</Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">{empty}</Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((r) => (
              <li key={r.key}>
                <Anchor component={Link} to={r.to} fw={500} style={{ overflowWrap: 'anywhere' }}>{r.title}</Anchor>
                {r.meta ? <Group gap={6} mt={2} wrap="wrap">{r.meta}</Group> : null}
              </li>
            ))}
          </Stack>
        )}
        {footer ? <Anchor component={Link} to={footer.to} size="sm" mt="auto">{footer.label}</Anchor> : null}
      </Stack>
    </Card>
  );
}
