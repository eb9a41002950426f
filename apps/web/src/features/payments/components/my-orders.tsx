import { Anchor, Button, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@app/contracts/payments';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { getMyOrders } from '../api/get-my-orders.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { formatMoney } from './money.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { useInvoiceDownload } from './use-invoice-download.ts';

/** The learner's orders: what, when, how much, its state, and the invoice once paid. */
export function MyOrders() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const pdf = useInvoiceDownload();
  const columns: DataTableColumn<Order>[] = [
    {
      id: 'ItemTitle', header: t('fields.item'), primary: true,
      cell: (o) => (o.Kind === 'course' && o.ItemRef ? <Anchor component={Link} to={`/courselanding/${o.ItemRef}/overview`}>{o.ItemTitle}</Anchor> : o.ItemTitle),
    },
    { id: 'CreatedOn', header: t('fields.orderedOn'), nowrap: true, cell: (o) => <time dateTime={o.CreatedOn}>{fmt.date(o.CreatedOn)}</time> },
    {
      id: 'Amount', header: t('fields.amount'), nowrap: true,
      cell: (o) => (
        <>
          {formatMoney(o.Amount, o.CurrencyCode, fmt.locale)}
          {o.RefundedAmount > 0 ? <Text size="xs" c="dimmed">{t('refundedAmount', { amount: formatMoney(o.RefundedAmount, o.CurrencyCode, fmt.locale) })}</Text> : null}
        </>
      ),
    },
    { id: 'Status', header: t('fields.status'), cell: (o) => <OrderStatusBadge status={o.Status} partlyRefunded={o.RefundedAmount > 0} /> },
  ];
  return (
    <DataTable<Order>
      label={t('orders.tableLabel')}
      queryKey={paymentKeys.myOrders}
      fetchPage={getMyOrders}
      columns={columns}
      rowKey={(o) => o.ID}
      searchLabel={t('orders.search')}
      emptyText={t('orders.empty')}
      rowActions={(o) => (o.InvoiceID ? (
        <Button
          size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />}
          loading={pdf.busy === o.InvoiceID} onClick={() => void pdf.run(o.InvoiceID!, o.InvoiceNumber ?? String(o.InvoiceID))}
          aria-label={t('invoices.downloadOf', { number: o.InvoiceNumber })}
        >
          {t('invoices.download')}
        </Button>
      ) : null)}
    />
  );
}
