import { describe, expect, it } from 'vitest';
import { formatPrice, fromMinorUnits, toMinorUnits } from './money.ts';

describe('toMinorUnits', () => {
  it('should turn decimal amounts into exact minor units when typed with up to two decimals', () => {
    expect(toMinorUnits('499')).toBe(49_900);
    expect(toMinorUnits('499.5')).toBe(49_950);
    expect(toMinorUnits('19.99')).toBe(1999);
    expect(toMinorUnits('0.07')).toBe(7);
    expect(toMinorUnits(' 12,50 ')).toBe(1250);
    expect(toMinorUnits('1499,99')).toBe(149_999);
    expect(toMinorUnits('')).toBe(0);
  });

  it('should not lose a paisa to floating point when given numbers', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits(0.29)).toBe(29);
    for (let cents = 0; cents < 1000; cents++) expect(toMinorUnits(cents / 100)).toBe(cents);
  });

  it('should refuse negative amounts, three decimals, thousands separators, letters and amounts over the limit', () => {
    for (const bad of ['-1', '1.999', '1,499.99', 'abc', '1e3', '12.', '.5', '10000001', '1,2,3']) expect(toMinorUnits(bad), bad).toBeNull();
    expect(toMinorUnits(Number.NaN)).toBeNull();
  });
});

describe('fromMinorUnits', () => {
  it('should show two decimals and round-trip with toMinorUnits', () => {
    expect(fromMinorUnits(49_900)).toBe('499.00');
    expect(fromMinorUnits(7)).toBe('0.07');
    for (const m of [0, 1, 99, 100, 1999, 49_950, 1_000_000_000]) expect(toMinorUnits(fromMinorUnits(m))).toBe(m);
  });
});

describe('formatPrice', () => {
  it('should show the currency of the price in the user’s language', () => {
    expect(formatPrice(49_900, 'INR', 'en-US')).toBe('₹499.00');
    expect(formatPrice(999, 'USD', 'en-US')).toBe('$9.99');
    expect(formatPrice(999, 'USD', 'de-DE')).toMatch(/^9,99\s\$$/);
  });
});
