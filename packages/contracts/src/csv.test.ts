import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

describe('csvText', () => {
  it('should prefix text a spreadsheet would run as a formula, and leave numbers and phone numbers alone', () => {
    for (const bad of ['=SUM(A1)', '@cmd', '+HYPERLINK("x")', '-2+3*cmd|', '\tx', '\rx']) expect(csvText(bad)).toBe(`'${bad}`);
    expect(csvText('+91 98765 43210')).toBe('+91 98765 43210');
    expect(csvText('-12.5')).toBe('-12.5');
    expect(csvText(-3)).toBe('-3');
    expect(csvText(true)).toBe('true');
    expect(csvText(new Date('2026-11-24T10:00:00Z'))).toBe('2026-11-24T10:00:00.000Z');
    expect(csvText(null)).toBe('');
  });
});
