import { z } from 'zod';
import { idField, idValue, uintQuery } from './ids.ts';
import { listQuerySchema } from './list.ts';
import { countryCodeField, emailField, isValidPhone, isWebAddress, textField, WEB_ADDRESS_MESSAGE } from './validation.ts';

/** Sections of the resume builder (spec section 3); `GET /ResumeBuilder?action=<section>` answers one of them. */
export const resumeSections = [
  'PersonalInfo', 'ContactInfo', 'Experiences', 'EducationCertifications', 'Certifications', 'ProjectExperience', 'OtherInfo',
  'VerifiedCredentials', 'Sharing',
] as const;
export type ResumeSection = (typeof resumeSections)[number];
/** The list sections: add, edit, remove and reorder by saving the whole list. */
export const resumeListSections = ['Experiences', 'EducationCertifications', 'Certifications', 'ProjectExperience'] as const;
export type ResumeListSection = (typeof resumeListSections)[number];

/** The spec's MaskedFields flags: hidden on shared links and in the resume bank while Masking is on. */
export const maskableFields = ['LastName', 'EmailID', 'MobileNumber', 'LinkedProfileLink', 'ProjectName'] as const;
export type MaskableField = (typeof maskableFields)[number];

/** The resume's own master lists (/Others/ManageResumeMasters/{Master2}). */
export const resumeMasterTypes = ['skills', 'languages', 'nationalities', 'degrees', 'erpProducts'] as const;
export type ResumeMasterType = (typeof resumeMasterTypes)[number];

export const RESUME_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_VIDEO_MAX_BYTES = 25 * 1024 * 1024;
/** Photo types, judged by the file's bytes (never its name or the browser's claim). */
export const RESUME_PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Intro video types, judged by the file's bytes. */
export const RESUME_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** The resume's two uploaded files (PersonalInfo.ProfilePic and PersonalInfo.ProfileIntroVideo). */
export const resumeMediaKinds = ['ProfilePic', 'ProfileIntroVideo'] as const;
export type ResumeMediaKind = (typeof resumeMediaKinds)[number];
export const SHARE_LINKS_MAX = 20;
export const resumeTemplates = ['classic', 'modern'] as const;
export const resumePageSizes = ['A4', 'LETTER'] as const;

/** A month or a day: "2024-03" or "2024-03-15". */
const dateField = z.string().trim().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Use a date such as 2024-03 or 2024-03-15');
/** An end date: a date, "present" (still going) or empty. */
const endDateField = z.union([z.literal('present'), dateField]).nullable().default(null);
const optionalDate = dateField.nullable().default(null);
const linkField = (max: number) => z.string().trim().max(max).refine((v) => v === '' || isWebAddress(v), WEB_ADDRESS_MESSAGE).default('');

/** Whether `end` (a date or "present") comes after `start`; dates compare as text once both are YYYY-MM[-DD]. */
export function endsAfterStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end || end === 'present') return true;
  return end.slice(0, start.length) >= start.slice(0, end.length);
}
function datesInOrder(v: { StartDate?: string | null; EndDate?: string | null }, ctx: z.RefinementCtx) {
  if (v.EndDate && v.EndDate !== 'present' && !v.StartDate) ctx.addIssue({ code: 'custom', path: ['StartDate'], message: 'Give the start date' });
  if (!endsAfterStart(v.StartDate, v.EndDate)) ctx.addIssue({ code: 'custom', path: ['EndDate'], message: 'The end date must come after the start date' });
}

export const personalInfoSchema = z.object({
  FirstName: textField(100).min(1, 'Enter your first name'),
  LastName: textField(100).default(''),
  ProfileHeadline: textField(200).default('').describe('One line, e.g. "SAP FICO consultant, 6 years, S/4HANA migrations"'),
  CurrentCity: textField(100).default(''),
  CurrentState: textField(100).default(''),
  CurrentCountry: textField(100).default(''),
});
export type PersonalInfoBody = z.infer<typeof personalInfoSchema>;

