import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { dashboardQuerySchema, type DashboardQuery } from '@app/contracts/dashboard';
import { PageSection, SectionError } from '../../../../ui/page-section.tsx';
import { useAdminDashboard } from '../api/get-admin-dashboard.ts';
import { KpiGrid } from './kpi-cards.tsx';

// The charts (recharts underneath) are their own chunk: the figures show first, the charts follow.
const DashboardCharts = lazy(() => import('./dashboard-charts.tsx').then((m) => ({ default: m.DashboardCharts })));

function ChartsLoading() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" aria-hidden>
      {[0, 1].map((i) => <Skeleton key={i} height={260} radius="md" />)}
    </SimpleGrid>
  );
}

/** The period picker: both dates or neither (the last 28 days), kept in the address so a view can be shared. */
function PeriodPicker({ from, to, onApply }: { from: string; to: string; onApply: (q: DashboardQuery) => void }) {
  const { t } = useTranslation('admin-dashboard');
  const [f, setF] = useState(from);
  const [tt, setT] = useState(to);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = dashboardQuerySchema.safeParse({ from: f || undefined, to: tt || undefined });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError(issue.message.includes('two years') ? t('period.tooLong') : issue.message.includes('on or after') ? t('period.order') : t('period.invalid'));
      return;
    }
    setError(null);
    onApply(parsed.data);
  };
  return (
    <form onSubmit={submit} aria-label={t('period.label')} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('period.from')} value={f} onChange={(e) => setF(e.currentTarget.value)} error={error ? true : undefined} w={170} data-testid="period-from" />
        <TextInput type="date" label={t('period.to')} value={tt} onChange={(e) => setT(e.currentTarget.value)} error={error ? true : undefined} w={170} data-testid="period-to" />
        <Button type="submit" variant="light">{t('period.apply')}</Button>
      </Group>
      {error ? <Text c="red" size="sm" mt={4} role="alert">{error}</Text> : null}
    </form>
  );
}

/** The admin dashboard's live figures: KPI cards with their change, then the charts, for the period in the address. */
export function AdminFigures() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const [params, setParams] = useSearchParams();
  const query: DashboardQuery = params.get('from') && params.get('to') ? { from: params.get('from')!, to: params.get('to')! } : {};
  const result = useAdminDashboard(query);
  const { data } = result;
  const fmt = (s: string) => new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${s}T00:00:00Z`));
  const apply = (q: DashboardQuery) => {
    const next = new URLSearchParams(params);
    if (q.from && q.to) {
      next.set('from', q.from);
      next.set('to', q.to);
    } else {
      next.delete('from');
      next.delete('to');
    }
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="xl">
      <PageSection id="dashboard-figures" title={t('title')} action={<PeriodPicker key={`${data?.From}-${data?.To}`} from={query.from ?? data?.From ?? ''} to={query.to ?? data?.To ?? ''} onApply={apply} />}>
        {data ? (
          <Text size="sm" c="dimmed" data-testid="dashboard-period">
            {t('period.showing', { from: fmt(data.From), to: fmt(data.To), prevFrom: fmt(data.PreviousFrom), prevTo: fmt(data.PreviousTo) })}
          </Text>
        ) : null}
        {result.isError && !data ? (
          <SectionError title={t('error')} error={result.error} onRetry={() => void result.refetch()} retrying={result.isFetching} />
        ) : result.isError ? (
          <Alert color="red" variant="light" role="alert">{t('error')}</Alert>
        ) : null}
        {!data && result.isPending ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md" role="status" aria-label={t('loading')}>
            {Array.from({ length: 8 }, (_, i) => <Card key={i} withBorder radius="md" padding="md"><Skeleton height={14} width="60%" mb="sm" /><Skeleton height={26} width="40%" /></Card>)}
          </SimpleGrid>
        ) : null}
        {data ? <div aria-busy={result.isFetching} style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}><KpiGrid kpis={data.Kpis} /></div> : null}
      </PageSection>
      {data ? (
        <PageSection id="dashboard-charts" title={t('charts.title')}>
          <Suspense fallback={<ChartsLoading />}>
            <DashboardCharts data={data} />
          </Suspense>
        </PageSection>
      ) : null}
    </Stack>
  );
}
