/** A file size for people: 512 B, 14.2 KB, 3.1 MB. */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  const f = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${f(bytes)} B`;
  if (bytes < 1024 * 1024) return `${f(bytes / 1024)} KB`;
  return `${f(bytes / (1024 * 1024))} MB`;
}

/** Whether a file looks like a sheet the import takes (by extension; the server checks the content). */
export function isSheetFile(name: string): boolean {
  return /\.(csv|xlsx)$/i.test(name);
}
