import { describe, expect, it } from 'vitest';
import { courseSlugSchema } from '@app/contracts/courses';
import { followsTitle, MAX_SLUG_LENGTH, slugify } from './slug.ts';

describe('slugify', () => {
  it('should make lower-case words joined by single dashes when given a title with punctuation', () => {
    expect(slugify('Basics of ERP: Order-to-Cash (2026)')).toBe('basics-of-erp-order-to-cash-2026');
    expect(slugify('  --SAP   S/4HANA -- Finance!  ')).toBe('sap-s-4hana-finance');
  });

  it('should drop accents and spell German and Nordic letters in ASCII when the title is not English', () => {
    expect(slugify('Introducción a la logística')).toBe('introduccion-a-la-logistica');
    expect(slugify('Grundlagen der Materialwirtschaft für Einsteiger – Straße')).toBe('grundlagen-der-materialwirtschaft-fur-einsteiger-strasse');
    expect(slugify('Ærø Øresund')).toBe('aero-oresund');
  });

  it('should cut a long title at a word boundary within the limit and pass the contract', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const slug = slugify(long);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(long.replace(/ /g, '-').startsWith(slug)).toBe(true);
    expect(courseSlugSchema.safeParse(slug).success).toBe(true);
    expect(slugify('x'.repeat(150))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it('should give nothing when no letter or digit is left', () => {
    expect(slugify('!!! ---')).toBe('');
    expect(slugify('日本語')).toBe('');
  });
});

describe('followsTitle', () => {
  it('should follow the title when the URL is empty or the suggestion, not when edited by hand', () => {
    expect(followsTitle('', 'Any')).toBe(true);
    expect(followsTitle('basics-of-erp', 'Basics of ERP')).toBe(true);
    expect(followsTitle('erp-101', 'Basics of ERP')).toBe(false);
  });
});
