/** Offers a Blob as a file download through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A safe file name for a certificate PDF: `certificate-<learner>-<course>.pdf` in ASCII letters, digits and dashes. */
export function certificateFileName(holder: string, course: string): string {
  const part = (s: string) =>
    s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40);
  return ['certificate', part(holder), part(course)].filter(Boolean).join('-') + '.pdf';
}
