import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProgressRow } from '@app/contracts/capsules';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { downloadProgressCsv, getProgress, progressKey, useTiles, type ProgressFilters } from '../api/staff.ts';
import { YesNo } from '../components/yes-no.tsx';

/** /Others/CapsuleProgress: CapsuleName, VideoBought, Test1Completed, Test2Completed, BadgeClaimed per learner and capsule; filters; CSV. */
export function CapsuleProgressPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const tiles = useTiles();
  const [capsule, setCapsule] = useState('');
  const [stage, setStage] = useState('');
  const filters: ProgressFilters = { ...(capsule ? { capsule: Number(capsule) } : {}), ...(stage ? { stage: stage as ProgressFilters['stage'] } : {}) };
  const columns: DataTableColumn<ProgressRow>[] = [
    { id: 'CapsuleName', header: t('fields.capsule'), sortable: true, cell: (r) => <Anchor component={Link} to={`/admin/manage/CapsuleProfile/${r.CapsuleID}`}>{r.CapsuleName}</Anchor>, csv: (r) => r.CapsuleName },
    {
      id: 'UserName', header: t('fields.learner'), sortable: true, primary: true, csv: (r) => r.UserName,
      cell: (r) => <Stack gap={0}><Anchor component={Link} to={`/Others/CapsuleUserProgress/${r.CapsuleID}/${r.ProgressID}`} fw={600}>{r.UserName}</Anchor><Text size="xs" c="dimmed">{r.UserEmail}</Text></Stack>,
    },
    { id: 'VideoBought', header: t('fields.videoBought'), sortable: true, cell: (r) => <YesNo v={r.VideoBought} />, csv: (r) => r.VideoBought },
    { id: 'Test1Completed', header: t('fields.test1'), sortable: true, cell: (r) => <YesNo v={r.Test1Completed} />, csv: (r) => r.Test1Completed },
    { id: 'Test2Completed', header: t('fields.test2'), sortable: true, cell: (r) => <YesNo v={r.Test2Completed} />, csv: (r) => r.Test2Completed },
    { id: 'BadgeClaimed', header: t('fields.badgeClaimed'), sortable: true, cell: (r) => <YesNo v={r.BadgeClaimed} />, csv: (r) => r.BadgeClaimed },
    { id: 'UpdatedOn', header: t('fields.updatedOn'), sortable: true, nowrap: true, cell: (r) => fmt.dateTime(r.UpdatedOn) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle
        title={t('progressReport.title')} description={t('progressReport.lead')}
        actions={(
          <Group gap="xs">
            <Button component={Link} to="/Others/CapsuleTiles" variant="default" size="xs">{t('tiles.title')}</Button>
            <Button component={Link} to="/Others/CapsuleSubscription" variant="default" size="xs">{t('subs.title')}</Button>
            <Button component={Link} to="/subscriptionRequest" variant="default" size="xs">{t('requests.title')}</Button>
          </Group>
        )}
      />
      <DataTable<ProgressRow, ProgressFilters>
        label={t('progressReport.tableLabel')} queryKey={progressKey} fetchPage={getProgress} columns={columns} rowKey={(r) => r.ProgressID} filters={filters}
        filterControls={(
          <>
            <NativeSelect label={t('fields.capsule')} size="sm" w={{ base: '100%', xs: '14rem' }} value={capsule} onChange={(e) => setCapsule(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.allCapsules') }, ...(tiles.data ?? []).map((c) => ({ value: String(c.CapsuleID), label: c.Title }))]} />
            <NativeSelect label={t('filters.stage')} size="sm" w={{ base: '100%', xs: '12rem' }} value={stage} onChange={(e) => setStage(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.anyStage') }, ...(['bought', 'test1', 'test2', 'badge'] as const).map((s) => ({ value: s, label: t(`progress.${s}`) }))]} />
          </>
        )}
        serverCsv={(q) => downloadProgressCsv({ ...q, ...filters })}
        searchLabel={t('progressReport.search')} emptyText={t('progressReport.empty')}
      />
    </Stack>
  );
}
