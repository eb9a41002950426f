import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlayerPlay, IconReceipt } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useOrder } from '../api/get-order.ts';
import { formatMoney } from '../components/money.ts';

/**
 * /checkout/return/:orderId: where every provider sends the browser back. It waits for the order to be paid (the
 * provider's webhook may arrive a moment later), then leads to what was bought; a failed or cancelled payment says so.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation('payments');
  const fmt = useFormat();
  const orderId = Number(useParams().orderId);
  const [params] = useSearchParams();
  const order = useOrder(Number.isSafeInteger(orderId) ? orderId : 0, params.get('cancelled') !== '1');
  const o = order.data;
  const qc = useQueryClient();
  const paid = o?.Status === 'paid';
  // Paid: what was bought changed elsewhere too (the course's landing page, my courses, the dashboard).
  useEffect(() => {
    if (paid) void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'payments' });
  }, [paid, qc]);
  // Back to what was bought: the course's landing page, the capsule's player, or the capsules for a subscription.
  const target = !o ? '/transactions'
    : o.Kind === 'course' ? (o.ItemRef ? `/courselanding/${encodeURIComponent(o.ItemRef)}/overview` : '/transactions')
      : o.Kind === 'capsule' ? `/Capsules/Capsule-Attempt/${o.ItemID}` : '/Capsules';
  const kind = o?.Kind === 'capsule' ? 'Capsule' : o?.Kind === 'subscription' ? 'Subscription' : '';

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <PageTitle title={t('return.title')} />
      {order.isPending ? <Loader aria-label={t('loading')} /> : order.isError ? (
        <Alert color="red" role="alert">{errorMessage(order.error)}</Alert>
      ) : o ? (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Text fw={600}>{o.ItemTitle} · {formatMoney(o.Amount - o.CoinsValue, o.CurrencyCode, fmt.locale)}</Text>
            {o.CoinsUsed > 0 ? (
              <Text size="sm" c="dimmed" data-testid="order-coins">
                {t('coinsRedeemed', { price: formatMoney(o.Amount, o.CurrencyCode, fmt.locale), coins: fmt.number(o.CoinsUsed), value: formatMoney(o.CoinsValue, o.CurrencyCode, fmt.locale) })}
              </Text>
            ) : null}
            {o.Status === 'paid' ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('return.paidTitle')} role="status">
                {t(`return.paid${kind}`, { number: o.InvoiceNumber })}
              </Alert>
            ) : o.Status === 'created' && params.get('cancelled') !== '1' ? (
              <Group gap="sm" role="status"><Loader size="sm" aria-hidden /><Text>{t('return.waiting')}</Text></Group>
            ) : (
              <Alert color="red" variant="light" role="alert" title={t('return.notPaidTitle')}>{t(`return.notPaid${kind}`)}</Alert>
            )}
            <Group>
              {o.Status === 'paid' ? (
                <Button component={Link} to={target} leftSection={<IconPlayerPlay size={16} aria-hidden />}>{t(`return.open${kind}`)}</Button>
              ) : (
                <Button component={Link} to={target} variant="light">{t(`return.back${kind}`)}</Button>
              )}
              <Button component={Link} to="/transactions" variant="default" leftSection={<IconReceipt size={16} aria-hidden />}>{t('return.transactions')}</Button>
            </Group>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
