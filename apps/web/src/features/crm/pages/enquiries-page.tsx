import { useState } from 'react';
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconFileSpreadsheet, IconLayoutKanban, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { enquirySources, enquiryStatuses, type Enquiry, type EnquiryStatus } from '@app/contracts/crm';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { enquiriesKey, exportEnquiries, getEnquiries, useEnquiryOwners, type EnquiryFilters } from '../api/enquiries.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { StatusBadge } from '../components/status-badge.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /enquiries/{status} ('all' for every status): the admissions team's enquiries with filters and exports. */
export function EnquiriesPage() {
  const { t } = useTranslation('crm');
  const fmt = useFormat();
  const navigate = useNavigate();
  const { status: statusParam = 'all' } = useParams();
  const status = (enquiryStatuses as readonly string[]).find((s) => s.toLowerCase() === statusParam.toLowerCase()) as EnquiryStatus | undefined;
  const owners = useEnquiryOwners();
  const [source, setSource] = useState('');
  const [city, setCity] = useState('');
  const [owner, setOwner] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [exporting, setExporting] = useState(false);

  const filters: EnquiryFilters = {
    ...(status ? { status } : {}),
    ...(source ? { source: source as EnquiryFilters['source'] } : {}),
    ...(city.trim().length >= 2 ? { city: city.trim() } : {}),
    ...(owner ? { ownerId: Number(owner) } : {}),
    ...(DAY.test(from) ? { fromDate: from } : {}),
    ...(DAY.test(to) ? { toDate: to } : {}),
  };

  const columns: DataTableColumn<Enquiry>[] = [
    { id: 'ID', header: t('fields.ID'), sortable: true, cell: (r) => r.ID },
    { id: 'CreatedOn', header: t('fields.CreatedOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
    {
      id: 'Name', header: t('fields.Name'), sortable: true, primary: true,
      cell: (r) => <Anchor component={Link} to={`/enquiryProfile/${r.ID}`}>{`${r.Name} ${r.LastName}`.trim()}</Anchor>,
      csv: (r) => `${r.Name} ${r.LastName}`.trim(),
    },
    { id: 'Degree', header: t('fields.Degree'), cell: (r) => r.Degree },
    { id: 'ExperienceYears', header: t('fields.ExperienceYears'), sortable: true, cell: (r) => r.ExperienceYears ?? '' },
    { id: 'Email', header: t('fields.Email'), sortable: true, cell: (r) => <Text size="sm" style={{ overflowWrap: 'anywhere' }}>{r.Email}</Text>, csv: (r) => r.Email },
    { id: 'MobileNumber', header: t('fields.MobileNumber'), nowrap: true, cell: (r) => `${r.CountryCode} ${r.MobileNumber}` },
    { id: 'City', header: t('fields.City'), sortable: true, cell: (r) => r.City },
    { id: 'Status', header: t('fields.Status'), sortable: true, cell: (r) => <StatusBadge status={r.Status} />, csv: (r) => r.Status },
    { id: 'Source', header: t('fields.Source'), cell: (r) => t(`source.${r.Source}`, { defaultValue: r.Source }) },
    { id: 'OwnerName', header: t('fields.Owner'), cell: (r) => r.OwnerName ?? <Text span size="sm" c="dimmed">{t('unassigned')}</Text>, csv: (r) => r.OwnerName ?? '' },
    { id: 'EnquiryDescription', header: t('fields.EnquiryDescription'), cell: (r) => <Text size="sm" lineClamp={2}>{r.EnquiryDescription}</Text>, csv: (r) => r.EnquiryDescription },
  ];

  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      saveBlob(await exportEnquiries({ ...filters, format }), `enquiries.${format}`);
    } finally {
      setExporting(false);
    }
  };

  const filterControls = (
    <>
      <NativeSelect label={t('filters.status')} size="sm" w={{ base: '100%', xs: '11rem' }} value={status ?? 'all'}
        onChange={(e) => navigate(`/enquiries/${e.currentTarget.value}`)}
        data={[{ value: 'all', label: t('filters.allStatuses') }, ...enquiryStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]} />
      <NativeSelect label={t('filters.source')} size="sm" w={{ base: '100%', xs: '10rem' }} value={source} onChange={(e) => setSource(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.allSources') }, ...enquirySources.map((s) => ({ value: s, label: t(`source.${s}`) }))]} />
      <TextInput label={t('filters.city')} size="sm" w={{ base: '100%', xs: '9rem' }} value={city} onChange={(e) => setCity(e.currentTarget.value)} />
      <NativeSelect label={t('filters.owner')} size="sm" w={{ base: '100%', xs: '11rem' }} value={owner} onChange={(e) => setOwner(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.anyOwner') }, { value: '0', label: t('unassigned') }, ...(owners.data ?? []).map((o) => ({ value: String(o.ID), label: o.Name }))]} />
      <TextInput type="date" label={t('filters.from')} size="sm" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
      <TextInput type="date" label={t('filters.to')} size="sm" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle
        title={status ? t('list.titleStatus', { status: t(`status.${status}`) }) : t('list.title')}
        description={t('list.lead')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/enquiry" leftSection={<IconPlus size={18} aria-hidden />}>{t('list.record')}</Button>
            <Button component={Link} to="/enquiryStatus" variant="default" leftSection={<IconLayoutKanban size={18} aria-hidden />}>{t('list.board')}</Button>
            <Button component={Link} to="/followups" variant="default" leftSection={<IconCalendarEvent size={18} aria-hidden />}>{t('followups.pageTitle')}</Button>
            <Button variant="default" loading={exporting} onClick={() => void download('xlsx')} leftSection={<IconFileSpreadsheet size={18} aria-hidden />}>{t('list.xlsx')}</Button>
          </Group>
        }
      />
      <DataTable<Enquiry, EnquiryFilters>
        label={t('list.tableLabel')}
        queryKey={enquiriesKey}
        fetchPage={getEnquiries}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('list.search')}
        serverCsv={async (q) => saveBlob(await exportEnquiries({ ...q, ...filters, format: 'csv' }), 'enquiries.csv')}
        emptyText={t('list.empty')}
        rowActions={(r) => <Button size="xs" variant="light" component={Link} to={`/enquiryProfile/${r.ID}`} aria-label={t('list.openFor', { name: r.Name })}>{t('list.open')}</Button>}
      />
    </Stack>
  );
}
