import type { Currency } from '@app/contracts/payments';

/** Minor units as the locale writes money ("₹4,999.00", "4.999,00 $"); both currencies have two minor digits. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/** A decimal amount typed by staff ("1499.50") in minor units; null when it is not a positive amount with at most two decimals. */
export function parseMinor(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}