const shortList = (max: number, each: number) => z.array(textField(each).min(1)).max(max).default([]);
export const genders = ['', 'Female', 'Male', 'Non-binary', 'Prefer not to say'] as const;
export const maritalStatuses = ['', 'Single', 'Married', 'Prefer not to say'] as const;

export const contactInfoSchema = z
  .object({
    EmailID: z.union([z.literal(''), emailField]).default(''),
    MobileNumberCountryCode: z.union([z.literal(''), countryCodeField]).default(''),
    MobileNumber: z.string().trim().regex(/^[\d\s-]{0,20}$/, 'Enter a valid phone number').default(''),
    LinkedInProfileLink: linkField(300),
    PassportAvailable: z.boolean().default(false),
    PassportExpiryDate: optionalDate,
    Gender: z.enum(genders).default(''),
    MaritalStatus: z.enum(maritalStatuses).default(''),
    Nationality: textField(100).default(''),
    Travel: z.boolean().default(false),
    Relocation: z.boolean().default(false),
    NightShift: z.boolean().default(false),
    Skills: shortList(60, 60).describe('Free entries or from the ERP skill database / the resume skills master'),
    Languages: shortList(20, 60),
  })
  .superRefine((v, ctx) => {
    if (v.MobileNumber && !v.MobileNumberCountryCode) ctx.addIssue({ code: 'custom', path: ['MobileNumberCountryCode'], message: 'Give the dialling code' });
    if (v.MobileNumber && v.MobileNumberCountryCode && !isValidPhone(v.MobileNumberCountryCode, v.MobileNumber)) {
      ctx.addIssue({ code: 'custom', path: ['MobileNumber'], message: 'Not a valid number for this country code' });
    }
  });
export type ContactInfoBody = z.infer<typeof contactInfoSchema>;

const entryId = idValue.optional().describe('Keep the ID of an entry you edit; leave it out for a new entry');

export const experienceSchema = z
  .object({
    ID: entryId,
    Designation: textField(150).min(1, 'Enter the role'),
    Company: textField(150).min(1, 'Enter the company'),
    Location: textField(150).default(''),
    StartDate: dateField,
    EndDate: endDateField,
    Description: textField(3000).default(''),
  })
  .superRefine(datesInOrder);
export const educationSchema = z
  .object({
    ID: entryId,
    Degree: textField(150).min(1, 'Enter the degree'),
    Institution: textField(150).min(1, 'Enter the institution'),
    FieldOfStudy: textField(150).default(''),
    StartDate: optionalDate,
    EndDate: endDateField,
    Grade: textField(50).default(''),
  })
  .superRefine(datesInOrder);
export const certificationSchema = z
  .object({
    ID: entryId,
    Name: textField(200).min(1, 'Enter the certification'),
    Issuer: textField(150).default(''),
    StartDate: optionalDate.describe('Issued on'),
    EndDate: endDateField.describe('Valid until ("present": no expiry)'),
    CredentialID: textField(100).default(''),
    Url: linkField(500),
  })
  .superRefine(datesInOrder);
export const projectSchema = z
  .object({
    ID: entryId,
    ProjectName: textField(200).min(1, 'Enter the project name'),
    Client: textField(150).default(''),
    Role: textField(150).default(''),
    ERPProduct: textField(100).default(''),
    StartDate: optionalDate,
    EndDate: endDateField,
    Description: textField(3000).default(''),
  })
  .superRefine(datesInOrder);

export const listBodySchemas = {
  Experiences: z.object({ Items: z.array(experienceSchema).max(50) }),
  EducationCertifications: z.object({ Items: z.array(educationSchema).max(30) }),
  Certifications: z.object({ Items: z.array(certificationSchema).max(50) }),
  ProjectExperience: z.object({ Items: z.array(projectSchema).max(50) }),
} as const;

export type Experience = z.output<typeof experienceSchema> & { ID: number };
export type Education = z.output<typeof educationSchema> & { ID: number };
export type Certification = z.output<typeof certificationSchema> & { ID: number };
export type Project = z.output<typeof projectSchema> & { ID: number };

export const otherInfoSchema = z.object({ CoverLetter: z.string().max(20_000).default('').describe('Rich text (HTML); sanitized on save') });

