/** Prices are typed as decimal amounts (499.00) and stored as integer minor units (49900): never floats. */

/** Largest amount the contract accepts, in minor units. */
export const MAX_MINOR_UNITS = 1_000_000_000;

/**
 * Minor units of an amount typed with up to two decimals after a point or a comma ("499", "499.5", "1499,99"), or
 * null when it is not such an amount (negative, three decimals, thousands separators, letters, too large): "1.999"
 * could be either 1.999 or 1999, so it is refused rather than guessed. An empty entry is 0.
 */
export function toMinorUnits(input: string | number): number | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? input.toFixed(2) : '') : input.trim().replace(/\s/g, '');
  if (text === '') return typeof input === 'number' ? null : 0;
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const whole = m[1]!;
  const fraction = (m[2] ?? '').padEnd(2, '0');
  const minor = Number(whole) * 100 + Number(fraction);
  return Number.isSafeInteger(minor) && minor <= MAX_MINOR_UNITS ? minor : null;
}

/** The amount of minor units as a plain decimal for an input ("49900" -> "499.00"). */
export function fromMinorUnits(minor: number): string {
  const n = Math.max(0, Math.trunc(minor));
  return `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
}

/** A price for display in the user's language (₹499.00, $9.99); "Free" is the caller's choice for 0. */
export function formatPrice(minor: number, currency: 'INR' | 'USD', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(minor / 100);
}
