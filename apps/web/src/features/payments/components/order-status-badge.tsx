import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@app/contracts/payments';

// Dark shades: white text on them keeps a 4.5:1 contrast (axe).
const colors: Record<OrderStatus, string> = { created: 'gray.7', paid: 'teal.9', refunded: 'violet.9', failed: 'red.9', expired: 'gray.7' };

/** An order's state as a badge (a partly refunded paid order says so). */
export function OrderStatusBadge({ status, partlyRefunded = false }: { status: OrderStatus; partlyRefunded?: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Badge color={colors[status]} variant="filled">
      {partlyRefunded && status === 'paid' ? t('status.partlyRefunded') : t(`status.${status}`)}
    </Badge>
  );
}
