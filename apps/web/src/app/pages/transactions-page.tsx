import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CoinStatement } from '../../features/coins/components/coin-statement.tsx';
import { MyInvoices } from '../../features/payments/components/my-invoices.tsx';
import { MyOrders } from '../../features/payments/components/my-orders.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** The tabs of /transactions, in order; each feature adds its own (payments: orders and invoices). */
const tabs = ['orders', 'invoices', 'coins'] as const;
type Tab = (typeof tabs)[number];

/**
 * /transactions ("All Transactions", learner): a learner's money and coins, one tab per kind, the open tab in the
 * address (`?tab=`), so the header's coin balance links straight to the coin statement.
 */
export function TransactionsPage() {
  const { t } = useTranslation('coins');
  const { t: tp } = useTranslation('payments');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = tabs.find((x) => x === asked) ?? tabs[0];
  return (
    <Stack gap="lg">
      <PageTitle title={t('transactions.title')} description={t('transactions.lead')} />
      <Tabs value={tab} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{tp('tabs.orders')}</Tabs.Tab>
          <Tabs.Tab value="invoices">{tp('tabs.invoices')}</Tabs.Tab>
          <Tabs.Tab value="coins">{t('transactions.tabs.coins')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <MyOrders />
        </Tabs.Panel>
        <Tabs.Panel value="invoices" pt="md">
          <MyInvoices />
        </Tabs.Panel>
        <Tabs.Panel value="coins" pt="md">
          <CoinStatement />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
