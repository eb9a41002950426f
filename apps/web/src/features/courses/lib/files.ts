/** A file name from a course name: "Basics of ERP" -> "certificate-Basics-of-ERP.pdf". */
export function certificateFileName(courseName: string): string {
  const safe = courseName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'course';
  return `certificate-${safe}.pdf`;
}
