import { useState } from 'react';
import { NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { demoLeadSchema } from '@app/contracts/crm';
import { errorMessage } from '../../../lib/api-client.ts';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { demoLeadsKey, getDemoLeads, useLeadStatuses, useSetLeadStatus } from '../api/demo-leads.ts';

type Lead = z.infer<typeof demoLeadSchema>;

/** /Others/DemoUsersLeads: people who registered for a demo account, qualified through the status list. */
export function DemoLeadsPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const statuses = useLeadStatuses();
  const setStatus = useSetLeadStatus();
  const [status, setFilter] = useState('');
  const options = (statuses.data ?? []).map((s) => ({ value: String(s.ID), label: t(`leadStatus.${s.StatusName}`, { defaultValue: s.StatusName }) }));
  const columns: DataTableColumn<Lead>[] = [
    { id: 'ID', header: t('fields.ID'), sortable: true, cell: (r) => r.ID },
    { id: 'EmailID', header: t('fields.Email'), sortable: true, primary: true, cell: (r) => r.EmailID },
    {
      id: 'Status', header: t('fields.Status'), sortable: true, csv: (r) => r.StatusName,
      cell: (r) => (
        <NativeSelect size="xs" aria-label={t('leads.statusFor', { email: r.EmailID })} value={String(r.Status)} data={options}
          onChange={(e) => setStatus.mutate({ id: r.ID, Status: Number(e.currentTarget.value) }, {
            onSuccess: () => notifications.show({ color: 'green', message: t('leads.saved') }),
            onError: (err) => notifications.show({ color: 'red', message: errorMessage(err) }),
          })} />
      ),
    },
    { id: 'CreatedOn', header: t('fields.CreatedOn'), sortable: true, cell: (r) => fmt.dateTime(r.CreatedOn) },
    { id: 'UpdatedOn', header: t('fields.UpdatedOn'), sortable: true, cell: (r) => fmt.dateTime(r.UpdatedOn) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('leads.title')} description={t('leads.lead')} />
      <DataTable<Lead, { status?: number }>
        label={t('leads.title')} queryKey={demoLeadsKey} fetchPage={getDemoLeads} columns={columns} rowKey={(r) => r.ID}
        filters={status ? { status: Number(status) } : {}}
        filterControls={<NativeSelect label={t('fields.Status')} size="sm" value={status} onChange={(e) => setFilter(e.currentTarget.value)} data={[{ value: '', label: t('filters.allStatuses') }, ...options]} />}
        searchLabel={t('leads.search')} csvFileName="demo-leads" emptyText={t('leads.empty')}
      />
    </Stack>
  );
}
