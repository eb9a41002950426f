import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { LoginSession } from '@app/contracts/auth';
import type { DataTableColumn } from '../../../ui/data-table.tsx';
import { describeUserAgent } from '../../../ui/user-agent.ts';

/** The spec's login session row: UserName, Email, Phone, UserAgent, ScreenResolution, CreatedOn, LastRenewedOn. */
export function sessionColumns(
  t: TFunction<'sessions'>,
  dateTime: (v: string | null) => string,
  opts: { ended?: boolean; withUser?: boolean } = {},
): DataTableColumn<LoginSession>[] {
  const { ended = false, withUser = true } = opts;
  const device: DataTableColumn<LoginSession> = {
    id: 'UserAgent',
    header: t('fields.device'),
    sortable: true,
    primary: !withUser,
    cell: (s) => (
      <span title={s.UserAgent}>
        {describeUserAgent(s.UserAgent) || t('unknownDevice')}
        {s.Current ? <Badge ml={6} size="xs" variant="outline">{t('thisSession')}</Badge> : null}
      </span>
    ),
  };
  const columns: DataTableColumn<LoginSession>[] = [
    ...(withUser
      ? [
          { id: 'UserName', header: t('fields.user'), sortable: true, primary: true },
          { id: 'Email', header: t('fields.email'), sortable: true },
          { id: 'Phone', header: t('fields.phone'), sortable: true, nowrap: true },
        ]
      : []),
    device,
    {
      id: 'ScreenResolution',
      header: t('fields.screen'),
      sortable: true,
      cell: (s) => s.ScreenResolution || <Text span c="dimmed" size="sm">—</Text>,
    },
    // Dates may wrap (date over time): with seven columns and an action the row must fit a 1280 px screen.
    { id: 'CreatedOn', header: t('fields.createdOn'), sortable: true, cell: (s) => dateTime(s.CreatedOn) },
    { id: 'LastRenewedOn', header: t('fields.lastRenewedOn'), sortable: true, cell: (s) => dateTime(s.LastRenewedOn) },
  ];
  if (ended) columns.push({ id: 'EndedOn', header: t('fields.endedOn'), cell: (s) => (s.EndedOn ? dateTime(s.EndedOn) : t('expired')), nowrap: true });
  return columns;
}
