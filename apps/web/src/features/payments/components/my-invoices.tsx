import { Badge, Button, NativeSelect } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@app/contracts/payments';
import { DataTable, type DataTableColumn } from '../../../ui/data-table.tsx';
import { useFormat } from '../../../ui/format.ts';
import { getInvoices, type InvoiceFilters } from '../api/get-invoices.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { formatMoney } from './money.ts';
import { useInvoiceDownload } from './use-invoice-download.ts';

/** Invoices and credit notes (spec row: UserName, CurrencyCode, NetAmount, InvoiceDate), each as a PDF. */
export function MyInvoices() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const pdf = useInvoiceDownload();
  const [kind, setKind] = useState('');
  const filters: InvoiceFilters = kind === 'invoice' || kind === 'credit_note' ? { kind } : {};
  const columns: DataTableColumn<Invoice>[] = [
    {
      id: 'Number', header: t('fields.number'), sortable: true, primary: true, nowrap: true,
      cell: (i) => (
        <>
          {i.Number}{' '}
          {i.Kind === 'credit_note' ? <Badge size="xs" color="orange" variant="light">{t('invoices.creditNote')}</Badge> : null}
        </>
      ),
    },
    { id: 'InvoiceDate', header: t('fields.invoiceDate'), sortable: true, nowrap: true, cell: (i) => <time dateTime={i.InvoiceDate}>{fmt.date(i.InvoiceDate)}</time> },
    { id: 'Description', header: t('fields.description'), cell: (i) => i.Description },
    { id: 'UserName', header: t('fields.userName'), cell: (i) => i.UserName },
    { id: 'NetAmount', header: t('fields.netAmount'), sortable: true, nowrap: true, cell: (i) => formatMoney(i.NetAmount, i.CurrencyCode, fmt.locale) },
  ];
  return (
    <DataTable<Invoice, InvoiceFilters>
      label={t('invoices.tableLabel')}
      queryKey={paymentKeys.invoices}
      fetchPage={getInvoices}
      filters={filters}
      filterControls={(
        <NativeSelect
          label={t('invoices.kind')} size="sm" w={{ base: '100%', xs: '16rem' }} value={kind} onChange={(e) => setKind(e.currentTarget.value)}
          data={[{ value: '', label: t('invoices.allKinds') }, { value: 'invoice', label: t('invoices.invoice') }, { value: 'credit_note', label: t('invoices.creditNote') }]}
        />
      )}
      columns={columns}
      rowKey={(i) => i.ID}
      searchLabel={t('invoices.search')}
      emptyText={t('invoices.empty')}
      rowActions={(i) => (
        <Button
          size="xs" variant="light" leftSection={<IconDownload size={14} aria-hidden />} loading={pdf.busy === i.ID}
          onClick={() => void pdf.run(i.ID, i.Number)} aria-label={t('invoices.downloadOf', { number: i.Number })}
        >
          {t('invoices.download')}
        </Button>
      )}
    />
  );
}