export const maskingBodySchema = z.object({
  Masking: z.boolean(),
  MaskedFields: z.object(Object.fromEntries(maskableFields.map((f) => [f, z.boolean()])) as Record<MaskableField, z.ZodBoolean>),
});
export type MaskingBody = z.infer<typeof maskingBodySchema>;

export const hiddenCredentialsBodySchema = z.object({
  Hidden: z.array(z.string().regex(/^(certificate:\d{1,10}|badge:[A-Za-z0-9_-]{1,64})$/)).max(200).describe('Keys of the verified credentials to hide, e.g. "certificate:12" or "badge:<BadgeID>"'),
});

// ---------------------------------------------------------------- answers

const nullableText = z.string().nullable();
const entryOut = <T extends z.ZodRawShape>(shape: T) => z.object({ ID: z.number().int(), ...shape });

export const resumeExperienceOut = entryOut({
  Designation: z.string(), Company: z.string(), Location: z.string(), StartDate: z.string(), EndDate: nullableText, Description: z.string(),
});
export const resumeEducationOut = entryOut({
  Degree: z.string(), Institution: z.string(), FieldOfStudy: z.string(), StartDate: nullableText, EndDate: nullableText, Grade: z.string(),
});
export const resumeCertificationOut = entryOut({
  Name: z.string(), Issuer: z.string(), StartDate: nullableText, EndDate: nullableText, CredentialID: z.string(), Url: z.string(),
});
export const resumeProjectOut = entryOut({
  ProjectName: nullableText.describe('null when masked'), Client: z.string(), Role: z.string(), ERPProduct: z.string(),
  StartDate: nullableText, EndDate: nullableText, Description: z.string(),
});

export const verifiedCredentialSchema = z.object({
  Key: z.string().describe('"certificate:<id>" or "badge:<BadgeID>"'),
  Kind: z.enum(['certificate', 'badge']),
  Title: z.string(),
  Issuer: z.string(),
  IssuedOn: z.string(),
  Url: z.string().describe('The public verification page'),
  Hidden: z.boolean(),
});
export type VerifiedCredential = z.infer<typeof verifiedCredentialSchema>;

export const personalInfoOut = z.object({
  ID: z.number().int(),
  FirstName: z.string(), LastName: nullableText.describe('null when masked'),
  ProfilePic: nullableText.describe('Address of the photo for this reader (signed, or by the share link); null when none'),
  ProfileIntroVideo: nullableText.describe('Address of the intro video (range requests) for this reader; null when none'),
  ProfileHeadline: z.string(), CurrentCity: z.string(), CurrentState: z.string(), CurrentCountry: z.string(),
});
export const contactInfoOut = z.object({
  ID: z.number().int(),
  EmailID: nullableText, MobileNumberCountryCode: z.string(), MobileNumber: nullableText, LinkedInProfileLink: nullableText,
  PassportAvailable: z.boolean(), PassportExpiryDate: nullableText, Gender: z.string(), MaritalStatus: z.string(), Nationality: z.string(),
  Travel: z.boolean(), Relocation: z.boolean(), NightShift: z.boolean(), Skills: z.array(z.string()), Languages: z.array(z.string()),
});

export const maskedFieldsOut = z.object(Object.fromEntries(maskableFields.map((f) => [f, z.boolean()])) as Record<MaskableField, z.ZodBoolean>);

