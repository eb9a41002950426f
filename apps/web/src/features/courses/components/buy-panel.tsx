import { useState } from 'react';
import { Alert, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_BASE } from '../../../lib/config.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFormat } from '../../../ui/format.ts';
import type { CourseLanding } from '../api/get-course-landing.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { formatMinorUnits, priceCurrencies, type PriceCurrency } from '../lib/price.ts';

/**
 * Buy the course: pick a currency it is priced in, then checkout (the provider's page, or the built-in test checkout),
 * which comes back to the course once paid and admitted.
 */
export function BuyPanel({ course: c }: { course: CourseLanding }) {
  const { t } = useTranslation('courses');
  const { locale } = useFormat();
  const navigate = useNavigate();
  const priced = priceCurrencies.filter((cur) => c.CoursePrice[cur] > 0);
  const [currency, setCurrency] = useState<PriceCurrency>(priced[0] ?? 'INR');
  const checkout = useStartCheckout();
  if (priced.length === 0) return null;
  const amount = formatMinorUnits(c.CoursePrice[currency], currency, locale);
  const buy = () =>
    checkout.mutate({ Kind: 'course', ItemID: c.ID, Currency: currency }, {
      onSuccess: (r) => {
        // The built-in test checkout is a page of this app; a provider's page is elsewhere.
        if (r.RedirectUrl.startsWith(`${APP_BASE}/`)) void navigate(r.RedirectUrl.slice(APP_BASE.length));
        else window.location.assign(r.RedirectUrl);
      },
    });
  return (
    <Stack gap="sm">
      {priced.length > 1 ? (
        <SegmentedControl
          fullWidth value={currency} onChange={(v) => setCurrency(v as PriceCurrency)} aria-label={t('buy.currency')}
          data={priced.map((cur) => ({ value: cur, label: `${cur} · ${formatMinorUnits(c.CoursePrice[cur], cur, locale)}` }))}
        />
      ) : null}
      <Button leftSection={<IconShoppingCart size={16} aria-hidden />} onClick={buy} loading={checkout.isPending} fullWidth>
        {t('buy.button', { amount })}
      </Button>
      <Text size="xs" c="dimmed">{currency === 'INR' ? t('buy.gstIncluded') : t('buy.export')}</Text>
      {checkout.isError ? <Alert color="red" variant="light" role="alert">{errorMessage(checkout.error)}</Alert> : null}
    </Stack>
  );
}
