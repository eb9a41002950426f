import { Badge, Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconChartBar, IconLogin, IconPlayerPlay, IconRotateClockwise } from '@tabler/icons-react';
import { useId } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { progressFilters, type ProgressFilter, type TestSeriesItem } from '@app/contracts/assessments';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { formatDuration } from '../../../lib/duration.ts';
import { loginPathFor } from '../../../lib/return-to.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getTestSeries, testSeriesKey, type TestSeriesFilters } from '../api/get-test-series.ts';
import { useTestSeriesFilters } from '../api/get-test-series-filters.ts';
import { useTestSession } from '../lib/test-session-store.ts';
import { attemptPath, canStart, progressColor } from '../lib/paths.ts';

/** /Test-Series: the catalogue of published series tests (public; progress and actions for signed-in learners). */
export function TestSeriesPage() {
  const { t } = useTranslation('test-series');
  const status = useAuthStore((s) => s.status);
  const signedIn = status === 'authenticated';
  const options = useTestSeriesFilters();
  const choices = options.data;
  const { level, category, subcategory, progress, setFilters } = useTestSession();

  const filters: TestSeriesFilters = {
    level: level ?? undefined,
    category: category ?? undefined,
    subcategory: subcategory ?? undefined,
    progress: signedIn ? progress : 'All',
  };

  const columns: DataTableColumn<TestSeriesItem>[] = [
    { id: 'Title', header: t('columns.title'), sortable: true, primary: true },
    {
      id: 'Description', header: t('columns.description'), csv: false,
      cell: (r) => <Text size="sm" lineClamp={3}>{r.Description || '—'}</Text>,
    },
    { id: 'Duration', header: t('columns.duration'), nowrap: true, cell: (r) => <span aria-label={t('durationLabel', { value: r.Duration })}>{r.Duration}</span> },
    { id: 'QuestionCount', header: t('columns.questions'), nowrap: true },
    {
      id: 'Attempts', header: t('columns.attempts'), nowrap: true,
      cell: (r) => (r.AttemptsAllowed === null ? t('attemptsUnlimited', { used: r.AttemptsUsed }) : t('attemptsOf', { used: r.AttemptsUsed, allowed: r.AttemptsAllowed })),
    },
    {
      id: 'Progress', header: t('columns.status'),
      cell: (r) => (
        <Group gap={6} wrap="wrap">
          <Badge variant="light" color={progressColor(r.Progress)}>{t(`progress.${r.Progress}`)}</Badge>
          {r.BestPercentage !== null ? (
            <Text span size="sm" c="dimmed">{t('best', { value: Math.round(r.BestPercentage * 10) / 10 })}</Text>
          ) : null}
          {r.Passed ? <Badge variant="outline" color="teal.9">{t('passed')}</Badge> : null}
        </Group>
      ),
    },
  ];

  const rowActions = (r: TestSeriesItem) => {
    if (!signedIn) {
      return (
        <Button
          component={Link}
          to={loginPathFor(attemptPath(r.ID))}
          size="xs"
          variant="light"
          leftSection={<IconLogin size={14} aria-hidden />}
          aria-label={t('actions.loginToStartNamed', { title: r.Title })}
        >
          {t('actions.loginToStart')}
        </Button>
      );
    }
    return (
      <>
        {r.OpenAttemptID !== null ? (
          <>
            <Button component={Link} to={attemptPath(r.ID)} size="xs" leftSection={<IconPlayerPlay size={14} aria-hidden />} aria-label={t('actions.resumeNamed', { title: r.Title })}>
              {t('actions.resume')}
            </Button>
            {r.OpenRemainingSeconds !== null ? (
              <Text size="xs" c="dimmed" data-testid="time-left">{t('timeLeft', { time: formatDuration(r.OpenRemainingSeconds) })}</Text>
            ) : null}
          </>
        ) : null}
        {canStart(r) ? (
          <Button
            component={Link}
            to={attemptPath(r.ID)}
            size="xs"
            leftSection={r.AttemptsUsed > 0 ? <IconRotateClockwise size={14} aria-hidden /> : <IconPlayerPlay size={14} aria-hidden />}
            aria-label={t(r.AttemptsUsed > 0 ? 'actions.reattemptNamed' : 'actions.startNamed', { title: r.Title })}
          >
            {t(r.AttemptsUsed > 0 ? 'actions.reattempt' : 'actions.start')}
          </Button>
        ) : null}
        {submittedAttempts(r) > 0 ? (
          <Button
            component={Link}
            to={`${attemptPath(r.ID)}?result=latest`}
            size="xs"
            variant="light"
            leftSection={<IconChartBar size={14} aria-hidden />}
            aria-label={t('actions.resultNamed', { title: r.Title })}
          >
            {t('actions.result')}
          </Button>
        ) : null}
      </>
    );
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('title')} description={signedIn ? t('lead') : t('leadVisitor')} />
      <DataTable<TestSeriesItem, TestSeriesFilters>
        label={t('listLabel')}
        queryKey={[...testSeriesKey, signedIn ? 'mine' : 'visitor']}
        fetchPage={getTestSeries}
        filters={filters}
        columns={columns}
        rowKey={(r) => r.ID}
        rowActions={rowActions}
        searchLabel={t('search')}
        viewToggle
        emptyText={progress !== 'All' && signedIn ? t('emptyFiltered') : t('empty')}
        filterControls={
          <>
            <MasterFilter label={t('filters.level')} entries={choices?.Levels} failed={options.isError} value={level} onChange={(v) => setFilters({ level: v })} />
            <MasterFilter label={t('filters.category')} entries={choices?.Categories} failed={options.isError} value={category} onChange={(v) => setFilters({ category: v })} />
            <MasterFilter label={t('filters.subcategory')} entries={choices?.Subcategories} failed={options.isError} value={subcategory} onChange={(v) => setFilters({ subcategory: v })} />
            {signedIn ? <ProgressControl value={progress} onChange={(v) => setFilters({ progress: v })} /> : null}
          </>
        }
      />
    </Stack>
  );
}

