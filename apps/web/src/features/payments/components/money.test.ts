import { describe, expect, it } from 'vitest';
import { formatMoney, parseMinor } from './money.ts';

describe('money', () => {
  it('should write minor units as the locale writes money', () => {
    expect(formatMoney(499_900, 'INR', 'en-US')).toBe('₹4,999.00');
    expect(formatMoney(5950, 'USD', 'en-US')).toBe('$59.50');
    expect(formatMoney(5950, 'USD', 'de-DE').replace(/\s/g, ' ')).toBe('59,50 $');
  });
  it('should read a typed amount into minor units without floats', () => {
    expect(parseMinor('1499.5')).toBe(149_950);
    expect(parseMinor('0,07')).toBe(7);
    expect(parseMinor('12')).toBe(1200);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('0')).toBeNull();
    expect(parseMinor('-5')).toBeNull();
  });
});
