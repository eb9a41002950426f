import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@app/contracts/support';

const colors: Record<TicketStatus, string> = { Open: 'blue', 'In Progress': 'orange', Resolved: 'teal', Closed: 'gray' };

/** The key of a status in the `support` namespace's `status` table. */
export const statusKey = (s: TicketStatus) => (s === 'In Progress' ? 'inProgress' : s.toLowerCase());

/** A ticket's status as a coloured badge, in the user's language. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return <Badge color={colors[status]} variant="light" style={{ flex: 'none' }}>{t(`status.${statusKey(status)}`)}</Badge>;
}
