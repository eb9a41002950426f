import { useState } from 'react';
import { Anchor, Button, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconClockHour4, IconInbox, IconMessages, IconProgress, IconUserQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ticketAgeDays, ticketStatuses, type StaffTicketRow, type TicketStatus } from '@app/contracts/support';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { StatCard } from '../../../ui/stat-card.tsx';
import { useSupportAgents } from '../api/get-agents.ts';
import { useSupportCategories } from '../api/get-categories.ts';
import { useSupportStats } from '../api/get-stats.ts';
import { getTickets, ticketsKey, type TicketFilters } from '../api/get-tickets.ts';
import { CannedAnswersModal } from '../components/canned-answers-modal.tsx';
import { durationText } from '../components/duration-text.ts';
import { StaffTicketView } from '../components/staff-ticket-view.tsx';
import { statusKey, TicketStatusBadge } from '../components/ticket-status-badge.tsx';

/** The first message of the spec's Conversations string (a JSON list of messages). */
function firstMessage(conversations: string): string {
  try {
    const list = JSON.parse(conversations) as { message?: string; internal?: boolean }[];
    return list.find((m) => !m.internal)?.message ?? '';
  } catch {
    return '';
  }
}

/**
 * /manageSupport (support.manage): the desk's figures, every ticket with filters by status, category, assignee and
 * age, canned answers, and one ticket (`?ticket=<id>`) to answer, note, assign, change or merge.
 */
export function ManageSupportPage() {
  const { t } = useTranslation('support');
  const fmt = useFormat();
  const [params] = useSearchParams();
  const stats = useSupportStats();
  const agents = useSupportAgents();
  const categories = useSupportCategories();
  const [status, setStatus] = useState('');
  const [category, setCategory] = useState('');
  const [assignee, setAssignee] = useState('');
  const [age, setAge] = useState('');
  const [cannedOpen, setCannedOpen] = useState(false);
  const units = { d: t('units.d'), h: t('units.h'), min: t('units.min') };
  const shown = Number(params.get('ticket'));

  if (Number.isInteger(shown) && shown > 0) {
    return (
      <Stack gap="lg">
        <Anchor component={Link} to="/manageSupport" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, alignSelf: 'flex-start' }}>
          <IconChevronLeft size={16} aria-hidden />
          {t('staff.back')}
        </Anchor>
        <PageTitle title={t('view.title', { id: shown })} />
        <StaffTicketView id={shown} />
      </Stack>
    );
  }

  const filters: TicketFilters = {
    ...(status ? { status: status as TicketStatus } : {}),
    ...(category ? { category } : {}),
    ...(assignee !== '' ? { assigneeId: Number(assignee) } : {}),
    ...(age ? { olderThanDays: Number(age) } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const selectWidth = { base: '100%', xs: '11rem' };

  const columns: DataTableColumn<StaffTicketRow>[] = [
    { id: 'ID', header: '#', sortable: true, nowrap: true, cell: (r) => r.ID },
    {
      id: 'Subject', header: t('fields.subject'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/manageSupport?ticket=${r.ID}`} fw={600} style={{ overflowWrap: 'anywhere' }}>{r.Subject}</Anchor>
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>{firstMessage(r.Conversations)}</Text>
        </Stack>
      ),
      csv: (r) => r.Subject,
    },
    { id: 'UserName', header: t('fields.userName'), sortable: true, cell: (r) => r.UserName },
    { id: 'Category', header: t('fields.category'), sortable: true, cell: (r) => r.Category },
    {
      id: 'TicketStatus', header: t('fields.status'), sortable: true, csv: (r) => r.TicketStatus,
      cell: (r) => (
        <Stack gap={2} align="flex-start">
          <TicketStatusBadge status={r.TicketStatus} />
          {r.MergedIntoID ? <Text size="xs" c="dimmed">{t('staff.mergedInto', { id: r.MergedIntoID })}</Text> : null}
        </Stack>
      ),
    },
    { id: 'AssigneeName', header: t('fields.assignee'), cell: (r) => r.AssigneeName ?? <Text span size="sm" c="dimmed">{t('filters.nobody')}</Text>, csv: (r) => r.AssigneeName ?? '' },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
    { id: 'FirstResponseSeconds', header: t('fields.firstResponse'), sortable: true, nowrap: true, cell: (r) => durationText(r.FirstResponseSeconds, units), csv: (r) => r.FirstResponseSeconds },
    { id: 'ResolutionSeconds', header: t('fields.resolution'), sortable: true, nowrap: true, cell: (r) => durationText(r.ResolutionSeconds, units), csv: (r) => r.ResolutionSeconds },
  ];

  const s = stats.data;
  const figure = (n: number | undefined) => (n === undefined ? '…' : fmt.number(n));

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('staff.title')}
        description={t('staff.lead')}
        actions={<Button variant="default" leftSection={<IconMessages size={16} aria-hidden />} onClick={() => setCannedOpen(true)}>{t('canned.title')}</Button>}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
        <StatCard label={t('status.open')} value={figure(s?.Open)} icon={IconInbox} />
        <StatCard label={t('status.inProgress')} value={figure(s?.InProgress)} icon={IconProgress} />
        <StatCard label={t('staff.unassigned')} value={figure(s?.Unassigned)} icon={IconUserQuestion} />
        <StatCard label={t('staff.avgFirstResponse')} value={s ? durationText(s.AvgFirstResponseSeconds, units) : '…'} icon={IconClockHour4} />
        <StatCard label={t('staff.avgResolution')} value={s ? durationText(s.AvgResolutionSeconds, units) : '…'} icon={IconClockHour4} />
      </SimpleGrid>
      <DataTable<StaffTicketRow, TicketFilters>
        label={t('staff.tableLabel')}
        queryKey={ticketsKey}
        fetchPage={getTickets}
        filters={filters}
        filterControls={(
          <>
            <NativeSelect label={t('fields.status')} size="sm" w={selectWidth} value={status} onChange={(e) => setStatus(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.allStatuses') }, ...ticketStatuses.map((x) => ({ value: x, label: t(`status.${statusKey(x)}`) }))]} />
            <NativeSelect label={t('fields.category')} size="sm" w={selectWidth} value={category} onChange={(e) => setCategory(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.allCategories') }, ...(categories.data?.items ?? []).map((c) => ({ value: c.Title, label: c.Title }))]} />
            <NativeSelect label={t('fields.assignee')} size="sm" w={selectWidth} value={assignee} onChange={(e) => setAssignee(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.anyone') }, { value: '0', label: t('filters.nobody') }, ...(agents.data ?? []).map((a) => ({ value: String(a.ID), label: a.Name }))]} />
            <NativeSelect label={t('filters.age')} size="sm" w={selectWidth} value={age} onChange={(e) => setAge(e.currentTarget.value)}
              data={[{ value: '', label: t('filters.anyAge') }, ...ticketAgeDays.map((d) => ({ value: String(d), label: t('filters.olderThan', { count: d }) }))]} />
            {filtered ? <Button variant="subtle" size="sm" onClick={() => { setStatus(''); setCategory(''); setAssignee(''); setAge(''); }}>{t('filters.clear')}</Button> : null}
          </>
        )}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('staff.search')}
        csvFileName="support-tickets"
        emptyText={filtered ? t('emptyFiltered') : t('staff.empty')}
      />
      <CannedAnswersModal opened={cannedOpen} onClose={() => setCannedOpen(false)} />
    </Stack>
  );
}
