import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconFlask, IconX } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useOrder } from '../api/get-order.ts';
import { useTestCheckout } from '../api/test-checkout.ts';
import { formatMoney } from '../components/money.ts';

/**
 * /checkout/test/:orderId: the built-in test provider's checkout (no keys configured, never in production unless
 * enabled): the order's summary with Pay and Fail, which go through the same capture path as a provider's webhook.
 */
export function TestCheckoutPage() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const navigate = useNavigate();
  const orderId = Number(useParams().orderId);
  const order = useOrder(Number.isSafeInteger(orderId) ? orderId : 0);
  const act = useTestCheckout(orderId);
  const run = (outcome: 'pay' | 'fail') => act.mutate(outcome, { onSuccess: () => void navigate(`/checkout/return/${orderId}`, { replace: true }) });

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <PageTitle title={t('testCheckout.title')} />
      <Alert color="yellow" variant="light" icon={<IconFlask aria-hidden />} title={t('testCheckout.noticeTitle')}>{t('testCheckout.notice')}</Alert>
      {order.isPending ? <Loader aria-label={t('loading')} /> : order.isError ? (
        <Alert color="red" role="alert">{errorMessage(order.error)}</Alert>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">{t('testCheckout.orderNo', { id: order.data.ID })}</Text>
            <Title order={2} size="h3">{order.data.ItemTitle}</Title>
            <Text size="xl" fw={700}>{formatMoney(order.data.Amount - order.data.CoinsValue, order.data.CurrencyCode, fmt.locale)}</Text>
            {order.data.CoinsUsed > 0 ? (
              <Text size="sm" c="dimmed" data-testid="order-coins">
                {t('coinsRedeemed', { price: formatMoney(order.data.Amount, order.data.CurrencyCode, fmt.locale), coins: fmt.number(order.data.CoinsUsed), value: formatMoney(order.data.CoinsValue, order.data.CurrencyCode, fmt.locale) })}
              </Text>
            ) : null}
            {order.data.Status !== 'created' ? <Alert color="blue" variant="light">{t(`testCheckout.already.${order.data.Status}`)}</Alert> : null}
            {act.isError ? <Alert color="red" role="alert">{errorMessage(act.error)}</Alert> : null}
            <Group grow>
              <Button leftSection={<IconCreditCard size={16} aria-hidden />} onClick={() => run('pay')} loading={act.isPending && act.variables === 'pay'} disabled={order.data.Status !== 'created' || act.isPending}>
                {t('testCheckout.pay', { amount: formatMoney(order.data.Amount - order.data.CoinsValue, order.data.CurrencyCode, fmt.locale) })}
              </Button>
              <Button color="red" variant="light" leftSection={<IconX size={16} aria-hidden />} onClick={() => run('fail')} loading={act.isPending && act.variables === 'fail'} disabled={order.data.Status !== 'created' || act.isPending}>
                {t('testCheckout.fail')}
              </Button>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
