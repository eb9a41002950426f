import { Anchor, Badge, Button, Group, NativeSelect } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { capsuleAdminRowSchema } from '@app/contracts/capsules';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '@mantine/core';
import { adminKey, getAdminCapsules } from '../api/staff.ts';

type Row = z.infer<typeof capsuleAdminRowSchema>;

/** /Trainings/AllCapsules: every capsule (draft and published) with its learners and badges; build a new one. */
export function AllCapsulesPage() {
  const { t } = useTranslation('capsules');
  const fmt = useFormat();
  const [status, setStatus] = useState('');
  const columns: DataTableColumn<Row>[] = [
    { id: 'Title', header: t('fields.title'), sortable: true, primary: true, cell: (r) => <Anchor component={Link} to={`/Trainings/capsule/${r.ID}`} fw={600}>{r.Title}</Anchor>, csv: (r) => r.Title },
    { id: 'ProductName', header: t('fields.product'), sortable: true, cell: (r) => r.ProductName },
    { id: 'ModuleName', header: t('fields.module'), sortable: true, cell: (r) => r.ModuleName },
    { id: 'Status', header: t('fields.status'), sortable: true, cell: (r) => <Badge color={r.Status === 'published' ? 'teal' : 'gray'} variant="light">{t(`status.${r.Status}`)}</Badge>, csv: (r) => r.Status },
    { id: 'Learners', header: t('fields.learners'), sortable: true, cell: (r) => <Anchor component={Link} to={`/admin/manage/CapsuleProfile/${r.ID}`}>{fmt.number(r.Learners)}</Anchor>, csv: (r) => r.Learners },
    { id: 'Badges', header: t('fields.badges'), sortable: true, cell: (r) => fmt.number(r.Badges) },
    { id: 'UpdatedOn', header: t('fields.updatedOn'), sortable: true, nowrap: true, cell: (r) => fmt.date(r.UpdatedOn) },
  ];
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} description={t('admin.lead')}
        actions={<Button component={Link} to="/Trainings/capsule/new" leftSection={<IconPlus size={16} aria-hidden />}>{t('admin.new')}</Button>} />
      <DataTable<Row, { status?: 'draft' | 'published' }>
        label={t('admin.tableLabel')} queryKey={adminKey} fetchPage={getAdminCapsules} columns={columns} rowKey={(r) => r.ID}
        filters={status ? { status: status as 'draft' | 'published' } : {}}
        filterControls={<NativeSelect label={t('fields.status')} size="sm" value={status} onChange={(e) => setStatus(e.currentTarget.value)}
          data={[{ value: '', label: t('filters.allStatuses') }, { value: 'draft', label: t('status.draft') }, { value: 'published', label: t('status.published') }]} />}
        searchLabel={t('admin.search')} csvFileName="capsules" emptyText={t('admin.empty')}
      />
      <Group />
    </Stack>
  );
}
