import { createElement as h, type ReactElement, type ReactNode } from 'react';
import { Document, Image, Link, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { Resume } from '@app/contracts/resumes';
import { plainText } from '../../platform/text/rich-text.ts';
import { fontFor, registerResumeFonts } from './resume-fonts.ts';

/*
 * The resume as a PDF (@react-pdf/renderer): two templates, A4 or Letter, one embedded font family per script.
 * Every entry is one unbreakable block (wrap={false}), so a page break never cuts an entry in half; text stays
 * text, so applicant-tracking systems can read it.
 */

/** `photo`: the learner's photo as PNG bytes (the exports job makes it from the uploaded picture), beside the name. */
export type PdfOptions = { template: 'classic' | 'modern'; pageSize: 'A4' | 'LETTER'; brand?: string; photo?: Buffer | null };

const palette = { classic: { accent: '#1f3b57', rule: '#1f3b57', side: '#ffffff' }, modern: { accent: '#0b7a75', rule: '#d5e4e3', side: '#eef5f4' } };

function styles(template: PdfOptions['template'], font: string) {
  const c = palette[template];
  return StyleSheet.create({
    page: { fontFamily: font, fontSize: 10, lineHeight: 1.4, color: '#222', paddingTop: 36, paddingBottom: 40, paddingHorizontal: template === 'modern' ? 0 : 42 },
    header: template === 'modern'
      ? { backgroundColor: c.accent, color: '#fff', paddingVertical: 18, paddingHorizontal: 36, marginTop: -36, marginBottom: 14 }
      : { borderBottomWidth: 2, borderBottomColor: c.rule, paddingBottom: 8, marginBottom: 10, textAlign: 'center' },
    name: { fontSize: 22, fontWeight: 700, lineHeight: 1.25 },
    headline: { fontSize: 11.5, lineHeight: 1.3, marginTop: 4 },
    contact: { fontSize: 9, marginTop: 4 },
    body: template === 'modern' ? { paddingHorizontal: 36 } : {},
    section: { marginTop: 10 },
    sectionTitle: template === 'modern'
      ? { fontSize: 12, fontWeight: 700, color: c.accent, marginBottom: 4, textTransform: 'uppercase', letterSpacing: 1 }
      : { fontSize: 12, fontWeight: 700, color: c.accent, borderBottomWidth: 0.8, borderBottomColor: c.rule, marginBottom: 5, paddingBottom: 2 },
    entry: { marginBottom: 7 },
    entryHead: { flexDirection: 'row', justifyContent: 'space-between' },
    entryTitle: { fontWeight: 700, fontSize: 10.5 },
    entrySub: { color: '#555' },
    dates: { color: '#555', fontSize: 9 },
    chips: { flexDirection: 'row', flexWrap: 'wrap' },
    chip: template === 'modern'
      ? { backgroundColor: c.side, color: c.accent, paddingVertical: 2, paddingHorizontal: 6, marginRight: 4, marginBottom: 4, borderRadius: 3, fontSize: 9 }
      : { marginRight: 10, fontSize: 9.5 },
    link: { color: c.accent, textDecoration: 'none' },
    footer: { position: 'absolute', bottom: 16, left: 0, right: 0, textAlign: 'center', fontSize: 8, color: '#888' },
  });
}

const range = (start: string | null, end: string | null) => [start ?? '', end === 'present' ? 'Present' : (end ?? '')].filter(Boolean).join(' – ');

/** Renders the resume; answers the PDF's bytes. */
export async function renderResumePdf(r: Resume, opts: PdfOptions): Promise<Buffer> {
  registerResumeFonts();
  const s = styles(opts.template, fontFor(JSON.stringify(r)));
  const p = r.PersonalInfo;
  const c = r.ContactInfo;
  const section = (title: string, children: ReactNode[]): ReactElement | null =>
    children.length ? h(View, { style: s.section }, h(Text, { style: s.sectionTitle, minPresenceAhead: 40 }, title), ...children) : null;
  const entry = (key: string | number, title: string, sub: string, dates: string, text?: string) =>
    h(
      View, { key, style: s.entry, wrap: false },
      h(View, { style: s.entryHead }, h(Text, { style: s.entryTitle }, title), h(Text, { style: s.dates }, dates)),
      sub ? h(Text, { style: s.entrySub }, sub) : null,
      text ? h(Text, null, text) : null,
    );
  const contactLine = [c.EmailID, c.MobileNumber ? `${c.MobileNumberCountryCode} ${c.MobileNumber}` : '', [p.CurrentCity, p.CurrentCountry].filter(Boolean).join(', '), c.LinkedInProfileLink]
    .filter(Boolean).join('  ·  ');
  const cover = plainText(r.OtherInfo.CoverLetter);
  const credentials = r.VerifiedCredentials.filter((v) => !v.Hidden);

  const doc = h(
    Document, { title: `${p.FirstName} ${p.LastName ?? ''} – Resume`.trim(), author: `${p.FirstName} ${p.LastName ?? ''}`.trim(), producer: opts.brand ?? 'Resume Builder' },
    h(
      Page, { size: opts.pageSize, style: s.page },
      h(
        View, { style: [s.header, { flexDirection: 'row', alignItems: 'center' }] },
        opts.photo ? h(Image, { src: { data: opts.photo, format: 'png' }, style: { width: 64, height: 64, borderRadius: 32, marginRight: 14 } }) : null,
        h(View, { style: { flexGrow: 1, flexShrink: 1 } }, h(Text, { style: s.name }, `${p.FirstName} ${p.LastName ?? ''}`.trim()), p.ProfileHeadline ? h(Text, { style: s.headline }, p.ProfileHeadline) : null, h(Text, { style: s.contact }, contactLine)),
      ),
      h(
        View, { style: s.body },
        section('Skills', c.Skills.length ? [h(View, { key: 'skills', style: s.chips, wrap: false }, ...c.Skills.map((x, i) => h(Text, { key: i, style: s.chip }, x)))] : []),
        section('Experience', r.Experiences.map((e) => entry(e.ID, e.Designation, [e.Company, e.Location].filter(Boolean).join(', '), range(e.StartDate, e.EndDate), e.Description))),
        section('Projects', r.ProjectExperience.map((x) => entry(x.ID, x.ProjectName ?? 'Project', [x.Client, x.Role, x.ERPProduct].filter(Boolean).join(' · '), range(x.StartDate, x.EndDate), x.Description))),
        section('Verified credentials', credentials.map((v) => h(View, { key: v.Key, style: s.entry, wrap: false }, h(Text, { style: s.entryTitle }, `${v.Title} (verified)`), h(Text, { style: s.entrySub }, `${v.Issuer} · ${v.IssuedOn.slice(0, 10)}`), h(Link, { src: v.Url, style: s.link }, v.Url)))),
        section('Certifications', r.Certifications.map((x) => entry(x.ID, x.Name, x.Issuer, range(x.StartDate, x.EndDate === 'present' ? null : x.EndDate)))),
        section('Education', r.EducationCertifications.map((e) => entry(e.ID, e.Degree, [e.Institution, e.FieldOfStudy, e.Grade].filter(Boolean).join(' · '), range(e.StartDate, e.EndDate)))),
        section('Languages', c.Languages.length ? [h(Text, { key: 'l' }, c.Languages.join(', '))] : []),
        section('Cover letter', cover ? [h(Text, { key: 'cover' }, cover)] : []),
      ),
      // On every page. Static text: @react-pdf 4.9 draws no text returned by a `render` prop (page numbers), so the
      // footer names the candidate and where the resume was made instead.
      h(Text, { style: s.footer, fixed: true }, [`${p.FirstName} ${p.LastName ?? ''}`.trim(), opts.brand ? `Resume built at ${opts.brand}` : 'Resume'].join('  ·  ')),
    ),
  );
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return renderToBuffer(doc as any);
}
