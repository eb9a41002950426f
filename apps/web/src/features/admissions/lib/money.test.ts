import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('should turn minor units into money of the locale when given paise or cents', () => {
    expect(formatMoney(499900, 'INR', 'en-US')).toBe('₹4,999.00');
    expect(formatMoney(5900, 'USD', 'en-US')).toBe('$59.00');
    expect(formatMoney(5905, 'USD', 'de-DE')).toBe('59,05\u00a0$');
    expect(formatMoney(0, 'USD', 'en-US')).toBe('$0.00');
  });
});
