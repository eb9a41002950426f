import {
  maskableFields, type Certification, type ContactInfoBody, type Education, type Experience, type MaskableField, type PersonalInfoBody, type Project,
  type Resume, type SharedResume, type VerifiedCredential,
} from '@app/contracts/resumes';

/*
 * The resume as stored (JSON sections) and the views of it: the owner's, and the masked one every other reader gets
 * (shared links, the bank). Pure functions, no database.
 */

/** ProfilePic and ProfileIntroVideo hold storage keys here; views answer addresses (never a key). */
export type Personal = PersonalInfoBody & { ProfilePic?: string | null; ProfileIntroVideo?: string | null };
export type Contact = ContactInfoBody;
export type Sections = {
  personal: Personal;
  contact: Contact;
  experiences: Experience[];
  education: Education[];
  certifications: Certification[];
  projects: Project[];
  coverLetter: string;
};

export const emptyContact = (): Contact => ({
  EmailID: '', MobileNumberCountryCode: '', MobileNumber: '', LinkedInProfileLink: '', PassportAvailable: false, PassportExpiryDate: null,
  Gender: '', MaritalStatus: '', Nationality: '', Travel: false, Relocation: false, NightShift: false, Skills: [], Languages: [],
});
export const emptyPersonal = (): Personal => ({ FirstName: '', LastName: '', ProfileHeadline: '', CurrentCity: '', CurrentState: '', CurrentCountry: '' });

/** The stored sections with defaults for anything missing (rows written before a field existed). */
export function sectionsOf(row: { personal: unknown; contact: unknown; experiences: unknown; education: unknown; certifications: unknown; projects: unknown; coverLetter: string }): Sections {
  return {
    personal: { ...emptyPersonal(), ...(row.personal as Partial<Personal>) },
    contact: { ...emptyContact(), ...(row.contact as Partial<Contact>) },
    experiences: (row.experiences as Experience[]) ?? [],
    education: (row.education as Education[]) ?? [],
    certifications: (row.certifications as Certification[]) ?? [],
    projects: (row.projects as Project[]) ?? [],
    coverLetter: row.coverLetter ?? '',
  };
}

/** The eight parts the progress meter counts. */
export function progressOf(s: Sections): number {
  const parts = [
    !!s.personal.FirstName && !!s.personal.ProfileHeadline,
    !!s.contact.EmailID && !!s.contact.MobileNumber,
    s.contact.Skills.length > 0,
    s.experiences.length > 0,
    s.education.length > 0,
    s.certifications.length > 0,
    s.projects.length > 0,
    s.coverLetter.replace(/<[^>]*>/g, '').trim().length > 0,
  ];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}

function monthIndex(date: string): number {
  const [y, m] = date.split('-').map(Number);
  return y! * 12 + (m! - 1);
}

/** Months of work over the experiences, overlaps counted once; "present" runs to `now`. */
export function experienceMonths(items: Experience[], now: Date): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const ranges = items
    .filter((e) => e.StartDate)
    .map((e) => [monthIndex(e.StartDate), !e.EndDate || e.EndDate === 'present' ? current : monthIndex(e.EndDate)] as [number, number])
    .filter(([a, b]) => b >= a)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of ranges) {
    const from = Math.max(a, end);
    if (b >= from) total += b - from + (from === a ? 1 : 0);
    end = Math.max(end, b);
  }
  return total;
}

/** The bank's copies of a resume: lower-cased skills and languages, flags, and the full-text document. */
export function searchCopies(s: Sections, masked: Set<MaskableField>, now: Date) {
  const projectText = s.projects.map((p) => [masked.has('ProjectName') ? '' : p.ProjectName, p.Client, p.Role, p.ERPProduct, p.Description].join(' '));
  return {
    fullName: `${s.personal.FirstName} ${s.personal.LastName}`.trim(),
    headline: s.personal.ProfileHeadline,
    city: s.personal.CurrentCity,
    skills: [...new Set(s.contact.Skills.map((x) => x.toLowerCase()))],
    languages: [...new Set(s.contact.Languages.map((x) => x.toLowerCase()))],
    experienceMonths: experienceMonths(s.experiences, now),
    relocation: s.contact.Relocation,
    travel: s.contact.Travel,
    nightShift: s.contact.NightShift,
    searchText: [
      s.personal.ProfileHeadline,
      s.contact.Skills.join(' '),
      ...s.experiences.map((e) => [e.Designation, e.Company, e.Location, e.Description].join(' ')),
      ...projectText,
      ...s.certifications.map((c) => [c.Name, c.Issuer].join(' ')),
    ].join('\n').slice(0, 100_000),
  };
}

