import { useState } from 'react';
import { Anchor, Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Company } from '@app/contracts/jobs';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getCompanies, useCompanyStatuses } from '../api/companies.ts';
import { jobsKeys } from '../api/jobs-keys.ts';
import { CompanyModal } from '../components/company-modal.tsx';
import { RecruitersModal } from '../components/recruiters-modal.tsx';

const statusColor: Record<string, string> = { Prospect: 'gray', Active: 'teal', Paused: 'yellow', Closed: 'red' };

/** /admin/manage/Companies: the placement desk's client companies, their status and recruiter accounts. */
export function CompaniesPage() {
  const { t } = useTranslation('jobs');
  const fmt = useFormat();
  const statuses = useCompanyStatuses();
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Company | null>(null);
  const [open, setOpen] = useState(false);
  const [recruitersOf, setRecruitersOf] = useState<Company | null>(null);
  const statusLabel = (title: string) => t(`companies.status.${title}`, { defaultValue: title });

  const columns: DataTableColumn<Company>[] = [
    { id: 'CompanyName', header: t('companies.fields.name'), sortable: true, primary: true, cell: (c) => c.CompanyName },
    { id: 'CompanyWebsite', header: t('companies.fields.website'), cell: (c) => (c.CompanyWebsite ? <Anchor href={c.CompanyWebsite} target="_blank" rel="noopener noreferrer" size="sm">{c.CompanyWebsite.replace(/^https?:\/\//, '')}</Anchor> : '') , csv: (c) => c.CompanyWebsite },
    { id: 'CompanyStatus', header: t('companies.fields.status'), sortable: true, cell: (c) => <Badge variant="light" color={statusColor[c.CompanyStatusTitle] ?? 'blue'}>{statusLabel(c.CompanyStatusTitle)}</Badge>, csv: (c) => c.CompanyStatusTitle },
    { id: 'Subdomain', header: t('companies.fields.subdomain'), sortable: true, cell: (c) => c.Subdomain },
    { id: 'RegisteredEmailID', header: t('companies.fields.email'), cell: (c) => c.RegisteredEmailID },
    { id: 'Recruiters', header: t('companies.fields.recruiters'), cell: (c) => fmt.number(c.Recruiters) },
    { id: 'OpenJobs', header: t('companies.fields.openJobs'), cell: (c) => fmt.number(c.OpenJobs) },
    { id: 'CreatedOn', header: t('companies.fields.createdOn'), sortable: true, nowrap: true, cell: (c) => fmt.date(c.CreatedOn) },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('companies.title')}
        description={t('companies.lead')}
        actions={<Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => { setEditing(null); setOpen(true); }}>{t('companies.add')}</Button>}
      />
      <DataTable<Company, { status?: number }>
        label={t('companies.title')}
        queryKey={jobsKeys.companies}
        fetchPage={getCompanies}
        filters={status ? { status: Number(status) } : {}}
        filterControls={
          <NativeSelect
            label={t('companies.fields.status')}
            size="sm"
            w={{ base: '100%', xs: '12rem' }}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value)}
            data={[{ value: '', label: t('common.all') }, ...(statuses.data ?? []).map((s) => ({ value: String(s.ID), label: statusLabel(s.Title) }))]}
          />
        }
        columns={columns}
        rowKey={(c) => c.ID}
        searchLabel={t('companies.search')}
        csvFileName="companies"
        emptyText={t('companies.empty')}
        rowActions={(c) => (
          <Group gap={6} wrap="nowrap">
            <Button size="xs" variant="light" onClick={() => { setEditing(c); setOpen(true); }} aria-label={t('companies.editNamed', { name: c.CompanyName })}>{t('common.edit')}</Button>
            <Button size="xs" variant="default" onClick={() => setRecruitersOf(c)}>{t('companies.recruiters')}</Button>
          </Group>
        )}
      />
      <CompanyModal company={editing} opened={open} onClose={() => setOpen(false)} />
      <RecruitersModal company={recruitersOf} onClose={() => setRecruitersOf(null)} />
    </Stack>
  );
}
