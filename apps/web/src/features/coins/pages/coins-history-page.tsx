import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAdjustmentsDollar, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoinHistoryRow, CoinLearner } from '@app/contracts/coins';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { coinKeys } from '../api/coin-keys.ts';
import { useCoinEvents } from '../api/get-coin-events.ts';
import { getCoinHistory, type HistoryFilters } from '../api/get-coin-history.ts';
import { useCoinEventName } from '../components/coin-event-labels.ts';
import { LearnerPicker } from '../components/learner-picker.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /Others/CoinsHistory (coins.manage): every learner's coin ledger, newest first, with filters by learner, kind of
 * change, credit or debit and day range, and the shared search over learner and reason. Read only: changes are
 * made on /Others/DebitOrCreditCoins (each row links there for its learner).
 */
export function CoinsHistoryPage() {
  const { t } = useTranslation('coins');
  const fmt = useFormat();
  const eventName = useCoinEventName();
  const events = useCoinEvents();
  const [learner, setLearner] = useState<CoinLearner | null>(null);
  const [eventId, setEventId] = useState('');
  const [direction, setDirection] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const rangeError = DAY.test(from) && DAY.test(to) && to < from ? t('statement.toBeforeFrom') : null;
  const filters: HistoryFilters = {
    ...(learner ? { userId: learner.ID } : {}),
    ...(eventId ? { eventId: Number(eventId) } : {}),
    ...(direction === 'credit' || direction === 'debit' ? { direction } : {}),
    ...(DAY.test(from) && !rangeError ? { from } : {}),
    ...(DAY.test(to) && !rangeError ? { to } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const clear = () => {
    setLearner(null);
    setEventId('');
    setDirection('');
    setFrom('');
    setTo('');
  };

  const columns: DataTableColumn<CoinHistoryRow>[] = [
    { id: 'CreatedOn', header: t('fields.date'), sortable: true, nowrap: true, cell: (r) => <time dateTime={r.CreatedOn}>{fmt.dateTime(r.CreatedOn)}</time> },
    {
      id: 'UserName', header: t('fields.learner'), sortable: true, primary: true,
      cell: (r) => (
        <>
          {r.UserName}
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.UserEmail}</Text>
        </>
      ),
      csv: (r) => `${r.UserName} <${r.UserEmail}>`,
    },
    {
      id: 'EventName', header: t('fields.event'), sortable: true,
      cell: (r) => (
        <>
          <Text size="sm" fw={500}>{eventName(r.EventCode, r.EventName)}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{r.Reason}</Text>
        </>
      ),
      csv: (r) => `${eventName(r.EventCode, r.EventName)}: ${r.Reason}`,
    },
    { id: 'Credit', header: t('fields.credit'), sortable: true, cell: (r) => (r.Credit ? <Text span c="teal.9" fw={600}>+{fmt.number(r.Credit)}</Text> : '') },
    { id: 'Debit', header: t('fields.debit'), sortable: true, cell: (r) => (r.Debit ? <Text span c="red.9" fw={600}>−{fmt.number(r.Debit)}</Text> : '') },
    { id: 'Balance', header: t('fields.balance'), cell: (r) => fmt.number(r.Balance) },
    { id: 'ActorName', header: t('fields.by'), cell: (r) => (r.ActorUserID === null ? <Text span size="sm" c="dimmed">{t('system')}</Text> : r.ActorName), csv: (r) => r.ActorName ?? t('system') },
  ];

  const filterControls = (
    <>
      <LearnerPicker label={t('filters.learner')} value={learner?.ID ?? null} selected={learner} onChange={setLearner} w={{ base: '100%', xs: '18rem' }} size="sm" />
      <NativeSelect
        label={t('statement.event')}
        w={{ base: '100%', xs: '13rem' }}
        size="sm"
        value={eventId}
        onChange={(e) => setEventId(e.currentTarget.value)}
        data={[{ value: '', label: t('statement.allEvents') }, ...(events.data ?? []).map((e) => ({ value: String(e.ID), label: eventName(e.Code, e.Name) }))]}
      />
      <NativeSelect
        label={t('filters.direction')}
        w={{ base: '100%', xs: '10rem' }}
        size="sm"
        value={direction}
        onChange={(e) => setDirection(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.both') }, { value: 'credit', label: t('filters.credits') }, { value: 'debit', label: t('filters.debits') }]}
      />
      <Group gap="sm" wrap="nowrap" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
        <TextInput type="date" label={t('statement.from')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={from} max={to || undefined} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('statement.to')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={to} min={from || undefined} onChange={(e) => setTo(e.currentTarget.value)} error={rangeError} />
      </Group>
      {filtered ? <Button variant="subtle" size="sm" onClick={clear}>{t('filters.clear')}</Button> : null}
    </>
  );

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('history.title')}
        description={t('history.lead')}
        actions={
          <Group gap="sm">
            <Button component={Link} to="/Others/DebitOrCreditCoins" leftSection={<IconAdjustmentsDollar size={18} aria-hidden />}>{t('history.adjust')}</Button>
            <Button component={Link} to="/Others/CoinRules" variant="default" leftSection={<IconListCheck size={18} aria-hidden />}>{t('history.rules')}</Button>
          </Group>
        }
      />
      <DataTable<CoinHistoryRow, HistoryFilters>
        label={t('history.tableLabel')}
        queryKey={coinKeys.history}
        fetchPage={getCoinHistory}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(r) => r.ID}
        searchLabel={t('history.search')}
        csvFileName="coins-history"
        emptyText={filtered ? t('history.emptyFiltered') : t('history.empty')}
        rowActions={(r) => (
          <Button size="xs" variant="light" component={Link} to={`/Others/DebitOrCreditCoins?userId=${r.UserID}`} aria-label={t('history.adjustFor', { name: r.UserName })}>
            {t('history.adjustShort')}
          </Button>
        )}
      />
    </Stack>
  );
}
