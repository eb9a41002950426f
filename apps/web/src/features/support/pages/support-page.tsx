import { useState } from 'react';
import { Anchor, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SUPPORT_SUBJECT_MAX, ticketStatuses, type MyTicketRow, type TicketStatus } from '@app/contracts/support';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { notify } from '../../../lib/notify.ts';
import { getMyTickets, myTicketsKey } from '../api/get-my-tickets.ts';
import { MyTicketView } from '../components/my-ticket-view.tsx';
import { NewTicketModal } from '../components/new-ticket-modal.tsx';
import { statusKey, TicketStatusBadge } from '../components/ticket-status-badge.tsx';

/**
 * /support (support.use): my tickets with their first message, a new ticket, and one ticket's conversation
 * (`?ticket=<id>`, the address notifications link to).
 */
export function SupportPage() {
  const { t } = useTranslation('support');
  const fmt = useFormat();
  const [params, setParams] = useSearchParams();
  // `?subject=` (from the chat bot: a question it could not answer) opens a new ticket with the question filled in.
  const asked = (params.get('subject') ?? '').trim();
  const [composing, setComposing] = useState(() => asked.length > 0);
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const shown = Number(params.get('ticket'));

  if (Number.isInteger(shown) && shown > 0) {
    return (
      <Stack gap="lg">
        <Anchor component={Link} to="/support" size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 2, alignSelf: 'flex-start' }}>
          <IconChevronLeft size={16} aria-hidden />
          {t('back')}
        </Anchor>
        <PageTitle title={t('view.title', { id: shown })} />
        <MyTicketView id={shown} />
      </Stack>
    );
  }

  const columns: DataTableColumn<MyTicketRow>[] = [
    {
      id: 'Subject', header: t('fields.subject'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Anchor component={Link} to={`/support?ticket=${r.ID}`} fw={600} style={{ overflowWrap: 'anywhere' }}>{r.Subject}</Anchor>
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>{r.FirstMessage}</Text>
        </Stack>
      ),
      csv: (r) => r.Subject,
    },
    { id: 'Category', header: t('fields.category'), sortable: true, cell: (r) => r.Category },
    { id: 'TicketStatus', header: t('fields.status'), sortable: true, cell: (r) => <TicketStatusBadge status={r.TicketStatus} />, csv: (r) => t(`status.${statusKey(r.TicketStatus)}`) },
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
  ];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('title')}
        description={t('lead')}
        actions={<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setComposing(true)}>{t('new.open')}</Button>}
      />
      <DataTable<MyTicketRow, { status?: TicketStatus }>
        label={t('myTickets')}
        queryKey={myTicketsKey}
        fetchPage={getMyTickets}
        filters={status ? { status } : {}}
        filterControls={(
          <NativeSelect
            label={t('fields.status')}
            size="sm"
            w={{ base: '100%', xs: '12rem' }}
            value={status}
            onChange={(e) => setStatus(e.currentTarget.value as TicketStatus | '')}
            data={[{ value: '', label: t('filters.allStatuses') }, ...ticketStatuses.map((s) => ({ value: s, label: t(`status.${statusKey(s)}`) }))]}
          />
        )}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('searchMine')}
        initialSort={{ id: 'CreatedOn', desc: true }}
        emptyText={status ? t('emptyFiltered') : t('emptyMine')}
      />
      <NewTicketModal
        opened={composing}
        onClose={() => setComposing(false)}
        initial={asked ? { Subject: asked.slice(0, SUPPORT_SUBJECT_MAX), Message: asked } : undefined}
        onOpened={(ticket) => {
          setComposing(false);
          notify(t('new.opened', { id: ticket.ID }), 'success');
          setParams({ ticket: String(ticket.ID) });
        }}
      />
    </Stack>
  );
}
