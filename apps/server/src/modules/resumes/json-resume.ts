import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import type { Certification, Education, Experience, Project, Resume } from '@app/contracts/resumes';
import { isWebAddress } from '@app/contracts/validation';
import type { Contact, Personal, Sections } from './resume-model.ts';

/*
 * JSON Resume (jsonresume.org) import and export, validated with ajv 8 against the schema @jsonresume/schema ships.
 */

const require = createRequire(import.meta.url);
const schema = require('@jsonresume/schema/schema.json') as object;
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('uri', { type: 'string', validate: (v: string) => /^[a-z][a-z0-9+.-]*:\S*$/i.test(v) });
ajv.addFormat('email', { type: 'string', validate: (v: string) => /^[^\s@]+@[^\s@]+$/.test(v) });
const validateSchema = ajv.compile(schema);

/** Problems of a document against the JSON Resume schema, as "path: message" lines (empty when valid). */
export function jsonResumeErrors(doc: unknown): string[] {
  if (validateSchema(doc)) return [];
  return (validateSchema.errors ?? []).slice(0, 20).map((e) => `${e.instancePath || '/'}: ${e.message ?? 'invalid'}`);
}

type Doc = Record<string, unknown>;
const str = (v: unknown, max = 3000) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const arr = (v: unknown): Doc[] => (Array.isArray(v) ? v.filter((x): x is Doc => !!x && typeof x === 'object') : []);
/** "2014-06-29" / "2023-04" -> "YYYY-MM[-DD]"; a year alone becomes January. */
function date(v: unknown): string | null {
  const s = str(v);
  if (/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/.test(s)) return s;
  if (/^\d{4}$/.test(s)) return `${s}-01`;
  return null;
}
const endDate = (v: unknown) => (v === undefined || v === null || v === '' ? 'present' : date(v));

/** The builder's sections filled from a JSON Resume document, with the fields that found no place. */
export function fromJsonResume(doc: Doc, current: Sections, nextId: { value: number }): { sections: Partial<Sections>; imported: string[]; unmapped: string[] } {
  const unmapped: string[] = [];
  const imported: string[] = [];
  const mapped = new Set(['basics', 'work', 'education', 'certificates', 'projects', 'skills', 'languages', '$schema', 'meta']);
  for (const key of Object.keys(doc)) if (!mapped.has(key)) unmapped.push(key);
  const sections: Partial<Sections> = {};

  const basics = (doc.basics && typeof doc.basics === 'object' ? doc.basics : null) as Doc | null;
  let contact: Contact = { ...current.contact };
  if (basics) {
    const [first = '', ...rest] = str(basics.name, 200).split(/\s+/);
    const loc = (basics.location ?? {}) as Doc;
    const personal: Personal = {
      ...current.personal,
      FirstName: first.slice(0, 100) || current.personal.FirstName,
      LastName: rest.join(' ').slice(0, 100) || current.personal.LastName,
      ProfileHeadline: str(basics.label, 200) || current.personal.ProfileHeadline,
      CurrentCity: str(loc.city, 100) || current.personal.CurrentCity,
      CurrentState: str(loc.region, 100) || current.personal.CurrentState,
      CurrentCountry: str(loc.countryCode, 100) || current.personal.CurrentCountry,
    };
    sections.personal = personal;
    imported.push('PersonalInfo');
    const linkedIn = arr(basics.profiles).find((p) => /linkedin/i.test(str(p.network)));
    const url = linkedIn ? str(linkedIn.url, 300) : '';
    contact = { ...contact, EmailID: str(basics.email, 254) || contact.EmailID, LinkedInProfileLink: url && isWebAddress(url) ? url : contact.LinkedInProfileLink };
    const phone = str(basics.phone, 40).replace(/[^\d+]/g, '');
    const m = /^(\+\d{1,3})(\d{6,14})$/.exec(phone);
    if (m) contact = { ...contact, MobileNumberCountryCode: m[1]!, MobileNumber: m[2]! };
    else if (phone) unmapped.push('basics.phone (no country code)');
    for (const k of ['image', 'url', 'summary']) if (str(basics[k])) unmapped.push(`basics.${k}`);
    if (loc.address || loc.postalCode) unmapped.push('basics.location.address');
    for (const p of arr(basics.profiles)) if (p !== linkedIn) unmapped.push(`basics.profiles (${str(p.network, 40) || 'profile'})`);
  }
  const skills = arr(doc.skills).flatMap((s) => [str(s.name, 60), ...(Array.isArray(s.keywords) ? s.keywords.map((k) => str(k, 60)) : [])]).filter(Boolean);
  const languages = arr(doc.languages).map((l) => str(l.language, 60)).filter(Boolean);
  if (skills.length || languages.length || basics) {
    contact = { ...contact, Skills: [...new Set([...contact.Skills, ...skills])].slice(0, 60), Languages: [...new Set([...contact.Languages, ...languages])].slice(0, 20) };
    sections.contact = contact;
    imported.push('ContactInfo');
  }

  const work = arr(doc.work);
  if (work.length) {
    const items: Experience[] = [];
    work.forEach((w, i) => {
      const start = date(w.startDate);
      const end = endDate(w.endDate);
      if (!str(w.position) || !str(w.name) || !start || (end && end !== 'present' && end < start)) return void unmapped.push(`work[${i}] (needs position, company and dates)`);
      const highlights = Array.isArray(w.highlights) ? w.highlights.map((h) => `• ${str(h, 500)}`).join('\n') : '';
      items.push({
        ID: nextId.value++, Designation: str(w.position, 150), Company: str(w.name, 150), Location: str(w.location, 150), StartDate: start, EndDate: end,
        Description: [str(w.summary), highlights].filter(Boolean).join('\n').slice(0, 3000),
      });
    });
    if (items.length) {
      sections.experiences = items;
      imported.push('Experiences');
    }
  }
  const education = arr(doc.education);
  if (education.length) {
    const items: Education[] = education
      .filter((e) => str(e.institution) && (str(e.studyType) || str(e.area)))
      .map((e) => ({
        ID: nextId.value++, Degree: str(e.studyType, 150) || str(e.area, 150), Institution: str(e.institution, 150), FieldOfStudy: str(e.area, 150),
        StartDate: date(e.startDate), EndDate: e.endDate ? date(e.endDate) : null, Grade: str(e.score, 50),
      }));
    if (items.length < education.length) unmapped.push('education (entries without institution or degree)');
    if (items.length) {
      sections.education = items;
      imported.push('EducationCertifications');
    }
  }
  const certificates = arr(doc.certificates);
  if (certificates.length) {
    const items: Certification[] = certificates
      .filter((c) => str(c.name))
      .map((c) => {
        const url = str(c.url, 500);
        return { ID: nextId.value++, Name: str(c.name, 200), Issuer: str(c.issuer, 150), StartDate: date(c.date), EndDate: null, CredentialID: '', Url: url && isWebAddress(url) ? url : '' };
      });
    if (items.length) {
      sections.certifications = items;
      imported.push('Certifications');
    }
  }
  const projects = arr(doc.projects);
  if (projects.length) {
    const items: Project[] = [];
    projects.forEach((p, i) => {
      const start = date(p.startDate);
      const end = p.endDate ? date(p.endDate) : null;
      if (!str(p.name) || (start && end && end < start)) return void unmapped.push(`projects[${i}]`);
      items.push({
        ID: nextId.value++, ProjectName: str(p.name, 200), Client: str(p.entity, 150), Role: Array.isArray(p.roles) ? p.roles.map((x) => str(x, 60)).join(', ').slice(0, 150) : '',
        ERPProduct: '', StartDate: start, EndDate: end, Description: str(p.description),
      });
    });
    if (items.length) {
      sections.projects = items;
      imported.push('ProjectExperience');
    }
  }
  return { sections, imported: [...new Set(imported)], unmapped };
}

