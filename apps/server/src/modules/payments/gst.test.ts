import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear, splitGst } from './gst.ts';

describe('splitGst', () => {
  it('should split an inclusive INR total into CGST and SGST when the buyer is in the seller state', () => {
    const s = splitGst(499_900, 'INR', 1800, 'MH', 'MH');
    expect(s).toMatchObject({ taxable: 423_644, cgst: 38_128, sgst: 38_128, igst: 0, mode: 'intra' });
    expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(499_900);
  });
  it('should charge IGST when the buyer is in another state', () => {
    const s = splitGst(699_900, 'INR', 1800, 'MH', 'KA');
    expect(s).toMatchObject({ cgst: 0, sgst: 0, mode: 'inter' });
    expect(s.taxable + s.igst).toBe(699_900);
  });
  it('should keep the parts adding up for odd amounts', () => {
    for (const total of [1, 3, 99, 101, 12_345, 999_999]) {
      const s = splitGst(total, 'INR', 1800, 'MH', null);
      expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(total);
      expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
    }
  });
  it('should charge no tax on a USD export', () => {
    expect(splitGst(5900, 'USD', 1800, 'MH', null)).toMatchObject({ taxable: 5900, cgst: 0, sgst: 0, igst: 0, rateBp: 0, mode: 'export' });
  });
});

describe('financialYear', () => {
  it('should change on 1 April in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:00Z'))).toBe('2025-26');
    expect(financialYear(new Date('2026-03-31T18:31:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T10:00:00Z'))).toBe('2026-27');
    expect(documentNumber('INV', '2026-27', 123)).toBe('INV/2026-27/000123');
  });
});
