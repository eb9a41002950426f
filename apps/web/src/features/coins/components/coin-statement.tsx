import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CoinStatementRow } from '@app/contracts/coins';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { coinKeys } from '../api/coin-keys.ts';
import { useCoinBalance } from '../api/get-coin-balance.ts';
import { useCoinEvents } from '../api/get-coin-events.ts';
import { getCoinStatement, type StatementFilters } from '../api/get-coin-statement.ts';
import { useCoinEventName } from './coin-event-labels.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The default range: the last 90 days up to today (UTC). */
function defaultRange() {
  const to = new Date();
  const from = new Date(to.getTime() - 89 * 86_400_000);
  return { from: isoDay(from), to: isoDay(to) };
}

/**
 * The learner's coin statement (spec: reward statement rows EventName, Credit, Debit, CreatedOn, read from
 * GET /rewards/getDetailStatement/{from}/{to}[/{eventsId}]): the balance, a day range (the spec's FromDate and
 * ToDate) and an event filter (EventsID), newest first, with the balance after each row.
 */
export function CoinStatement() {
  const { t } = useTranslation('coins');
  const fmt = useFormat();
  const eventName = useCoinEventName();
  const balance = useCoinBalance();
  const events = useCoinEvents();
  const [range] = useState(defaultRange);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [eventsId, setEventsId] = useState('');

  const rangeError = !DAY.test(from) || !DAY.test(to) ? t('statement.rangeRequired') : to < from ? t('statement.toBeforeFrom') : null;
  // A range being typed or wrong keeps the last good one, so the table does not flicker to an error.
  const [applied, setApplied] = useState<StatementFilters>({ from: range.from, to: range.to });
  const filters: StatementFilters = rangeError ? applied : { from, to, ...(eventsId ? { eventsId: Number(eventsId) } : {}) };
  if (!rangeError && (applied.from !== filters.from || applied.to !== filters.to || applied.eventsId !== filters.eventsId)) setApplied(filters);

  const columns: DataTableColumn<CoinStatementRow>[] = [
    { id: 'CreatedOn', header: t('fields.date'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
    {
      id: 'EventName', header: t('fields.event'), sortable: true, primary: true,
      cell: (r) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>{eventName(r.EventCode, r.EventName)}</Text>
          {r.Reason ? <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.Reason}</Text> : null}
        </Stack>
      ),
    },
    { id: 'Credit', header: t('fields.credit'), sortable: true, cell: (r) => (r.Credit ? <Text span c="teal.9" fw={600}>+{fmt.number(r.Credit)}</Text> : '') },
    { id: 'Debit', header: t('fields.debit'), sortable: true, cell: (r) => (r.Debit ? <Text span c="red.9" fw={600}>−{fmt.number(r.Debit)}</Text> : '') },
    { id: 'Balance', header: t('fields.balance'), cell: (r) => fmt.number(r.Balance) },
  ];

  const filterControls = (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
        <TextInput type="date" label={t('statement.from')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={from} max={to || undefined} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('statement.to')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={to} min={from || undefined} onChange={(e) => setTo(e.currentTarget.value)} error={rangeError} />
      </Group>
      <NativeSelect
        label={t('statement.event')}
        w={{ base: '100%', xs: '14rem' }}
        size="sm"
        value={eventsId}
        onChange={(e) => setEventsId(e.currentTarget.value)}
        data={[{ value: '', label: t('statement.allEvents') }, ...(events.data ?? []).map((e) => ({ value: String(e.ID), label: eventName(e.Code, e.Name) }))]}
      />
      {from !== range.from || to !== range.to || eventsId ? (
        <Button variant="subtle" size="sm" onClick={() => { setFrom(range.from); setTo(range.to); setEventsId(''); }}>{t('statement.reset')}</Button>
      ) : null}
    </>
  );

  return (
    <Stack gap="md">
      <Group gap="xs" align="baseline">
        <Text c="dimmed">{t('statement.balance')}</Text>
        <Badge size="xl" variant="light" color="yellow" data-testid="statement-balance">
          {balance.data ? t('statement.coins', { count: balance.data.Balance, amount: fmt.number(balance.data.Balance) }) : '…'}
        </Badge>
      </Group>
      <DataTable<CoinStatementRow, StatementFilters>
        label={t('statement.tableLabel')}
        queryKey={coinKeys.statement}
        fetchPage={getCoinStatement}
        filters={applied}
        filterControls={filterControls}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('statement.search')}
        emptyText={applied.eventsId ? t('statement.emptyFiltered') : t('statement.empty')}
      />
    </Stack>
  );
}
