import { useState } from 'react';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginSession } from '@app/contracts/auth';
import { DataTable } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { endedSessionsKey, getEndedSessions, type DateRange } from '../api/get-ended-sessions.ts';
import { sessionColumns } from '../components/session-columns.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A local calendar day as YYYY-MM-DD, `offset` days from today. */
export function isoDay(offset = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** /Others/SessionUsersListHistory: login sessions that ended between two dates. */
export function SessionHistoryPage() {
  const { t } = useTranslation('sessions');
  const fmt = useFormat();
  const [from, setFrom] = useState(() => isoDay(-7));
  const [to, setTo] = useState(() => isoDay(0));
  const [applied, setApplied] = useState<DateRange>({ from, to });

  const fromError = DAY.test(from) ? null : t('dateRequired');
  const toError = !DAY.test(to) ? t('dateRequired') : !fromError && to < from ? t('toBeforeFrom') : null;

  const change = (next: DateRange) => {
    setFrom(next.from);
    setTo(next.to);
    if (DAY.test(next.from) && DAY.test(next.to) && next.to >= next.from) setApplied(next);
  };

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('historyTitle')}
        description={t('historyLead')}
        actions={
          <Anchor component={Link} to="/Others/ActiveUsersList" size="sm" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            <IconPlugConnected size={16} aria-hidden />{t('activeTitle')}
          </Anchor>
        }
      />
      <DataTable<LoginSession, DateRange>
        label={t('historyLabel', { from: fmt.date(`${applied.from}T00:00:00`), to: fmt.date(`${applied.to}T00:00:00`) })}
        queryKey={endedSessionsKey}
        fetchPage={getEndedSessions}
        filters={applied}
        filterControls={
          <>
            <TextInput
              type="date"
              label={t('from')}
              size="sm"
              value={from}
              max={to || undefined}
              onChange={(e) => change({ from: e.currentTarget.value, to })}
              error={fromError}
              required
            />
            <TextInput
              type="date"
              label={t('to')}
              size="sm"
              value={to}
              min={from || undefined}
              max={isoDay(0)}
              onChange={(e) => change({ from, to: e.currentTarget.value })}
              error={toError}
              required
            />
          </>
        }
        columns={sessionColumns(t, fmt.dateTime, { ended: true })}
        rowKey={(s) => s.ID}
        searchLabel={t('search')}
        csvFileName="session-history"
        initialSort={null}
        emptyText={t('historyEmpty')}
      />
    </Stack>
  );
}
