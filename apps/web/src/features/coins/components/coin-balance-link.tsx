import { Anchor } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRAND } from '../../../lib/config.ts';
import { useFormat } from '../../../ui/format.ts';
import { useCoinBalance } from '../api/get-coin-balance.ts';

/**
 * The learner's coin balance in the header (the spec's `{product}Coins`), a link to the coin statement. Small on
 * purpose: it is on every learner page's first load. Nothing shows until the balance is known.
 */
export function CoinBalanceLink() {
  const { t } = useTranslation('common');
  const fmt = useFormat();
  const { data } = useCoinBalance();
  if (!data) return null;
  const amount = fmt.number(data.Balance);
  const label = t('shell.coins', { product: BRAND, amount });
  return (
    <Anchor
      component={Link}
      to="/transactions?tab=coins"
      aria-label={label}
      title={label}
      c="inherit"
      underline="never"
      fw={600}
      data-testid="coin-balance"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconCoins size={20} stroke={1.5} aria-hidden />
      {amount}
    </Anchor>
  );
}
