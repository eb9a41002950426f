import { describe, expect, it } from 'vitest';
import { formatCoursePrice, formatMinorUnits } from './price.ts';

// Intl puts a no-break (or narrow no-break) space between amount and symbol in some locales.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMinorUnits', () => {
  it('should turn paise and cents into whole rupees and dollars when the amount is whole', () => {
    expect(formatMinorUnits(499900, 'INR', 'en-US')).toBe('₹4,999');
    expect(formatMinorUnits(5900, 'USD', 'en-US')).toBe('$59');
  });

  it('should keep two decimals when the amount has minor units', () => {
    expect(formatMinorUnits(5950, 'USD', 'en-US')).toBe('$59.50');
    expect(formatMinorUnits(1, 'INR', 'en-US')).toBe('₹0.01');
  });

  it('should write the amount as the language does when the locale is German or Spanish', () => {
    expect(plain(formatMinorUnits(499950, 'INR', 'de-DE'))).toBe('4.999,50 ₹');
    expect(plain(formatMinorUnits(1234500, 'USD', 'es-ES'))).toBe('12.345 US$');
  });
});

describe('formatCoursePrice', () => {
  it('should list INR then USD when both are set', () => {
    expect(formatCoursePrice({ INR: 499900, USD: 5900 }, 'en-US')).toEqual(['₹4,999', '$59']);
  });

  it('should leave out a currency priced at zero, and give nothing when the course is free', () => {
    expect(formatCoursePrice({ INR: 0, USD: 999 }, 'en-US')).toEqual(['$9.99']);
    expect(formatCoursePrice({ INR: 0, USD: 0 }, 'en-US')).toEqual([]);
  });
});
