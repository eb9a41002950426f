/** A file size for people: 512 B, 14.2 KB, 3.1 MB. */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  const f = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${f(bytes)} B`;
  if (bytes < 1024 * 1024) return `${f(bytes / 1024)} KB`;
  return `${f(bytes / (1024 * 1024))} MB`;
}

/** Types a browser shows by itself in a tab (others are only downloaded). */
export function canOpenInBrowser(contentType: string): boolean {
  return /^(application\/pdf|image\/(png|jpeg)|text\/plain)$/i.test(contentType);
}
