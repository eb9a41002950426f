/** A safe file name for a certificate PDF: `certificate-<learner>-<course>.pdf` in ASCII letters, digits and dashes. */
export function certificateFileName(holder: string, course: string): string {
  const part = (s: string) =>
    s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return ['certificate', part(holder), part(course)].filter(Boolean).join('-') + '.pdf';
}
