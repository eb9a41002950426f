import { describe, expect, it } from 'vitest';
import { addToLinkedInUrl } from './linkedin.ts';

const cert = { CourseName: 'Basics of ERP & SAP: FI/CO', IssuedOn: '2026-01-31T23:30:00.000Z', PublicID: 'Ab3_x-9QzLm0PpRrSsTtUu' };
const page = 'https://academy.example/app/courses/basics-of-erp/certificate/Ab3_x-9QzLm0PpRrSsTtUu';

describe('addToLinkedInUrl', () => {
  it("should build LinkedIn's add-to-profile certification address with every field when given a certificate", () => {
    const url = new URL(addToLinkedInUrl(cert, 'ERP Career Academy', page));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Basics of ERP & SAP: FI/CO',
      organizationName: 'ERP Career Academy',
      issueYear: '2026',
      issueMonth: '1',
      certUrl: page,
      certId: 'Ab3_x-9QzLm0PpRrSsTtUu',
    });
  });

  it('should encode each value so that reserved characters cannot split or add parameters', () => {
    const href = addToLinkedInUrl(cert, 'A&B Academy', page);
    expect(href).not.toContain('ERP & SAP');
    expect(href).toContain('name=Basics+of+ERP+%26+SAP%3A+FI%2FCO');
    expect(href).toContain('organizationName=A%26B+Academy');
    expect(href).toContain(`certUrl=${encodeURIComponent(page)}`);
    expect(new URL(href).searchParams.getAll('organizationName')).toEqual(['A&B Academy']);
  });

  it('should take the month of issue as 1 to 12 in UTC when the date is late in the year', () => {
    const url = new URL(addToLinkedInUrl({ ...cert, IssuedOn: '2025-12-31T23:59:59.000Z' }, 'X', page));
    expect(url.searchParams.get('issueYear')).toBe('2025');
    expect(url.searchParams.get('issueMonth')).toBe('12');
  });
});