/** The resume as a JSON Resume document (the owner's full view). */
export function toJsonResume(r: Resume): Doc {
  const p = r.PersonalInfo;
  const c = r.ContactInfo;
  const end = (d: string | null) => (d && d !== 'present' ? d : undefined);
  const doc: Doc = {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: `${p.FirstName} ${p.LastName ?? ''}`.trim(),
      label: p.ProfileHeadline,
      ...(c.EmailID ? { email: c.EmailID } : {}),
      ...(c.MobileNumber ? { phone: `${c.MobileNumberCountryCode} ${c.MobileNumber}`.trim() } : {}),
      location: { city: p.CurrentCity, region: p.CurrentState, countryCode: p.CurrentCountry },
      profiles: c.LinkedInProfileLink && /^https?:/.test(c.LinkedInProfileLink) ? [{ network: 'LinkedIn', url: c.LinkedInProfileLink }] : [],
    },
    work: r.Experiences.map((e) => ({ name: e.Company, position: e.Designation, location: e.Location, startDate: e.StartDate, ...(end(e.EndDate) ? { endDate: end(e.EndDate) } : {}), summary: e.Description })),
    education: r.EducationCertifications.map((e) => ({
      institution: e.Institution, studyType: e.Degree, area: e.FieldOfStudy, ...(e.StartDate ? { startDate: e.StartDate } : {}), ...(end(e.EndDate) ? { endDate: end(e.EndDate) } : {}), score: e.Grade,
    })),
    certificates: [
      ...r.Certifications.map((x) => ({ name: x.Name, issuer: x.Issuer, ...(x.StartDate ? { date: x.StartDate } : {}), ...(/^https?:/.test(x.Url) ? { url: x.Url } : {}) })),
      ...r.VerifiedCredentials.filter((v) => !v.Hidden).map((v) => ({ name: v.Title, issuer: v.Issuer, date: v.IssuedOn.slice(0, 10), ...(/^https?:/.test(v.Url) ? { url: v.Url } : {}) })),
    ],
    projects: r.ProjectExperience.map((x) => ({
      name: x.ProjectName ?? '', description: x.Description, entity: x.Client, roles: x.Role ? [x.Role] : [], ...(x.StartDate ? { startDate: x.StartDate } : {}), ...(end(x.EndDate) ? { endDate: end(x.EndDate) } : {}),
      ...(x.ERPProduct ? { keywords: [x.ERPProduct] } : {}),
    })),
    skills: c.Skills.map((s) => ({ name: s })),
    languages: c.Languages.map((l) => ({ language: l })),
  };
  return doc;
}
