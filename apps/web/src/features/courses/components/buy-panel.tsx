import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconCoins, IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { maxCoinsFor } from '@app/contracts/payments';
import { APP_BASE } from '../../../lib/config.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import { useCoinBalance } from '../../coins/api/get-coin-balance.ts';
import { usePaymentOptions } from '../../payments/api/get-payment-options.ts';
import type { CourseLanding } from '../api/get-course-landing.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { formatMinorUnits, priceCurrencies, type PriceCurrency } from '../lib/price.ts';

/**
 * Buy the course: pick a currency it is priced in, optionally let coins pay part of it (as many as the server's rules
 * allow: whole coins, at most the configured share of the price, never more than the balance), then checkout (the
 * provider's page, or the built-in test checkout), which comes back to the course once paid and admitted.
 */
export function BuyPanel({ course: c, kind = 'course' }: {
  course: Pick<CourseLanding, 'ID' | 'CoursePrice'>;
  /** What is sold (capsules and subscription plans use the same panel and checkout). */
  kind?: 'course' | 'capsule' | 'subscription';
}) {
  const { t } = useTranslation('courses');
  const { locale, number } = useFormat();
  const navigate = useNavigate();
  const priced = priceCurrencies.filter((cur) => c.CoursePrice[cur] > 0);
  const [currency, setCurrency] = useState<PriceCurrency>(priced[0] ?? 'INR');
  const [useCoins, setUseCoins] = useState(false);
  const [coinsWanted, setCoinsWanted] = useState<number | null>(null);
  const checkout = useStartCheckout();
  const options = usePaymentOptions();
  const balance = useCoinBalance();
  if (priced.length === 0) return null;

  const price = c.CoursePrice[currency];
  const coinValue = options.data?.Coins.ValueMinor[currency] ?? 0;
  const maxShare = options.data?.Coins.MaxSharePercent ?? 0;
  const held = balance.data?.Balance ?? 0;
  const most = maxCoinsFor(price, coinValue, maxShare, held);
  // What the learner typed, kept within what may be used now (another currency or a smaller balance lowers the cap).
  const coins = useCoins && most > 0 ? Math.min(Math.max(1, coinsWanted ?? most), most) : 0;
  const off = coins * coinValue;
  const due = price - off;
  const amount = formatMinorUnits(due, currency, locale);
  const buy = () =>
    checkout.mutate({ Kind: kind, ItemID: c.ID, Currency: currency, Coins: coins }, {
      onSuccess: (r) => {
        // The built-in test checkout is a page of this app; a provider's page is elsewhere.
        if (r.RedirectUrl.startsWith(`${APP_BASE}/`)) void navigate(r.RedirectUrl.slice(APP_BASE.length));
        else window.location.assign(r.RedirectUrl);
      },
    });
  const coinsOffered = coinValue > 0 && held > 0;
  return (
    <Stack gap="sm">
      {priced.length > 1 ? (
        <SegmentedControl
          fullWidth value={currency} onChange={(v) => setCurrency(v as PriceCurrency)} aria-label={t('buy.currency')}
          data={priced.map((cur) => ({ value: cur, label: `${cur} · ${formatMinorUnits(c.CoursePrice[cur], cur, locale)}` }))}
        />
      ) : null}
      {coinsOffered ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-label={t('buy.coins.group')}>
          <Stack gap="xs">
            <Switch
              checked={useCoins} onChange={(e) => setUseCoins(e.currentTarget.checked)} disabled={most === 0}
              label={t('buy.coins.use')} description={t('buy.coins.balance', { balance: number(held) })}
              thumbIcon={<IconCoins size={10} aria-hidden />}
            />
            {most === 0 ? <Text size="xs" c="dimmed">{t('buy.coins.noneUsable')}</Text> : null}
            {useCoins && most > 0 ? (
              <>
                <NumberInput
                  label={t('buy.coins.howMany')} description={t('buy.coins.limit', { most: number(most), percent: maxShare })}
                  value={coins} onChange={(v) => setCoinsWanted(typeof v === 'number' ? v : null)} min={1} max={most}
                  allowDecimal={false} allowNegative={false} clampBehavior="strict" thousandSeparator
                />
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{t('buy.coins.price')}</Text>
                  <Text size="sm">{formatMinorUnits(price, currency, locale)}</Text>
                </Group>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" c="teal.9">{t('buy.coins.off', { coins: number(coins) })}</Text>
                  <Text size="sm" c="teal.9" data-testid="coins-off">−{formatMinorUnits(off, currency, locale)}</Text>
                </Group>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={700}>{t('buy.coins.due')}</Text>
                  <Text size="sm" fw={700} data-testid="amount-due">{amount}</Text>
                </Group>
              </>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <Button leftSection={<IconShoppingCart size={16} aria-hidden />} onClick={buy} loading={checkout.isPending} fullWidth>
        {t('buy.button', { amount })}
      </Button>
      <Text size="xs" c="dimmed">{currency === 'INR' ? t('buy.gstIncluded') : t('buy.export')}</Text>
      {checkout.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(checkout.error)}</Alert> : null}
    </Stack>
  );
}
