/** Hands a downloaded file to the browser under a file name. */
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

/** A file name from a course name: "Basics of ERP" -> "certificate-Basics-of-ERP.pdf". */
export function certificateFileName(courseName: string): string {
  const safe = courseName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'course';
  return `certificate-${safe}.pdf`;
}
