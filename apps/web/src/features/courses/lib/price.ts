/** Currencies a course is priced in (DESIGN section 5: integer minor units plus an ISO code). */
export const priceCurrencies = ['INR', 'USD'] as const;
export type PriceCurrency = (typeof priceCurrencies)[number];

/**
 * A price given in minor units (paise, cents) as the locale writes money: "₹4,999", "$59.50". Whole amounts
 * drop the decimals; both currencies have two minor digits.
 */
export function formatMinorUnits(minor: number, currency: PriceCurrency, locale: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}

/** Each non-zero price of a course, formatted; empty when the course is free. */
export function formatCoursePrice(price: Record<PriceCurrency, number>, locale: string): string[] {
  return priceCurrencies.filter((c) => price[c] > 0).map((c) => formatMinorUnits(price[c], c, locale));
}
