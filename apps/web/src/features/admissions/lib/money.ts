/** Decimal places of the currencies courses are priced in (amounts are integers in minor units). */
const minorDigits: Record<string, number> = { INR: 2, USD: 2 };

/** An amount in minor units (paise, cents) as money in the user's language, e.g. 499900 INR -> ₹4,999.00. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits[currency] ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 10 ** digits);
}
