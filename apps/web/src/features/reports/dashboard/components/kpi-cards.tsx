import { Badge, Card, Group, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconChevronRight, IconMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Kpi, KpiKey } from '@app/contracts/dashboard';

/** The screen that explains each figure (a card drills down to it). */
export const kpiTargets: Record<KpiKey, string> = {
  enquiries: '/enquiries/all',
  conversion: '/enquiryStatus',
  admissions: '/admin/manage/admissions',
  revenueINR: '/admin/manage/payments',
  revenueUSD: '/admin/manage/payments',
  activeLearners: '/Others/ActiveUsersList',
  completions: '/admin/manage/admissions',
  certificates: '/Trainings/allCertificates',
  badges: '/Others/CapsuleProgress',
  checking: '/Trainings/assignmentChecking',
  openTickets: '/manageSupport',
  firstResponse: '/manageSupport',
  invitationsAccepted: '/Others/JobInvitationReport',
  forumReports: '/ForumDashboard',
};

/** Figures where a fall is the good news. */
const lowerIsBetter: ReadonlySet<KpiKey> = new Set(['firstResponse', 'checking', 'openTickets', 'forumReports']);

/** Formats one figure in the reader's language: counts, percentages, money (minor units) and hours. */
export function useKpiFormat() {
  const { t, i18n } = useTranslation('admin-dashboard');
  const locale = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return (k: Pick<Kpi, 'Unit' | 'Currency'>, v: number | null): string => {
    if (v === null) return t('none');
    switch (k.Unit) {
      case 'money':
        return new Intl.NumberFormat(locale, { style: 'currency', currency: k.Currency ?? 'INR', maximumFractionDigits: 0 }).format(v / 100);
      case 'percent':
        return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(v / 100);
      case 'hours':
        return t('hours', { count: v, value: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(v) });
      default:
        return new Intl.NumberFormat(locale).format(v);
    }
  };
}

function Change({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useKpiFormat();
  if (kpi.Previous === null || kpi.Value === null) return null;
  const diff = kpi.Value - kpi.Previous;
  const better = diff === 0 ? null : (diff < 0) === lowerIsBetter.has(kpi.Key);
  const pct = kpi.Previous === 0 ? null : Math.round((diff / kpi.Previous) * 100);
  const Icon = diff > 0 ? IconArrowUpRight : diff < 0 ? IconArrowDownRight : IconMinus;
  const label = diff === 0 ? t('change.same') : pct === null ? t('change.fromNone') : t('change.pct', { pct: `${pct > 0 ? '+' : ''}${pct}` });
  return (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="light"
        color={better === null ? 'gray' : better ? 'teal' : 'red'}
        leftSection={<Icon size={14} aria-hidden />}
        data-testid={`kpi-change-${kpi.Key}`}
      >
        {label}
      </Badge>
      <Text size="xs" c="dimmed">{t('change.previous', { value: format(kpi, kpi.Previous) })}</Text>
    </Group>
  );
}

/** The detail line some figures carry: the oldest waiting check, unanswered tickets, reports pending now. */
function Detail({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useKpiFormat();
  if (kpi.Detail === null) return null;
  const text =
    kpi.Key === 'checking' ? t('detail.oldest', { age: format({ Unit: 'hours', Currency: null }, kpi.Detail) })
    : kpi.Key === 'openTickets' ? t('detail.unanswered', { count: kpi.Detail })
    : t('detail.pending', { count: kpi.Detail });
  return <Text size="xs" c="dimmed">{text}</Text>;
}

/** One KPI card: the figure, its change against the previous period, and a link to the screen that explains it. */
export function KpiCard({ kpi }: { kpi: Kpi }) {
  const { t } = useTranslation('admin-dashboard');
  const format = useKpiFormat();
  const value = format(kpi, kpi.Value);
  return (
    <UnstyledButton
      component={Link}
      to={kpiTargets[kpi.Key]}
      data-testid={`kpi-${kpi.Key}`}
      aria-label={`${t(`kpi.${kpi.Key}`)}: ${value}. ${t('open')}`}
      style={{ display: 'block', height: '100%', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Card withBorder padding="md" radius="md" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text size="sm" fw={600} c="dimmed">{t(`kpi.${kpi.Key}`)}</Text>
          <IconChevronRight size={16} aria-hidden style={{ opacity: 0.5, flexShrink: 0 }} />
        </Group>
        <Text fz={26} fw={700} mt={4} data-testid={`kpi-value-${kpi.Key}`}>{value}</Text>
        <Text size="xs" c="dimmed" mb={6}>{t(`hint.${kpi.Key}`)}</Text>
        <Change kpi={kpi} />
        <Detail kpi={kpi} />
      </Card>
    </UnstyledButton>
  );
}

export function KpiGrid({ kpis }: { kpis: Kpi[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      {kpis.map((k) => <KpiCard key={k.Key} kpi={k} />)}
    </SimpleGrid>
  );
}