/** One filter over a master list; hidden when no series test uses that master (and nothing is chosen). */
function MasterFilter({ label, entries, failed, value, onChange }: {
  label: string; entries: { ID: number; Title: string }[] | undefined; failed: boolean; value: number | null; onChange: (v: number | null) => void;
}) {
  const { t } = useTranslation('test-series');
  const narrow = useMediaQuery('(max-width: 36em)');
  if (!failed && entries && entries.length === 0 && value === null) return null;
  return (
    <Select
      label={label}
      placeholder={t('filters.any')}
      data={(entries ?? []).map((e) => ({ value: String(e.ID), label: e.Title }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      clearable
      searchable
      nothingFoundMessage={t('filters.nothingFound')}
      error={failed ? t('filters.loadFailed') : undefined}
      comboboxProps={{ withinPortal: true }}
      // One filter a row on phones; side by side from a tablet's width.
      style={{ flex: narrow ? '1 1 100%' : '0 1 11rem', minWidth: '9rem' }}
    />
  );
}

function ProgressControl({ value, onChange }: { value: ProgressFilter; onChange: (v: ProgressFilter) => void }) {
  const { t } = useTranslation('test-series');
  const id = useId();
  // Four states side by side are wider than a phone: stacked there (390 px).
  const narrow = useMediaQuery('(max-width: 36em)');
  return (
    <Stack gap={4} w={narrow ? '100%' : undefined}>
      <Text id={id} size="sm" fw={500} component="span">{t('filters.progress')}</Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(v) => onChange(v as ProgressFilter)}
        data={progressFilters.map((p) => ({ value: p, label: t(`progress.${p}`) }))}
        size="sm"
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
      />
    </Stack>
  );
}

/** Attempts with a result: the open one counts as used but has none yet. */
const submittedAttempts = (r: Pick<TestSeriesItem, 'AttemptsUsed' | 'OpenAttemptID'>) => r.AttemptsUsed - (r.OpenAttemptID !== null ? 1 : 0);