/** The fields masked for readers other than the owner (none when Masking is off). */
export function maskedSet(row: { masking: boolean; maskedFields: string[] }): Set<MaskableField> {
  if (!row.masking) return new Set();
  return new Set(row.maskedFields.filter((f): f is MaskableField => (maskableFields as readonly string[]).includes(f)));
}

export type ResumeMeta = {
  id: number; userId: number; masking: boolean; maskedFields: string[]; progress: number; createdOn: Date; updatedOn: Date; updatedByUserName: string | null;
  experienceMonths: number;
};

/** The full resume: the owner's and staff's view. */
export function fullView(meta: ResumeMeta, s: Sections, credentials: VerifiedCredential[], shareableLink: string | null, isEditable: boolean): Resume {
  const flags = Object.fromEntries(maskableFields.map((f) => [f, meta.maskedFields.includes(f)])) as Record<MaskableField, boolean>;
  return {
    ID: meta.id,
    UserID: meta.userId,
    PersonalInfo: {
      ID: meta.id, FirstName: s.personal.FirstName, LastName: s.personal.LastName,
      // Unsigned addresses: the route signs them for the reader's session, the shared page swaps in the link's own.
      ProfilePic: s.personal.ProfilePic ? `/api/ResumeFiles/${meta.id}/ProfilePic` : null,
      ProfileIntroVideo: s.personal.ProfileIntroVideo ? `/api/ResumeFiles/${meta.id}/ProfileIntroVideo` : null, ProfileHeadline: s.personal.ProfileHeadline, CurrentCity: s.personal.CurrentCity,
      CurrentState: s.personal.CurrentState, CurrentCountry: s.personal.CurrentCountry,
    },
    ContactInfo: { ID: meta.id, ...s.contact, PassportExpiryDate: s.contact.PassportExpiryDate ?? null },
    Experiences: s.experiences.map((e) => ({ ...e, Location: e.Location ?? '', EndDate: e.EndDate ?? null, Description: e.Description ?? '' })),
    EducationCertifications: s.education.map((e) => ({ ...e, StartDate: e.StartDate ?? null, EndDate: e.EndDate ?? null })),
    Certifications: s.certifications.map((c) => ({ ...c, StartDate: c.StartDate ?? null, EndDate: c.EndDate ?? null })),
    ProjectExperience: s.projects.map((p) => ({ ...p, StartDate: p.StartDate ?? null, EndDate: p.EndDate ?? null })),
    OtherInfo: { CoverLetter: s.coverLetter },
    VerifiedCredentials: credentials,
    ShareableLink: shareableLink,
    isEditable,
    Masking: meta.masking,
    MaskedFields: flags,
    Progress: meta.progress,
    ExperienceYears: Math.round((meta.experienceMonths / 12) * 10) / 10,
    CreatedOn: meta.createdOn.toISOString(),
    UpdatedOn: meta.updatedOn.toISOString(),
    UpdatedByUserName: meta.updatedByUserName,
  };
}

/**
 * The resume as someone else sees it: each masked field is null (and named in Masked), hidden credentials are left
 * out. The masked values are dropped here, before anything is serialised.
 */
export function sharedView(full: Resume, masked: Set<MaskableField>): SharedResume {
  // The account id is left out too: other endpoints (public profiles) would turn it back into the full name.
  const { UserID: _id, ShareableLink: _l, isEditable: _e, MaskedFields: _m, UpdatedByUserName: _u, ...rest } = full;
  const hide = (f: MaskableField) => masked.has(f);
  return {
    ...rest,
    PersonalInfo: { ...full.PersonalInfo, LastName: hide('LastName') ? null : full.PersonalInfo.LastName },
    ContactInfo: {
      ...full.ContactInfo,
      EmailID: hide('EmailID') ? null : full.ContactInfo.EmailID,
      MobileNumber: hide('MobileNumber') ? null : full.ContactInfo.MobileNumber,
      LinkedInProfileLink: hide('LinkedProfileLink') ? null : full.ContactInfo.LinkedInProfileLink,
    },
    ProjectExperience: full.ProjectExperience.map((p) => ({ ...p, ProjectName: hide('ProjectName') ? null : p.ProjectName })),
    // A verification page names the holder in full: no link while the last name is masked.
    VerifiedCredentials: full.VerifiedCredentials.filter((c) => !c.Hidden).map((c) => (hide('LastName') ? { ...c, Url: null } : c)),
    Masked: maskableFields.filter(hide),
  };
}
