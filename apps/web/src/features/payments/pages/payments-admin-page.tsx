import { useState } from 'react';
import { Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconCashBanknote, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currencies, orderStatuses, paymentProviders, type Order } from '@app/contracts/payments';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { getOrders, saveOrdersCsv, type OrderFilters } from '../api/get-orders.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { ManualPaymentModal } from '../components/manual-payment-modal.tsx';
import { formatMoney } from '../components/money.ts';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { RefundModal } from '../components/refund-modal.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/manage/payments (payments.manage): every order with filters by state, provider, currency and day, the
 * server's CSV of the same filter, recording an offline payment, and refunds with a confirmation.
 */
export function PaymentsAdminPage() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const [status, setStatus] = useState('');
  const [provider, setProvider] = useState('');
  const [currency, setCurrency] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [attention, setAttention] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const rangeError = DAY.test(from) && DAY.test(to) && to < from ? t('filters.toBeforeFrom') : null;
  const filters: OrderFilters = {
    ...(status ? { status: status as OrderFilters['status'] } : {}),
    ...(provider ? { provider: provider as OrderFilters['provider'] } : {}),
    ...(currency ? { currency: currency as OrderFilters['currency'] } : {}),
    ...(DAY.test(from) && !rangeError ? { from } : {}),
    ...(DAY.test(to) && !rangeError ? { to } : {}),
    ...(attention ? { attention: 'yes' as const } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const columns: DataTableColumn<Order>[] = [
    { id: 'CreatedOn', header: t('fields.orderedOn'), sortable: true, nowrap: true, cell: (o) => <time dateTime={o.CreatedOn}>{fmt.dateTime(o.CreatedOn)}</time> },
    {
      id: 'UserName', header: t('fields.learner'), sortable: true, primary: true,
      cell: (o) => (<>{o.UserName}<Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{o.UserEmail}</Text></>),
    },
    { id: 'ItemTitle', header: t('fields.item'), cell: (o) => o.ItemTitle },
    {
      id: 'Amount', header: t('fields.amount'), sortable: true, nowrap: true,
      cell: (o) => (
        <>
          {formatMoney(o.Amount, o.CurrencyCode, fmt.locale)}
          {o.RefundedAmount > 0 ? <Text size="xs" c="dimmed">{t('refundedAmount', { amount: formatMoney(o.RefundedAmount, o.CurrencyCode, fmt.locale) })}</Text> : null}
        </>
      ),
    },
    {
      id: 'Provider', header: t('fields.provider'),
      cell: (o) => (<>{t(`providers.${o.Provider}`)}{o.ProviderPaymentID ? <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>{o.ProviderPaymentID}</Text> : null}</>),
    },
    { id: 'Status', header: t('fields.status'), sortable: true, cell: (o) => (
        <>
          <OrderStatusBadge status={o.Status} partlyRefunded={o.RefundedAmount > 0} />
          {o.Attention ? <Text size="xs" c="red.9" fw={600} mt={4} data-testid="order-attention">{t('attention.label')}: {o.Attention}</Text> : null}
        </>
      ) },
    { id: 'InvoiceNumber', header: t('fields.invoice'), nowrap: true, cell: (o) => o.InvoiceNumber ?? '' },
  ];
  const selectWidth = { base: '100%', xs: '10rem' };
  const filterControls = (
    <>
      <NativeSelect label={t('filters.status')} size="sm" w={selectWidth} value={status} onChange={(e) => setStatus(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.all') }, ...orderStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))]} />
      <NativeSelect label={t('filters.provider')} size="sm" w={selectWidth} value={provider} onChange={(e) => setProvider(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.all') }, ...paymentProviders.map((p) => ({ value: p, label: t(`providers.${p}`) }))]} />
      <NativeSelect label={t('filters.currency')} size="sm" w={selectWidth} value={currency} onChange={(e) => setCurrency(e.currentTarget.value)}
        data={[{ value: '', label: t('filters.all') }, ...currencies]} />
      <Group gap="sm" wrap="nowrap" align="flex-start" w={{ base: '100%', xs: 'auto' }}>
        <TextInput type="date" label={t('filters.from')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={from} max={to || undefined} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label={t('filters.to')} size="sm" style={{ flex: 1 }} miw="9.5rem" value={to} min={from || undefined} onChange={(e) => setTo(e.currentTarget.value)} error={rangeError} />
      </Group>
      <Checkbox label={t('attention.filter')} size="sm" checked={attention} onChange={(e) => setAttention(e.currentTarget.checked)} style={{ alignSelf: 'flex-end' }} mb={8} />
      {filtered ? <Button variant="subtle" size="sm" onClick={() => { setStatus(''); setProvider(''); setCurrency(''); setFrom(''); setTo(''); setAttention(false); }}>{t('filters.clear')}</Button> : null}
    </>
  );
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} description={t('admin.lead')} />
      <DataTable<Order, OrderFilters>
        label={t('admin.tableLabel')}
        queryKey={paymentKeys.orders}
        fetchPage={getOrders}
        filters={filters}
        filterControls={filterControls}
        columns={columns}
        rowKey={(o) => o.ID}
        searchLabel={t('admin.search')}
        serverCsv={(q) => saveOrdersCsv(q)}
        emptyText={filtered ? t('admin.emptyFiltered') : t('admin.empty')}
        actions={<Button leftSection={<IconCashBanknote size={16} aria-hidden />} onClick={() => setManualOpen(true)}>{t('manual.open')}</Button>}
        rowActions={(o) => (o.Status === 'paid' ? (
          <Button size="xs" color="red" variant="light" leftSection={<IconReceiptRefund size={14} aria-hidden />} onClick={() => setRefunding(o)} aria-label={t('refund.openFor', { id: o.ID })}>
            {t('refund.open')}
          </Button>
        ) : null)}
      />
      <ManualPaymentModal opened={manualOpen} onClose={() => setManualOpen(false)} />
      <RefundModal order={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
