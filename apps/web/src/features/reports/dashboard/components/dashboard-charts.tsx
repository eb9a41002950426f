import type { ReactNode } from 'react';
import '@mantine/charts/styles.css';
import { BarChart, FunnelChart, LineChart } from '@mantine/charts';
import { Card, SimpleGrid, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminDashboard } from '@app/contracts/dashboard';

/*
 * The dashboard's charts (@mantine/charts on recharts), loaded in their own chunk after the figures. Each chart is
 * drawn for the eye and hidden from screen readers, which read the same numbers from the table under it.
 */

type Column<R> = { label: string; value: (r: R) => string | number };

function ChartCard<R>({ id, title, lead, rows, columns, children }: { id: string; title: string; lead: string; rows: R[]; columns: Column<R>[]; children: ReactNode }) {
  const { t } = useTranslation('admin-dashboard');
  return (
    <Card withBorder radius="md" padding="md" component="figure" m={0} aria-labelledby={`${id}-title`} data-testid={`chart-${id}`}>
      <Title order={3} size="h5" id={`${id}-title`}>{title}</Title>
      <Text size="xs" c="dimmed" mb="sm">{lead}</Text>
      {/* inert: hidden from screen readers and out of the tab order (recharts makes its chart focusable) */}
      <div aria-hidden inert>{children}</div>
      <VisuallyHidden>
        <Table>
          <caption>{t('charts.tableOf', { title })}</caption>
          <thead><tr>{columns.map((c) => <th key={c.label} scope="col">{c.label}</th>)}</tr></thead>
          <tbody>
            {rows.length === 0 ? <tr><td colSpan={columns.length}>{t('charts.empty')}</td></tr> : null}
            {rows.map((r, i) => <tr key={i}>{columns.map((c) => <td key={c.label}>{c.value(r)}</td>)}</tr>)}
          </tbody>
        </Table>
      </VisuallyHidden>
    </Card>
  );
}

export function DashboardCharts({ data }: { data: AdminDashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const day = (s: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${s}T00:00:00Z`));
  const money = (currency: string) => (v: number) => new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(v);
  const weeks = data.Weeks.map((w) => ({ ...w, Label: day(w.Week), INR: w.RevenueINR / 100, USD: w.RevenueUSD / 100 }));
  const funnel = [
    { name: t('funnel.enquiries'), value: data.Funnel.Enquiries, color: 'blue.6' },
    { name: t('funnel.admissions'), value: data.Funnel.Admissions, color: 'cyan.6' },
    { name: t('funnel.completions'), value: data.Funnel.Completions, color: 'teal.6' },
    { name: t('funnel.placed'), value: data.Funnel.Placed, color: 'green.6' },
  ];
  const days = data.ActiveDays.map((d) => ({ ...d, Label: day(d.Day) }));
  const backlog = data.Backlog.map((b) => ({ ...b, Name: b.MentorName ?? t('backlog.noMentor') }));
  const num = (v: number) => new Intl.NumberFormat(locale).format(v);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard id="admissions" title={t('charts.admissions')} lead={t('charts.admissionsLead')} rows={weeks}
        columns={[{ label: t('charts.week'), value: (w) => w.Label }, { label: t('kpi.admissions'), value: (w) => num(w.Admissions) }]}>
        <BarChart h={220} data={weeks} dataKey="Label" series={[{ name: 'Admissions', label: t('kpi.admissions'), color: 'blue.6' }]} tickLine="y" valueFormatter={num} />
      </ChartCard>
      <ChartCard id="revenue" title={t('charts.revenue')} lead={t('charts.revenueLead')} rows={weeks}
        columns={[{ label: t('charts.week'), value: (w) => w.Label }, { label: 'INR', value: (w) => money('INR')(w.INR) }, { label: 'USD', value: (w) => money('USD')(w.USD) }]}>
        <LineChart h={220} data={weeks} dataKey="Label" withLegend withRightYAxis curveType="monotone"
          series={[{ name: 'INR', color: 'indigo.6' }, { name: 'USD', color: 'orange.6', yAxisId: 'right' }]} />
      </ChartCard>
      <ChartCard id="funnel" title={t('charts.funnel')} lead={t('charts.funnelLead')} rows={funnel}
        columns={[{ label: t('charts.stage'), value: (f) => f.name }, { label: t('charts.people'), value: (f) => num(f.value) }]}>
        <FunnelChart h={220} data={funnel} withLabels labelsPosition="right" size={200} valueFormatter={num} />
      </ChartCard>
      <ChartCard id="active" title={t('charts.active')} lead={t('charts.activeLead')} rows={days}
        columns={[{ label: t('charts.day'), value: (d) => d.Label }, { label: t('charts.learners'), value: (d) => num(d.Learners) }]}>
        <LineChart h={220} data={days} dataKey="Label" series={[{ name: 'Learners', label: t('charts.learners'), color: 'teal.6' }]} curveType="linear" withDots={days.length <= 31} valueFormatter={num} />
      </ChartCard>
      <ChartCard id="backlog" title={t('charts.backlog')} lead={t('charts.backlogLead')} rows={backlog}
        columns={[{ label: t('charts.mentor'), value: (b) => b.Name }, { label: t('charts.waiting'), value: (b) => num(b.Waiting) }, { label: t('charts.oldest'), value: (b) => t('hours', { count: b.OldestHours, value: num(b.OldestHours) }) }]}>
        {backlog.length === 0 ? (
          <Text c="dimmed" size="sm">{t('backlog.empty')}</Text>
        ) : (
          <BarChart h={Math.max(120, backlog.length * 40)} data={backlog} dataKey="Name" orientation="vertical" yAxisProps={{ width: 120 }}
            series={[{ name: 'Waiting', label: t('charts.waiting'), color: 'orange.6' }]} valueFormatter={num} />
        )}
      </ChartCard>
    </SimpleGrid>
  );
}
