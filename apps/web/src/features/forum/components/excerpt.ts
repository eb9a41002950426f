/** The text of sanitized post HTML for a list cell (never rendered as HTML), cut to `n` characters. */
export function plainExcerpt(html: string, n = 240): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > n ? `${text.slice(0, n - 1)}…` : text;
}