/** The whole resume (what the learner and staff see; shared and bank views have the masked values null). */
export const resumeSchema = z.object({
  ID: z.number().int(),
  UserID: z.number().int(),
  PersonalInfo: personalInfoOut,
  ContactInfo: contactInfoOut,
  Experiences: z.array(resumeExperienceOut),
  EducationCertifications: z.array(resumeEducationOut),
  Certifications: z.array(resumeCertificationOut),
  ProjectExperience: z.array(resumeProjectOut),
  OtherInfo: z.object({ CoverLetter: z.string() }),
  VerifiedCredentials: z.array(verifiedCredentialSchema),
  ShareableLink: nullableText.describe('Address of the newest active share link'),
  isEditable: z.boolean(),
  Masking: z.boolean(),
  MaskedFields: maskedFieldsOut,
  /** Share of sections filled, 0-100. */
  Progress: z.number().int(),
  ExperienceYears: z.number(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  UpdatedByUserName: nullableText,
});
export type Resume = z.infer<typeof resumeSchema>;

/** `GET /ResumeBuilder`: every section, or with ?action= just that one (plus ID and Progress). */
export const resumeBuilderAnswerSchema = resumeSchema.partial().extend({ ID: z.number().int(), Progress: z.number().int() });
export const resumeBuilderQuerySchema = z.object({
  action: z.enum(resumeSections).optional().describe(`The one section to answer: ${resumeSections.join(', ')}; none: the whole resume`),
});

/** A resume as others see it: masked values are null and named in Masked. */
export const sharedResumeSchema = resumeSchema
  .omit({ UserID: true, ShareableLink: true, isEditable: true, MaskedFields: true, UpdatedByUserName: true })
  .extend({
    Masked: z.array(z.enum(maskableFields)),
    // A verification page names the holder in full: no link while the last name is masked.
    VerifiedCredentials: z.array(verifiedCredentialSchema.extend({ Url: z.string().nullable() })),
  });
export type SharedResume = z.infer<typeof sharedResumeSchema>;

export const shareLinkSchema = z.object({
  ID: z.number().int(),
  Label: z.string(),
  Url: z.string().describe('/Resume/{ResumeID} with the link’s unguessable id'),
  ResumeID: z.string(),
  ExpiresOn: nullableText,
  RevokedOn: nullableText,
  ViewCount: z.number().int(),
  LastViewedOn: nullableText,
  CreatedOn: z.string(),
  Active: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
export const newShareLinkBodySchema = z.object({
  Label: textField(100).default(''),
  ExpiresOn: z.iso.datetime({ offset: true }).nullable().default(null).describe('null: never expires'),
});
export const linkParamSchema = z.object({ linkId: idField });
export const publicResumeParamSchema = z.object({ ResumeID: z.string().max(100) });
export const publicResumeMediaParamSchema = z.object({ ResumeID: z.string().max(100), kind: z.enum(resumeMediaKinds) });
/** A resume's photo or video by a signed address (the reader's session signs it; <img> and <video> send no token). */
export const resumeMediaParamSchema = z.object({ id: idField, kind: z.enum(resumeMediaKinds) });
export const resumeMediaQuerySchema = z.object({ s: idField, e: idField, sig: z.string().min(16).max(128) });

export const unmaskStatuses = ['Pending', 'Accepted', 'Declined'] as const;
export const unmaskRequestSchema = z.object({
  ID: z.number().int(),
  RequesterName: z.string(),
  CompanyName: nullableText,
  Message: z.string(),
  Status: z.enum(unmaskStatuses),
  CreatedOn: z.string(),
  DecidedOn: nullableText,
});
export type UnmaskRequest = z.infer<typeof unmaskRequestSchema>;
export const requestParamSchema = z.object({ requestId: idField });
export const decideBodySchema = z.object({ Accept: z.boolean() });

// ---------------------------------------------------------------- bank and administration

const triState = z.enum(['true', 'false']).optional();
export const bankQuerySchema = listQuerySchema.extend({
  skill: z.string().trim().max(60).optional().describe('Has this skill (case-insensitive, exact entry)'),
  city: z.string().trim().max(100).optional(),
  minYears: uintQuery(0, 60).optional(),
  maxYears: uintQuery(0, 60).optional(),
  relocation: triState,
  travel: triState,
  nightShift: triState,
  language: z.string().trim().max(60).optional(),
  product: z.string().trim().max(100).optional().describe('ERP product, track or module named in skills or projects (full-text)'),
  verified: triState.describe('Has a verified certificate or badge'),
  q: z.string().trim().max(200).optional().describe('Full-text over headline, experiences and projects (PostgreSQL text search)'),
});
export type BankQuery = z.infer<typeof bankQuerySchema>;

export const bankRowSchema = z.object({
  ID: z.number().int(),
  FullName: z.string().describe('First name, plus the last name only when not masked for the caller'),
  Headline: z.string(),
  City: z.string(),
  Country: z.string(),
  Skills: z.array(z.string()),
  Languages: z.array(z.string()),
  ExperienceYears: z.number(),
  Relocation: z.boolean(),
  Travel: z.boolean(),
  NightShift: z.boolean(),
  HasVerified: z.boolean(),
  Unmasked: z.boolean(),
  UpdatedOn: z.string(),
});
export type BankRow = z.infer<typeof bankRowSchema>;
export const bankResumeSchema = sharedResumeSchema.extend({ UnmaskStatus: z.enum(['None', ...unmaskStatuses]) });
export type BankResume = z.infer<typeof bankResumeSchema>;
export const resumeParamSchema = z.object({ id: idField });
export const unmaskAskBodySchema = z.object({ Message: textField(500).default('') });

export const resumeRowSchema = z.object({
  ID: z.number().int(),
  UserID: z.number().int(),
  UserName: z.string(),
  FullName: z.string(),
  CreatedOn: z.string(),
  UpdatedOn: z.string(),
  UpdatedByUserName: nullableText,
  Progress: z.number().int(),
});
export type ResumeRow = z.infer<typeof resumeRowSchema>;
export const allResumesQuerySchema = listQuerySchema.extend({ minProgress: uintQuery(0, 100).optional() });

/** A staff edit: any of the sections (those left out stay as they are). */
export const staffEditBodySchema = z.object({
  PersonalInfo: personalInfoSchema.optional(),
  ContactInfo: contactInfoSchema.optional(),
  Experiences: z.array(experienceSchema).max(50).optional(),
  EducationCertifications: z.array(educationSchema).max(30).optional(),
  Certifications: z.array(certificationSchema).max(50).optional(),
  ProjectExperience: z.array(projectSchema).max(50).optional(),
  OtherInfo: otherInfoSchema.optional(),
});

export const resumeDashboardSchema = z.object({
  Started: z.number().int(),
  Complete: z.number().int(),
  Shared: z.number().int(),
  UnmaskedOnRequest: z.number().int(),
  PendingUnmask: z.number().int(),
  Skills: z.array(z.object({ Name: z.string(), Count: z.number().int() })),
  Products: z.array(z.object({ Name: z.string(), Count: z.number().int() })),
  MostSearchedSkills: z.array(z.object({ Name: z.string(), Count: z.number().int() })),
});
export type ResumeDashboard = z.infer<typeof resumeDashboardSchema>;

export const resumeMasterSchema = z.object({ ID: z.number().int(), Title: z.string(), CreatedOn: z.string() });
export const masterTypeParamSchema = z.object({ type: z.enum(resumeMasterTypes) });
export const masterEntryParamSchema = z.object({ type: z.enum(resumeMasterTypes), entryId: idField });
export const masterBodySchema = z.object({ Title: textField(100).min(1, 'Enter a title') });
export const resumeMasterTypeSchema = z.object({ Type: z.enum(resumeMasterTypes), Count: z.number().int() });

// ---------------------------------------------------------------- PDF and JSON Resume

export const exportBodySchema = z.object({ Template: z.enum(resumeTemplates).default('classic'), PageSize: z.enum(resumePageSizes).default('A4') });
export const exportSchema = z.object({
  ID: z.number().int(),
  Template: z.enum(resumeTemplates),
  PageSize: z.enum(resumePageSizes),
  Status: z.enum(['Pending', 'Done', 'Failed']),
  Url: nullableText.describe('Download address once Done'),
  Error: nullableText,
  CreatedOn: z.string(),
});
export type ResumeExport = z.infer<typeof exportSchema>;
export const exportParamSchema = z.object({ exportId: idField });

export const jsonResumeImportSchema = z.object({
  Resume: z.record(z.string(), z.unknown()).describe('A JSON Resume document (jsonresume.org schema)'),
});
export const jsonResumeImportAnswerSchema = z.object({
  Imported: z.array(z.string()).describe('Sections filled'),
  Unmapped: z.array(z.string()).describe('Fields of the document that have no place in the builder'),
});
export const jsonResumeSchema = z.record(z.string(), z.unknown());
