import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { subscriptionRowSchema } from '@app/contracts/capsules';
import { ConfirmModal } from '../../../ui/confirm-modal.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getSubscriptions, subscriptionsKey, useSubscriptionAction } from '../api/staff.ts';
import { PlansPanel } from '../components/plans-panel.tsx';

type Row = z.infer<typeof subscriptionRowSchema>;

/** /Others/CapsuleSubscription: the plans (add, change, withdraw), active and past subscriptions; extend by a month or cancel. */
export function SubscriptionsPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const act = useSubscriptionAction();
  const [status, setStatus] = useState('');
  const [cancelling, setCancelling] = useState<Row | null>(null);
  const columns: DataTableColumn<Row>[] = [
    { id: 'UserName', header: t('fields.learner'), sortable: true, primary: true, cell: (r) => `${r.UserName} (${r.UserEmail})`, csv: (r) => r.UserName },
    { id: 'PlanName', header: t('fields.plan'), sortable: true, cell: (r) => r.PlanName },
    { id: 'StartsOn', header: t('fields.startsOn'), sortable: true, cell: (r) => fmt.date(r.StartsOn) },
    { id: 'EndsOn', header: t('fields.endsOn'), sortable: true, cell: (r) => fmt.date(r.EndsOn) },
    { id: 'Status', header: t('fields.status'), cell: (r) => <Badge variant="light" color={r.Status === 'active' ? 'teal' : 'gray'}>{t(`subs.${r.Status}`)}</Badge>, csv: (r) => r.Status },
    { id: 'Source', header: t('fields.source'), cell: (r) => t(`subs.source.${r.Source}`) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('subs.title')} description={t('subs.lead')} />
      <PlansPanel />
      <Title order={2} size="h4">{t('subs.listTitle')}</Title>
      <DataTable<Row, { status?: Row['Status'] }>
        label={t('subs.title')} queryKey={subscriptionsKey} fetchPage={getSubscriptions} columns={columns} rowKey={(r) => r.ID}
        filters={status ? { status: status as Row['Status'] } : {}}
        filterControls={<NativeSelect label={t('fields.status')} size="sm" value={status} onChange={(e) => setStatus(e.currentTarget.value)}
          data={[{ value: '', label: t('filters.allStatuses') }, ...(['active', 'expired', 'cancelled'] as const).map((s) => ({ value: s, label: t(`subs.${s}`) }))]} />}
        rowActions={(r) => r.Status === 'cancelled' ? null : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" onClick={() => act.mutate({ id: r.ID, action: 'extend' })}>{t('subs.extend')}</Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => { act.reset(); setCancelling(r); }}>{t('subs.cancel')}</Button>
          </Group>
        )}
        searchLabel={t('subs.search')} csvFileName="capsule-subscriptions" emptyText={t('subs.empty')}
      />
      <ConfirmModal opened={cancelling !== null} onClose={() => setCancelling(null)} title={t('subs.cancelTitle')} confirmLabel={t('subs.cancelConfirm')} danger
        loading={act.isPending} error={act.isError ? errorMessage(act.error) : null}
        onConfirm={() => cancelling && act.mutate({ id: cancelling.ID, action: 'cancel' }, { onSuccess: () => setCancelling(null) })}>
        {cancelling ? t('subs.cancelText', { name: cancelling.UserName, plan: cancelling.PlanName }) : ''}
      </ConfirmModal>
    </Stack>
  );
}
