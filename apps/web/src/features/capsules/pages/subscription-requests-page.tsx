import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { subscriptionRequestRowSchema } from '@app/contracts/capsules';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getRequests, requestsKey, useDecideRequest } from '../api/staff.ts';

type Row = z.infer<typeof subscriptionRequestRowSchema>;

/** /subscriptionRequest: learners' subscription requests (e.g. employer-sponsored) to approve or reject. */
export function SubscriptionRequestsPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const decide = useDecideRequest();
  const [status, setStatus] = useState('pending');
  const columns: DataTableColumn<Row>[] = [
    { id: 'UserName', header: t('fields.learner'), sortable: true, primary: true, cell: (r) => `${r.UserName} (${r.UserEmail})`, csv: (r) => r.UserName },
    { id: 'PlanName', header: t('fields.plan'), sortable: true, cell: (r) => r.PlanName },
    { id: 'Sponsor', header: t('fields.sponsor'), cell: (r) => r.Sponsor },
    { id: 'Note', header: t('fields.note'), cell: (r) => r.Note },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, cell: (r) => fmt.date(r.CreatedOn) },
    { id: 'Status', header: t('fields.status'), sortable: true, cell: (r) => <Badge variant="light">{t(`requests.${r.Status}`)}</Badge>, csv: (r) => r.Status },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('requests.title')} description={t('requests.lead')} />
      <DataTable<Row, { status?: Row['Status'] }>
        label={t('requests.title')} queryKey={requestsKey} fetchPage={getRequests} columns={columns} rowKey={(r) => r.ID}
        filters={status ? { status: status as Row['Status'] } : {}}
        filterControls={<NativeSelect label={t('fields.status')} size="sm" value={status} onChange={(e) => setStatus(e.currentTarget.value)}
          data={[{ value: '', label: t('filters.allStatuses') }, ...(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`requests.${s}`) }))]} />}
        rowActions={(r) => r.Status !== 'pending' ? null : (
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="light" color="teal" onClick={() => decide.mutate({ id: r.ID, approve: true })}>{t('requests.approve')}</Button>
            <Button size="compact-xs" variant="light" color="red" onClick={() => decide.mutate({ id: r.ID, approve: false })}>{t('requests.reject')}</Button>
          </Group>
        )}
        searchLabel={t('requests.search')} csvFileName="subscription-requests" emptyText={t('requests.empty')}
      />
    </Stack>
  );
}
