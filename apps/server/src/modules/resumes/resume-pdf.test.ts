import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Resume } from '@app/contracts/resumes';
import { renderResumePdf } from './resume-pdf.ts';

const base: Resume = {
  ID: 1, UserID: 1,
  PersonalInfo: { ID: 1, FirstName: 'Rahul', LastName: 'Sharma', ProfilePic: null, ProfileIntroVideo: null, ProfileHeadline: 'SAP FICO consultant (₹ 24 LPA)', CurrentCity: 'Pune', CurrentState: 'Maharashtra', CurrentCountry: 'India' },
  ContactInfo: {
    ID: 1, EmailID: 'rahul@example.com', MobileNumberCountryCode: '+91', MobileNumber: '9876543210', LinkedInProfileLink: '', PassportAvailable: false, PassportExpiryDate: null,
    Gender: '', MaritalStatus: '', Nationality: '', Travel: false, Relocation: false, NightShift: false, Skills: ['SAP FICO'], Languages: ['English'],
  },
  Experiences: Array.from({ length: 12 }, (_, i) => ({
    ID: i + 1, Designation: `FICO Consultant ${i + 1}`, Company: 'Infosys', Location: 'Pune', StartDate: '2020-01', EndDate: 'present',
    Description: 'Configured the general ledger, new asset accounting and cost-centre accounting; ran period-end close and the migration of open items. '.repeat(2),
  })),
  EducationCertifications: [], Certifications: [], ProjectExperience: [], OtherInfo: { CoverLetter: '' }, VerifiedCredentials: [], ShareableLink: null, isEditable: true,
  Masking: true, MaskedFields: { LastName: false, EmailID: false, MobileNumber: false, LinkedProfileLink: false, ProjectName: false }, Progress: 50, ExperienceYears: 6,
  CreatedOn: '', UpdatedOn: '', UpdatedByUserName: null,
};

/** The PDF's text-bearing objects, inflated (enough to find font names and page counts). */
function inspect(pdf: Buffer) {
  const raw = pdf.toString('latin1');
  let streams = '';
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    try {
      streams += inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      // not a deflated stream
    }
  }
  return { raw, pages: (raw.match(/\/Type\s*\/Page[^s]/g) ?? []).length, streams };
}

describe('resume PDF', () => {
  it('should draw the photo beside the name when there is one, and no picture otherwise', async () => {
    const { default: sharp } = await import('sharp');
    const photo = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 31, g: 59, b: 87 } } }).png().toBuffer();
    const withPhoto = inspect(await renderResumePdf(base, { template: 'classic', pageSize: 'A4', photo }));
    expect(withPhoto.raw).toMatch(/\/Subtype\s*\/Image/);
    const without = inspect(await renderResumePdf(base, { template: 'modern', pageSize: 'A4' }));
    expect(without.raw).not.toMatch(/\/Subtype\s*\/Image/);
  });

  it('should embed one full font per script (no standard Helvetica) in both templates and sizes, and flow a long resume onto more pages', async () => {
    for (const template of ['classic', 'modern'] as const) {
      for (const pageSize of ['A4', 'LETTER'] as const) {
        const pdf = await renderResumePdf(base, { template, pageSize });
        const { raw, pages } = inspect(pdf);
        expect(raw.startsWith('%PDF-')).toBe(true);
        expect(raw).toMatch(/\/FontFile2/);
        expect(raw).toMatch(/DejaVuSans/);
        expect(raw).not.toMatch(/\/BaseFont\s*\/Helvetica/);
        expect(pages).toBeGreaterThanOrEqual(2);
      }
    }
    const hindi = await renderResumePdf({ ...base, PersonalInfo: { ...base.PersonalInfo, FirstName: 'राहुल' } }, { template: 'modern', pageSize: 'A4' });
    expect(inspect(hindi).raw).toMatch(/NotoSansDevanagari/);
  }, 60_000);

  it('should print the footer (the candidate and the academy) on every page, as text', async () => {
    const { execFileSync } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    for (const template of ['classic', 'modern'] as const) {
      const pdf = await renderResumePdf(base, { template, pageSize: 'A4', brand: 'ERP Career Academy' });
      const file = join(mkdtempSync(join(tmpdir(), 'resume-pdf-')), 'r.pdf');
      writeFileSync(file, pdf);
      const pages = execFileSync('pdftotext', ['-layout', file, '-']).toString().split('\f').filter((x) => x.trim());
      expect(pages.length).toBeGreaterThanOrEqual(2);
      for (const page of pages) expect(page).toMatch(/Rahul Sharma\s+·\s+Resume built at ERP Career Academy/);
    }
  }, 60_000);
});
